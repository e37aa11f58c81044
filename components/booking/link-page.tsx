"use client";

import { Fragment, useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { ApiError } from "@/lib/api/client";
import { ROUTES } from "@/lib/routes";
import { Link } from "@/components/ui/link";
import { useLinkFragment } from "./link-fragment";
import styles from "./booking.module.scss";
import form from "@/components/ui/form.module.scss";

/**
 * The shell of the pages about one visitor's booking, opened from a signed link (/my-booking,
 * /waitlist-offer) or with the booking token (/payment, /payment-success, /payment-failed,
 * /my-data): loading, the reason nothing can be shown with the ways on, and the page's own
 * messages. Each page supplies only what is its own.
 */

/** While the page's record loads. */
export function PanelLoading({ text }: { text: string }) {
  return (
    <div className={styles.panel}>
      <p className={form.muted}>{text}</p>
    </div>
  );
}

/**
 * Why nothing can be shown (no link, a link expired or not valid, a record that did not load):
 * the reason, what the page adds (`children`: the resend-links form), and the way to book.
 * `focus` takes the keyboard to the reason, for a state that replaced what had focus.
 */
export function PanelProblem({ heading, error, focus, book = true, children }: { heading?: string; error: string; focus?: (el: HTMLElement | null) => void; book?: boolean; children?: ReactNode }) {
  return (
    <div className={styles.panel}>
      {heading ? <h2 className={styles.heading}>{heading}</h2> : null}
      <p className={form.alert} role="alert" ref={focus} tabIndex={focus ? -1 : undefined}>
        {error}
      </p>
      {children}
      {book ? (
        <p>
          <Link className={form.primary} href={ROUTES.appointment}>
            Book Appointment
          </Link>
        </p>
      ) : null}
    </div>
  );
}

/**
 * A page whose subject is the signed link after # in its address. Each link opened is the
 * page's subject: a second link opened in the same tab starts the page afresh on it (keyed by
 * the link), so nothing of the first one can be acted on.
 */
export function SignedLinkPage({ loading, missing, problemHeading, help, children }: { loading: string; missing: string; problemHeading?: string; help?: ReactNode; children: (link: string) => ReactNode }) {
  const link = useLinkFragment();
  if (link === null) return <PanelLoading text={loading} />;
  if (!link) return <PanelProblem heading={problemHeading} error={missing}>{help}</PanelProblem>;
  return <Fragment key={link}>{children(link)}</Fragment>;
}

/** The record a signed link opens, loaded once; `error` is also where the page's actions say what failed. */
export function useLinkedRecord<T>(link: string, load: (input: { link: string }) => Promise<T>, failed: string) {
  const [record, setRecord] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    load({ link })
      .then(setRecord)
      .catch((e) => setError(e instanceof ApiError ? e.message : failed));
  }, [link, load, failed]);
  return { record, setRecord, error, setError };
}

/** A message saying what an action did, which takes the focus once shown (a screen reader reads it). */
export function useStatusMessage() {
  const [message, setMessage] = useState<string | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const say = useCallback((text: string) => {
    setMessage(text);
    requestAnimationFrame(() => status.current?.focus());
  }, []);
  return { message, say, status };
}

/** What the last action did (focused through `status` where the page moves focus to it), and what failed. */
export function PanelNotices({ message, status, error }: { message: string | null; status?: RefObject<HTMLParagraphElement | null>; error: string | null }) {
  return (
    <>
      {message ? (
        <p className={form.notice} role="status" tabIndex={-1} ref={status}>
          {message}
        </p>
      ) : null}
      {error ? (
        <p className={form.alert} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
