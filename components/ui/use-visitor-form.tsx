"use client";

import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { ApiError } from "@/lib/api/client";
import { notify } from "@/lib/toast";
import { describedBy } from "@/components/ui/form-field";
import form from "@/components/ui/form.module.scss";

type Issue = { path: readonly PropertyKey[]; message: string };

const correctMessage = (count: number) => `Please correct ${count === 1 ? "the field" : `${count} fields`} below.`;

/** The hook's own words, for a form on a page in another language (English by default). */
export interface VisitorFormWords {
  /** The alert over a form the browser's check refused: "Please correct 2 fields below." */
  correct: (count: number) => string;
}

/**
 * The state of a form a visitor sends to the hospital (contact, job application): the values,
 * each field's error next to it, the alert at the top (focused, so it is announced), and the
 * confirmation once sent (focused too, with a toast). A failed send keeps everything typed.
 * `Extra` names errors of fields that are not text values (a file).
 */
export function useVisitorForm<Values extends Record<string, string>, Extra extends string = never>(
  idPrefix: string,
  empty: Values,
  words: VisitorFormWords = { correct: correctMessage },
) {
  type Key = keyof Values | Extra;
  type Errors = Partial<Record<Key, string>>;
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  // Which line to focus once React has put it on the page (after the commit, not in a guessed frame).
  const [focusTarget, setFocusTarget] = useState<{ which: "alert" | "sent"; seq: number } | null>(null);
  useEffect(() => {
    if (focusTarget) (focusTarget.which === "alert" ? alertRef : sentRef).current?.focus();
  }, [focusTarget]);
  const focusSoon = (which: "alert" | "sent") => setFocusTarget((f) => ({ which, seq: (f?.seq ?? 0) + 1 }));

  const clearError = (key: Key) => setErrors((e) => ({ ...e, [key]: undefined }));

  /** A value set by a control that is no single input (the console's date and time). */
  const setValue = (key: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    clearError(key);
  };
  const set = (key: keyof Values) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => setValue(key, event.target.value);

  const showErrors = (next: Errors, message: string) => {
    setErrors(next);
    setAlert(message);
    focusSoon("alert");
  };

  return {
    values,
    errors,
    /** The alert and confirmation lines, where the form shows them (focused when they appear). */
    messages: (
      <>
        {alert ? (
          <p className={form.alert} role="alert" tabIndex={-1} ref={alertRef}>
            {alert}
          </p>
        ) : null}
        {sent ? (
          <p className={form.notice} role="status" tabIndex={-1} ref={sentRef}>
            {sent}
          </p>
        ) : null}
      </>
    ),
    set,
    setValue,
    clearError,
    /** The props of a text control: id, name, value, its handler and its descriptions. */
    control: (key: keyof Values & string, hint = false) => ({ id: `${idPrefix}-${key}`, name: key, value: values[key], onChange: set(key), ...describedBy(`${idPrefix}-${key}`, hint, errors[key]) }),
    /** A new attempt: the last alert and confirmation go. */
    begin: () => {
      setAlert(null);
      setSent(null);
    },
    /** Shows the browser-side check's problems (the schema's issues plus `extra`); true if there were any. */
    refuse: (issues: readonly Issue[], extra: Errors = {}): boolean => {
      const next: Errors = { ...extra };
      for (const issue of issues) next[issue.path[0] as Key] ??= issue.message;
      const count = Object.values(next).filter(Boolean).length;
      if (count) showErrors(next, words.correct(count));
      return count > 0;
    },
    /** The server took it: the form empties, the confirmation is focused and a toast says so. */
    succeed: (message: string, toast: string) => {
      setValues(empty);
      setErrors({});
      setSent(message);
      notify.success(toast);
      focusSoon("sent");
    },
    /** The server refused it or could not be reached: its errors next to their fields, else `fallback`. */
    fail: (error: unknown, fallback: string) => {
      if (error instanceof ApiError && error.errors?.length) {
        const next: Errors = {};
        for (const err of error.errors) next[err.path.split(".")[0] as Key] ??= err.message;
        showErrors(next, error.message);
      } else {
        showErrors({}, error instanceof ApiError ? error.message : fallback);
      }
    },
  };
}

/** A field people never see and assistive technology skips: a bot fills it, and the server then refuses quietly. */
export function Honeypot({
  id,
  value,
  onChange,
  label = "Leave this empty",
}: {
  id: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Its label in the page's language. */
  label?: string;
}) {
  return (
    <div className={form.honeypot} aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} name="website" value={value} onChange={onChange} tabIndex={-1} autoComplete="off" />
    </div>
  );
}
