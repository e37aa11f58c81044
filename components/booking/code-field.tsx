"use client";

import type { Ref } from "react";
import { OTP_LENGTH } from "@/lib/contracts/booking";
import { Field, describedBy } from "@/components/ui/form-field";
import styles from "./booking.module.scss";

/**
 * The SMS code's field, wherever a phone is verified (the code step, a payment page opened on
 * another device): numeric, filled from the SMS by the phone (autocomplete="one-time-code"),
 * spaces and dashes of a pasted code allowed, its error next to it.
 */
export function CodeField({
  id,
  value,
  onChange,
  error,
  hint,
  disabled,
  inputRef,
}: {
  id: string;
  value: string;
  onChange: (code: string) => void;
  error?: string;
  hint?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <Field id={id} label="Code from the SMS" hint={hint} error={error}>
      <input
        ref={inputRef}
        id={id}
        name="otp"
        className={styles.codeInput}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH + 6}
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/[^\d\s-]/g, ""))}
        disabled={disabled}
        {...describedBy(id, Boolean(hint), error)}
      />
    </Field>
  );
}
