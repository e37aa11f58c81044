import { TAGS } from "@/lib/cache-tags";
import { SOCIAL_PLATFORMS } from "../footer";
import type { Field } from "./fields";
import type { CollectionSpec } from "./spec";

// Footer, a collection of the console. Kept as the site setting "footer"
// (lib/server/settings/keys.ts).

const footerLink = [
  { kind: "text", name: "label", label: "Text", max: 60 },
  { kind: "text", name: "url", label: "Address", max: 300, format: "href", optional: true, help: "Leave empty to show plain text." },
  { kind: "boolean", name: "isActive", label: "Shown" },
  { kind: "boolean", name: "isExternal", label: "Opens another site" },
] as const satisfies readonly Field[];

const contactItem = <N extends string>(name: N, label: string, multiline = false) =>
  ({
    kind: "group",
    name,
    label,
    fields: [
      { kind: "text", name: "label", label: "Label", max: 40 },
      multiline ? ({ kind: "textarea", name: "value", label: "Value", max: 300, optional: true } as const) : ({ kind: "text", name: "value", label: "Value", max: 120, optional: true } as const),
      { kind: "boolean", name: "enabled", label: "Shown" },
    ],
  }) as const satisfies Field;

export const footerCollection = {
  label: "Footer",
  singular: "footer",
  kind: "setting",
  description: "Every part of the site's footer: about text, link sections, social media, contact, video, legal links, copyright.",
  tags: [TAGS.footer],
  fields: [
    {
      kind: "group",
      name: "companyInfo",
      label: "About the hospital",
      fields: [
        { kind: "group", name: "logo", label: "Logo", fields: [{ kind: "image", name: "src", label: "Logo image", purpose: "photo" }, { kind: "text", name: "alt", label: "Logo's text alternative", max: 120 }] },
        { kind: "textarea", name: "description", label: "Description", max: 600, rows: 3, help: "{specialityCount} and {doctorCount} are replaced by the live counts." },
      ],
    },
    {
      kind: "array",
      name: "navigationSections",
      label: "Link sections",
      itemLabel: "Section",
      maxItems: 6,
      keyed: true,
      fields: [
        { kind: "text", name: "title", label: "Heading", max: 60 },
        { kind: "boolean", name: "isActive", label: "Shown" },
        { kind: "array", name: "links", label: "Links", itemLabel: "Link", maxItems: 20, keyed: true, fields: footerLink },
      ],
    },
    {
      kind: "group",
      name: "socialMedia",
      label: "Social media",
      fields: [
        { kind: "boolean", name: "enabled", label: "Shown" },
        {
          kind: "array",
          name: "links",
          label: "Accounts",
          itemLabel: "Account",
          maxItems: SOCIAL_PLATFORMS.length,
          keyed: true,
          fields: [
            { kind: "select", name: "platform", label: "Platform", options: SOCIAL_PLATFORMS.map((p) => ({ value: p, label: p })) },
            { kind: "text", name: "url", label: "Address", max: 300, format: "url" },
            { kind: "text", name: "label", label: "Text for screen readers", max: 80 },
            { kind: "boolean", name: "isActive", label: "Shown" },
            { kind: "boolean", name: "isExternal", label: "Opens another site" },
          ],
        },
      ],
    },
    {
      kind: "group",
      name: "contactInfo",
      label: "Contact",
      help: "Empty values are taken from Contact details.",
      fields: [
        { kind: "boolean", name: "enabled", label: "Shown" },
        { kind: "group", name: "generalContact", label: "Entries", fields: [contactItem("phone", "Phone"), contactItem("email", "E-mail"), contactItem("address", "Address", true)] },
      ],
    },
    {
      kind: "group",
      name: "videoSection",
      label: "Video",
      fields: [
        { kind: "boolean", name: "enabled", label: "Shown" },
        { kind: "text", name: "title", label: "Heading", max: 80, optional: true },
        { kind: "textarea", name: "description", label: "Text", max: 300, rows: 2, optional: true },
        { kind: "text", name: "videoUrl", label: "Video address", max: 300, format: "video", optional: true },
      ],
    },
    {
      kind: "group",
      name: "legalSection",
      label: "Legal links",
      fields: [
        { kind: "boolean", name: "enabled", label: "Shown" },
        { kind: "array", name: "links", label: "Links", itemLabel: "Link", maxItems: 10, keyed: true, fields: footerLink },
      ],
    },
    {
      kind: "group",
      name: "copyright",
      label: "Copyright",
      fields: [
        { kind: "text", name: "text", label: "Text", max: 200, help: "{year} is replaced by the current year." },
        { kind: "boolean", name: "showYear", label: "Show the year" },
      ],
    },
  ],
} as const satisfies CollectionSpec;
