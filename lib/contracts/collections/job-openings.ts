import { TAGS } from "@/lib/cache-tags";
import { EMPLOYMENT_TYPE_TEXT, type EmploymentType } from "../content";
import { careerHref } from "@/lib/routes";
import { isActive, slugField } from "./shared-fields";
import type { Field, FieldValues, ValuesOf } from "./fields";
import type { CollectionSpec } from "./spec";

// Job openings, a collection of the console. Kept in the table job_openings
// (lib/server/db/schema/careers.ts), through its store,
// lib/server/collections/stores/job-openings.ts.

const fields = [
  { kind: "text", name: "title", label: "Title", max: 120 },
  slugField(`The address: ${careerHref("your-slug")}.`),
  { kind: "text", name: "department", label: "Department", max: 80 },
  { kind: "text", name: "location", label: "Place of work", max: 120 },
  { kind: "select", name: "employmentType", label: "Kind of post", options: (Object.keys(EMPLOYMENT_TYPE_TEXT) as EmploymentType[]).map((t) => ({ value: t, label: EMPLOYMENT_TYPE_TEXT[t] })) },
  { kind: "text", name: "experience", label: "Experience asked for", max: 120, optional: true },
  { kind: "richtext", name: "description", label: "Description", max: 50_000 },
  { kind: "money", name: "salaryMin", label: "Yearly pay from", max: 2_000_000_000, optional: true },
  { kind: "money", name: "salaryMax", label: "Yearly pay up to", max: 2_000_000_000, optional: true },
  { kind: "datetime", name: "postedAt", label: "Posted", optional: true, help: "Hospital time; empty means now." },
  { kind: "date", name: "closesOn", label: "Last day to apply" },
  isActive,
] as const satisfies readonly Field[];

export const jobOpeningsCollection = {
  label: "Job openings",
  singular: "job opening",
  kind: "table",
  description: "Posts on the careers page; applications arrive in Job applications.",
  titleField: "title",
  searchText: "title, department or slug",
  tags: [TAGS.careers],
  publicHref: (v: FieldValues) => careerHref(String(v.slug)),
  columns: [
    { field: "title", label: "Title" },
    { field: "department", label: "Department" },
    { field: "closesOn", label: "Closes" },
    { field: "isActive", label: "Shown" },
  ],
  fields,
  check(values: ValuesOf<typeof fields>) {
    const min = values.salaryMin;
    const max = values.salaryMax;
    return min !== null && max !== null && min > max ? [{ path: "salaryMax", message: "The pay up to must be at least the pay from" }] : [];
  },
} as const satisfies CollectionSpec;
