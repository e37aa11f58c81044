import { z } from "zod";
import { blankToUndefined, safeQuery } from "../common";
import type { FieldValues } from "./fields";

// The console's content calls (/api/admin/content/{collection}/...; docs/API.md "Staff console").

const id = z.uuid({ error: "must be a record's id" });
/** A record's version as it was loaded (its last save, in microseconds); null for a setting never saved. */
const version = z.string({ error: "must be the version the record was loaded at" }).regex(/^\d{1,20}$/, "must be the version the record was loaded at");

export const contentListSchema = z.object({
  search: safeQuery({ max: 80, typeError: "search must be text" }),
  page: z.coerce.number({ error: "page must be a whole number" }).int("page must be a whole number").min(1, "page starts at 1").max(1000, "page must be at most 1000").default(1),
});

export const contentGetSchema = z.object({ id: z.preprocess(blankToUndefined, id.optional()) });

export const contentSaveSchema = z.object({
  id: z.preprocess(blankToUndefined, id.optional()),
  version: z.preprocess(blankToUndefined, version.optional()),
  values: z.record(z.string(), z.unknown(), { error: "must be the record's fields" }),
});

export const contentDeleteSchema = z.object({ id, version });

export interface CollectionRecord {
  /** null for a site setting (one record, no id). */
  id: string | null;
  version: string | null;
  values: FieldValues;
}

export interface CollectionListEntry {
  id: string;
  version: string;
  title: string;
  /** The list's columns, as text. */
  cells: Record<string, string>;
  /** The record's picture, when the list shows one. */
  image: string | null;
}

export interface SaveResult {
  id: string | null;
  version: string | null;
  created: boolean;
}

/** POST /api/admin/content/{collection}/delete: the record that is gone. */
export interface DeleteResult {
  id: string;
}
