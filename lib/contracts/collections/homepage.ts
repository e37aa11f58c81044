import { TAGS } from "@/lib/cache-tags";
import { ROUTES } from "@/lib/routes";
import { iconOptions } from "./shared-fields";
import type { Field, ValuesOf } from "./fields";
import type { CollectionSpec } from "./spec";

// Home page blocks, a collection of the console. Kept as the site setting "homepage"
// (lib/server/settings/keys.ts).

const cta = <N extends string>(name: N, label: string, optional = false) =>
  ({
    kind: "group",
    name,
    label,
    fields: [
      { kind: "text", name: "label", label: "Button text", max: 40, optional, translatable: true },
      { kind: "text", name: "href", label: "Button address", max: 300, format: "href", optional },
    ],
  }) as const satisfies Field;

const fields = [
  {
    kind: "group",
    name: "hero",
    label: "Opening",
    fields: [
      { kind: "text", name: "title", label: "Heading", max: 120, translatable: true },
      { kind: "textarea", name: "subtitle", label: "Line under it", max: 300, rows: 2, optional: true, translatable: true },
      { kind: "image", name: "image", label: "Picture", purpose: "hero", optional: true },
      cta("primaryCta", "Main button"),
      cta("secondaryCta", "Second button (optional)", true),
    ],
  },
  {
    kind: "array",
    name: "highlights",
    label: "Highlights",
    itemLabel: "Highlight",
    maxItems: 12,
    fields: [
      { kind: "text", name: "title", label: "Title", max: 80, translatable: true },
      { kind: "textarea", name: "description", label: "Text", max: 300, rows: 2, translatable: true },
      { kind: "select", name: "icon", label: "Icon", options: iconOptions },
    ],
  },
  {
    kind: "array",
    name: "callsToAction",
    label: "Calls to action",
    itemLabel: "Call to action",
    maxItems: 6,
    fields: [{ kind: "text", name: "title", label: "Title", max: 80, translatable: true }, { kind: "textarea", name: "description", label: "Text", max: 300, rows: 2, translatable: true }, cta("cta", "Button")],
  },
] as const satisfies readonly Field[];

export const homepageCollection = {
  label: "Home page blocks",
  singular: "home page",
  kind: "setting",
  description: "The home page's opening, highlights and calls to action.",
  publicHref: () => ROUTES.home,
  tags: [TAGS.home],
  fields,
  check(values: ValuesOf<typeof fields>) {
    const second = values.hero.secondaryCta;
    if (!second.label !== !second.href) return [{ path: `hero.secondaryCta.${second.label ? "href" : "label"}`, message: "Give the second button both its text and its address, or neither" }];
    return [];
  },
} as const satisfies CollectionSpec;
