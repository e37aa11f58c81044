import { z } from "zod";
import { TRANSLATED_LOCALES } from "@/lib/i18n/locales";
import { defineCall } from "./declare";
import { healthStatusSchema } from "@/lib/contracts/health";
import { featureSchema, statisticSchema } from "@/lib/contracts/home";
import { aboutContentSchema, contactPageSchema, footerSettingsSchema, homepageSchema, homepageV2Schema } from "@/lib/contracts/site-answers";
import { specialityV1Schema, specialityV2Schema } from "@/lib/contracts/specialities";

// The site's shared parts: health, footer, home page, about and contact pages, specialities.

export const healthCall = defineCall({
  group: "site",
  method: "GET",
  path: "health",
  access: "public",
  output: healthStatusSchema,
  summary: "liveness and whether the database answers (503 when it does not)",
  description: ["`200 { success: 1, data: { ok: true, database: { ok: true, engine: \"pglite\" | \"postgres\" } } }`,", "or `503` with `ok: false` when the database does not answer. For load balancers and uptime checks."].join("\n"),
});

export const getAboutCall = defineCall({
  group: "site",
  method: "GET",
  path: "web/aboutus-v2",
  access: "public",
  output: aboutContentSchema,
  summary: "the about page: mission, vision, values, history, leadership, accreditations, facts",
  answer: "`{ mission, vision, values, history, leadership, accreditations, facts }`",
});

export const getContactPageCall = defineCall({
  group: "site",
  method: "GET",
  path: "web/contact-v2",
  access: "public",
  output: contactPageSchema,
  summary: "the contact page: address, phone, e-mail, departments, addresses, directions, map, form subjects",
  answer: "the contact setting `{ address, phone, email }` with `{ departments, addresses, directions, map, subjects }`",
});

export const listFeaturesCall = defineCall({
  group: "site",
  method: "POST",
  path: "web/features/get-user",
  access: "public",
  output: z.array(featureSchema),
  summary: "the home page's feature tiles, in display order",
  description: ["Active feature tiles in display order. Request: `{}`.", "Response `data`: `{ _id, title, description, icon /* see Icons */ }[]`"].join("\n"),
});

export const getFooterCall = defineCall({
  group: "site",
  method: "POST",
  path: "web/footer/get",
  access: "public",
  output: footerSettingsSchema,
  summary: "the footer settings, over SPEC.md's defaults",
  description: ["The footer settings as staff keep them, merged over SPEC.md's defaults (a missing or", "empty section falls back to the default Quick Links, Medical Services and Legal sets).", "The phone, e-mail and address come from the site setting `contact` (the same postal address", "the structured data states). Counts in its copy are placeholders filled from the data when it", "is read: `{specialityCount}` (active specialities) and `{doctorCount}` (active doctors).", "`videoSection.videoUrl` is one video (a page of the site, a video file, or a YouTube/Vimeo", "video). A save refuses any other address, such as a channel; one stored under looser rules is", "answered as `\"\"` and the footer shows no link. A link shown as plain text has `url: null`.", "Every link staff can store (video fields, links, site paths, the footer's links, short links)", "follows one rule (`lib/contracts/links.ts`): a site path is checked as a browser reads it, so", "`/\\evil.example/login`, `//evil.example` and `/%5Cevil.example` (another host to a browser) are", "refused like `https://evil.example`.", "Browsers cache it 5 minutes; pages read it through a 300 s server cache (tags `footer`,", "`contact`, `specialities`, `doctors`).", "", "Request: `{}` (or empty). Response `data`: `FooterSettings`", "", "```ts", "{", "  companyInfo: { logo: { src, alt }, description },", "  navigationSections: [{ _id, title, isActive, links: [{ _id, label, url /* null = text only */, isActive, isExternal }] }],", "  socialMedia: { enabled, links: [{ _id, platform /* facebook|instagram|youtube|twitter|linkedin */, url, label, isActive, isExternal }] },", "  contactInfo: { enabled, generalContact: { phone: { label, value, enabled }, email: {…}, address: {… /* value may contain \\n */} } },", "  videoSection: { enabled, title, description, videoUrl },", "  legalSection: { enabled, links: [/* as navigation links */] },", "  copyright: { text /* contains {year} */, showYear }", "}", "```"].join("\n"),
});

export const getHomepageV2Call = defineCall({
  group: "site",
  method: "POST",
  path: "web/homepage-v2/get-homepage",
  access: "public",
  output: homepageV2Schema,
  summary: "the home page with its features, figures, specialities, doctors and services",
  description: ["Everything the home page shows, in one answer. Request: `{}`. Response `data`: `HomepageV2`:", "the fields of `Homepage` plus", "", "```ts", "{", "  features: Feature[],               // as /web/features/get-user", "  statistics: Statistic[],           // as /web/statistics/get-user", "  specialities: SpecialityV2[],      // the first 8 active, in display order", "  featuredDoctors: DoctorSummary[],  // up to 8 featured active doctors, senior first", "  featuredServices: ServiceV2[]      // up to 6 featured active services", "}", "```"].join("\n"),
});

export const getHomepageCall = defineCall({
  group: "site",
  method: "POST",
  path: "web/homepage/get-user",
  access: "public",
  output: homepageSchema,
  summary: "the home page's hero, highlights and calls to action",
  description: ["The home page's hero, highlights and call-to-action bands as staff keep them (site setting", "`homepage`), with `{specialityCount}` and `{doctorCount}` filled from the data; when nothing", "valid is stored, a plain default (a welcome and the two main calls to action), and the", "problem is logged once. Request: `{}`.", "Response `data`: `Homepage`", "", "```ts", "{", "  hero: { title, subtitle, image: string | null,", "          primaryCta: { label, href }, secondaryCta: { label, href } | null },", "  highlights: [{ title, description, icon /* see Icons */ }],", "  callsToAction: [{ title, description, cta: { label, href } }]", "}", "```"].join("\n"),
});

export const listSpecialitiesCall = defineCall({
  group: "site",
  method: "POST",
  path: "web/speciality-v2/list-user",
  access: "public",
  body: z.object({ lang: z.enum(TRANSLATED_LOCALES, { error: `must be one of ${TRANSLATED_LOCALES.join(", ")}` }).optional() }),
  output: z.array(specialityV2Schema),
  summary: "active specialities (v2 shape, SPEC.md section 3), in display order",
  description: [
    "Active specialities in display order. Request: `{}`, or `{ lang: \"mr\" | \"hi\" }` for the names and",
    "descriptions in Marathi or Hindi (a field whose translation is older than its English, or missing,",
    "stays English). Response `data`: `SpecialityV2[]`", "", "```ts", "{ _id: string /* uuid */, specialityName, specialityUrl: string | null /* url slug */,", "  thumbnailImage: string | null /* path on this host, see Images */,", "  overview: { description: string | null }, hero: { description: string | null } }", "```"].join("\n"),
});

export const listSpecialitiesV1Call = defineCall({
  group: "site",
  method: "POST",
  path: "web/speciality/list-user",
  access: "public",
  output: z.array(specialityV1Schema),
  summary: "active specialities (v1 shape), in display order",
  description: ["The same list in the v1 shape. Response `data`: `{ _id, specialityName, specialityUrl, image, description }[]`", "(`description` is the overview, else the hero description)."].join("\n"),
});

export const listStatisticsCall = defineCall({
  group: "site",
  method: "POST",
  path: "web/statistics/get-user",
  access: "public",
  output: z.array(statisticSchema),
  summary: "the home page's figures (350 \"+\" \"Beds\"), in display order",
  description: ["Active figures in display order. Request: `{}`.", "Response `data`: `{ _id, label, value: number, suffix: string | null, icon: string | null }[]`,", "e.g. `{ label: \"Beds\", value: 350, suffix: \"+\", icon: \"bed\" }` (shown as \"350+ Beds\").", "The figures keyed `specialities` and `doctors` are counted from the data when read (their", "stored `value` is ignored)."].join("\n"),
});
