import { TAGS } from "@/lib/cache-tags";
import type { Field, ValuesOf } from "./fields";
import type { CollectionSpec } from "./spec";

// Hospital holidays, a collection of the console. Kept in the table doctor_leaves, its rows of no
// doctor (lib/server/db/schema/doctors.ts), through its store,
// lib/server/collections/stores/holidays.ts.

const fields = [
  { kind: "text", name: "reason", label: "Occasion", max: 120, help: "Such as Diwali (Lakshmi Puja)." },
  { kind: "date", name: "fromDate", label: "First day" },
  { kind: "date", name: "toDate", label: "Last day" },
] as const satisfies readonly Field[];

export const holidaysCollection = {
  label: "Hospital holidays",
  singular: "holiday",
  kind: "table",
  description: "Days the OPD is closed for everyone: no appointment can be booked on them. A doctor's own leave is on the doctor, or under Doctors' leave.",
  titleField: "reason",
  searchText: "occasion",
  tags: [TAGS.availability, TAGS.doctors],
  columns: [
    { field: "reason", label: "Occasion" },
    { field: "fromDate", label: "First day" },
    { field: "toDate", label: "Last day" },
  ],
  fields,
  check: (values: ValuesOf<typeof fields>) => (values.toDate < values.fromDate ? [{ path: "toDate", message: "The last day must be on or after the first day" }] : []),
} as const satisfies CollectionSpec;
