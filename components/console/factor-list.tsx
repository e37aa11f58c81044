"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { newRecoveryCodes, removeFactor } from "@/lib/api/console-calls";
import { ApiError } from "@/lib/api/client";
import { FACTOR_KIND_TEXT, type FactorEnrolled, type Factors, type FactorView } from "@/lib/contracts/staff-factors";
import { formatShortDay, formatTime } from "@/lib/format/appointment-time";
import form from "@/components/ui/form.module.scss";
import { ConfirmGroup } from "./confirm-group";
import { ACTION_COLUMN, ConsoleTable } from "./console-list";
import { PasskeyEnrol } from "./passkey-enrol";
import { RecoveryCodes } from "./recovery-codes";
import { TotpEnrol } from "./totp-enrol";
import styles from "./console.module.scss";

const when = (at: string, timeZone: string) => `${formatShortDay(at, timeZone)}, ${formatTime(at, timeZone)}`;

type Adding = "passkey" | "totp";
const ADDING_TEXT: Record<Adding, string> = { passkey: "Add a passkey", totp: "Add an authenticator app" };

/**
 * The signed-in person's second factors (security page): each with "Remove" (asked twice; the
 * only one is refused by the server, and its message shown), adding a passkey or the
 * authenticator app, and the recovery codes left with "Make new recovery codes" (shown once).
 * Outcomes stay in a status message under the heading, which takes focus when what had it is
 * gone. The calls may ask for the second factor again first (the step-up dialog).
 */
export function FactorList({ factors: { factors, recoveryCodesLeft }, timeZone }: { factors: Factors; timeZone: string }) {
  const router = useRouter();
  const heading = useRef<HTMLHeadingElement>(null);
  const recoveryHeading = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState("");
  const [removing, setRemoving] = useState<string | null>(null);
  const [adding, setAdding] = useState<Adding | null>(null);
  const [renewing, setRenewing] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const hasApp = factors.some((f) => f.kind === "totp");

  /** Says how it went, focuses the heading (the button that was pressed may be gone) and reads the page again. */
  const done = (message: string) => {
    setStatus(message);
    heading.current?.focus();
    router.refresh();
  };

  const remove = async (factor: FactorView) => {
    setBusy(true);
    try {
      await removeFactor({ id: factor.id });
      setRemoving(null);
      done(`Removed ${factor.name}. It can no longer be used to sign in.`);
    } catch (e) {
      // 409 last_factor: the server says to add another first.
      setRemoving(null);
      setStatus(e instanceof ApiError ? e.message : `${factor.name} could not be removed. Please try again.`);
      heading.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  const added = ({ factor, recoveryCodes }: FactorEnrolled) => {
    setAdding(null);
    if (recoveryCodes?.length) setCodes(recoveryCodes);
    done(`Added ${factor.name} (${FACTOR_KIND_TEXT[factor.kind]}). You can use it from your next sign-in.`);
  };

  const codesKept = () => {
    setCodes(null);
    done("Your new recovery codes are not shown again: use the ones you kept.");
  };

  const renew = async () => {
    setBusy(true);
    try {
      const fresh = await newRecoveryCodes();
      setRenewing(false);
      setStatus("Made new recovery codes: the old ones no longer work.");
      setCodes(fresh);
    } catch (e) {
      setRenewing(false);
      setStatus(e instanceof ApiError ? e.message : "New recovery codes could not be made. Please try again.");
      heading.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <section className={styles.panel} aria-labelledby="factors-title">
        <h2 id="factors-title" ref={heading} tabIndex={-1}>
          Your second factors
        </h2>
        <p className={form.muted}>
          Each sign-in to the console asks for one of these after your password, and so do refunds, fees and staff accounts when you last gave it more than a few
          minutes before. Keep at least two (a passkey and the app, say), so losing one does not lock you out.
        </p>
        <p role="status">{status}</p>
        <ConsoleTable
          caption="Your passkeys and authenticator app, oldest first."
          columns={["Name", "Kind", "Added", "Last used", ACTION_COLUMN]}
          items={factors}
          row={(f) => (
            <>
              <th scope="row">{f.name}</th>
              <td>{FACTOR_KIND_TEXT[f.kind]}</td>
              <td>{when(f.createdAt, timeZone)}</td>
              <td>{f.lastUsedAt ? when(f.lastUsedAt, timeZone) : "Never"}</td>
              <td>
                {removing === f.id ? (
                  <ConfirmGroup
                    label={`Remove ${f.name}?`}
                    question={`Remove ${f.name}?`}
                    confirm="Yes, remove it"
                    busy={busy}
                    onConfirm={() => void remove(f)}
                    onKeep={() => {
                      setRemoving(null);
                      heading.current?.focus();
                    }}
                  />
                ) : (
                  <button type="button" className={form.danger} disabled={busy} onClick={() => setRemoving(f.id)} aria-label={`Remove ${f.name} (${FACTOR_KIND_TEXT[f.kind]})`}>
                    Remove
                  </button>
                )}
              </td>
            </>
          )}
        />
        {adding ? null : (
          <div className={form.actions}>
            <button type="button" className={form.secondary} disabled={busy} onClick={() => setAdding("passkey")}>
              {ADDING_TEXT.passkey}
            </button>
            {hasApp ? null : (
              <button type="button" className={form.secondary} disabled={busy} onClick={() => setAdding("totp")}>
                {ADDING_TEXT.totp}
              </button>
            )}
          </div>
        )}
        {adding ? (
          <section className={form.form} aria-labelledby="factor-adding-title">
            <h3 id="factor-adding-title">{ADDING_TEXT[adding]}</h3>
            {adding === "passkey" ? <PasskeyEnrol idPrefix="add-passkey" onEnrolled={added} /> : <TotpEnrol idPrefix="add-totp" onEnrolled={added} />}
            <div className={form.actions}>
              <button
                type="button"
                className={form.secondary}
                onClick={() => {
                  setAdding(null);
                  heading.current?.focus();
                }}
              >
                Cancel
              </button>
            </div>
          </section>
        ) : null}
      </section>
      <section className={styles.panel} aria-labelledby="recovery-title">
        <h2 id="recovery-title" ref={recoveryHeading} tabIndex={-1}>
          Recovery codes: {recoveryCodesLeft} left
        </h2>
        {codes ? (
          <RecoveryCodes codes={codes} heading="h3" continueLabel="Done" onContinue={codesKept} />
        ) : (
          <>
            <p className={form.muted}>Each code signs you in once if you lose your passkeys and phone. Making new ones stops the old ones working.</p>
            {renewing ? (
              <ConfirmGroup
                label="Make new recovery codes?"
                question="Make new codes? The old ones stop working."
                confirm="Yes, make new codes"
                busy={busy}
                onConfirm={() => void renew()}
                onKeep={() => {
                  setRenewing(false);
                  recoveryHeading.current?.focus();
                }}
              />
            ) : (
              <div className={form.actions}>
                <button type="button" className={form.secondary} disabled={busy} onClick={() => setRenewing(true)}>
                  Make new recovery codes
                </button>
              </div>
            )}
          </>
        )}
      </section>
    </>
  );
}
