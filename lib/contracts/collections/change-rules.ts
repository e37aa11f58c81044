import { TAGS } from "@/lib/cache-tags";
import { REFUND_KIND_TEXT, REFUND_KINDS, tierProblems } from "../change-rules";
import type { Field, ValuesOf } from "./fields";
import type { CollectionSpec } from "./spec";

// Refund and change rules, a collection of the console. Kept as the site setting "changeRules"
// (lib/server/settings/keys.ts).

const fields = [
  {
    kind: "array",
    name: "tiers",
    label: "Tiers",
    itemLabel: "Tier",
    maxItems: 6,
    help: "Each tier applies from its hours before the appointment until the next tier starts. One must start at 0 hours.",
    fields: [
      { kind: "number", name: "hoursBefore", label: "Starts this many hours before", min: 0, max: 720 },
      { kind: "select", name: "refund", label: "Refund on cancelling", options: REFUND_KINDS.map((value) => ({ value, label: REFUND_KIND_TEXT[value] })) },
      { kind: "money", name: "fee", label: "Fee kept", max: 1_000_000, optional: true, help: "Only for a full refund less a fee, such as ₹100." },
      { kind: "boolean", name: "canMove", label: "The patient may move the booking" },
    ],
  },
] as const satisfies readonly Field[];

export const changeRulesCollection = {
  label: "Refund and change rules",
  singular: "refund and change rules",
  kind: "setting",
  description: "What a patient gets back on cancelling a paid booking, and whether they may move it, by how long before the appointment. The booking pages, messages and the manage page state them; cancels and moves apply them.",
  // The front desk reads them to answer patients; only an administrator changes a money rule.
  access: { read: ["front_desk", "editor"], change: [] },
  stepUp: "all",
  tags: [TAGS.availability],
  fields,
  check: (values: ValuesOf<typeof fields>) => tierProblems(values.tiers),
} as const satisfies CollectionSpec;
