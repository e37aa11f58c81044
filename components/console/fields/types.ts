import type { ReactNode } from "react";
import type { Field } from "@/lib/contracts/collections";

/** A reference field's choices, by field name (read by the page from the other collection). */
export type Options = Record<string, { value: string; label: string }[]>;
/** The server's message for each field, by its path ("faqs.2.question"). */
export type Errors = Record<string, string>;
/** What a change does: a new value, or a function of the value as it is then (an array's item). */
export type Change = (value: unknown) => void;

/**
 * What every field kind's input gets: its field (of that kind), where it is in the record, its
 * value and the way to change it, and what its frame already worked out (ids, label, hint,
 * message, aria attributes), so each kind only draws its control.
 */
export interface FieldProps<F extends Field = Field> {
  field: F;
  id: string;
  path: string;
  value: unknown;
  onChange: Change;
  errors: Errors;
  options: Options;
  /** "Name (required)". */
  label: string;
  hint: ReactNode;
  message: ReactNode;
  describedBy?: string;
  aria: Record<string, string | boolean | undefined>;
  /** The usual frame: label, hint, control, message (wide for long inputs). */
  wrap: (control: ReactNode, wide?: boolean) => ReactNode;
}

export type KindInput<K extends Field["kind"]> = (props: FieldProps<Extract<Field, { kind: K }>>) => ReactNode;
