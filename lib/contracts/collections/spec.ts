import type { CacheTag } from "@/lib/cache-tags";
import { roleMayUse, type StaffRole } from "../staff";
import type { Field, FieldValues } from "./fields";

// What a collection of the console declares (Payload CMS's collection configs are the model):
// its fields (which give the form and the write schema), the checks across them, its list
// columns, what its search looks in, the cache tags its writes invalidate and who may use it.

interface CollectionColumn {
  /** A field's name (its value shown as the list shows that kind of field). */
  field: string;
  label: string;
}

/** A value a save refuses, by its field's path ("schedule.2.endTime"). */
interface FieldProblem {
  path: string;
  message: string;
}

export interface CollectionSpec {
  label: string;
  /** One record, for buttons and messages ("New doctor"). */
  singular: string;
  /** A record list ("table") or one site setting edited as a whole ("setting"). */
  kind: "table" | "setting";
  /** What the section is for, under its title. */
  description: string;
  fields: readonly Field[];
  /**
   * Checks across fields (an end after a start) of values that passed each field's own rules.
   * A method, so that a collection's check reads its own values' types (ValuesOf its fields).
   */
  check?(values: FieldValues): FieldProblem[];
  /** The field that names a record (lists, references, the audit). */
  titleField?: string;
  columns?: readonly CollectionColumn[];
  /** What the list's search matches, for its label ("name or slug"). */
  searchText?: string;
  /** The public pages' cache tags a save or delete revalidates. */
  tags: readonly CacheTag[];
  /** Where a visitor sees a record, to check a change (null while it has no address). */
  publicHref?: (values: FieldValues, id: string) => string | null;
  /**
   * Money: a save that changes one of these fields ("all": any save of it) asks for the second
   * factor again when it was last given over STEP_UP_MINUTES ago (403 `step_up`).
   */
  stepUp?: readonly string[] | "all";
  /** Who may read and who may change it (an admin always may): the editors unless said here. */
  access?: { read?: readonly StaffRole[]; change?: readonly StaffRole[] };
}

/** Content is the editors' unless a collection says otherwise. */
const EDITORS: readonly StaffRole[] = ["editor"];

/** Whether `role` may read or change a collection (its `access`; an admin always may). */
export function mayAccess(spec: CollectionSpec, role: StaffRole, what: "read" | "change"): boolean {
  return roleMayUse(role, rolesFor(spec, what));
}

/** The roles that may read or change a collection, for a console page's check. */
export const rolesFor = (spec: CollectionSpec, what: "read" | "change"): readonly StaffRole[] => spec.access?.[what] ?? EDITORS;
