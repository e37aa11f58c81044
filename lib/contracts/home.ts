// The home page (`/web/homepage/get-user`, `/web/homepage-v2/get-homepage`). The stored part
// (hero, highlights, calls to action) is a site setting declared once with the console's other
// collections (lib/contracts/collections): its fields give the schema and the type.
import { z } from "zod";
import type { CollectionValues } from "./collections";
import type { homepageSchema, homepageV2Schema } from "./site-answers";
import { ROUTES } from "@/lib/routes";

/** The icon names of the home page's tiles and figures; the site's icon set (components/ui/icons/home-icons.ts) draws each of them. */
export const HOME_ICON_NAMES = [
  "ambulance",
  "shield-check",
  "baby",
  "heart-pulse",
  "stethoscope",
  "monitor-heart",
  "microscope",
  "scan",
  "calendar",
  "bed",
  "hospital",
  "users",
  "award",
] as const;

/** The home page's blocks as the console's form holds them (their declaration in lib/contracts/collections). */
type HomepageForm = CollectionValues<"homepage">;

/**
 * `/web/homepage/get-user`: the blocks as stored and answered, which is the form's values
 * except that a second button left empty is `null` (docs/API.md).
 */
export type Homepage = z.infer<typeof homepageSchema>;

/** The stored blocks as the form holds them: an absent second button is an empty one. */
export function homepageToForm(value: unknown): unknown {
  if (!value || typeof value !== "object") return value;
  const stored = value as { hero?: { secondaryCta?: unknown } };
  if (!stored.hero || typeof stored.hero !== "object" || stored.hero.secondaryCta) return value;
  return { ...stored, hero: { ...stored.hero, secondaryCta: { label: "", href: "" } } };
}

/** The form's blocks as stored: a second button without its text is none (null). */
export const homepageToStored = (form: HomepageForm): Homepage => ({
  ...form,
  hero: { ...form.hero, secondaryCta: form.hero.secondaryCta.label ? form.hero.secondaryCta : null },
});

/** The home page when nothing valid is stored: a plain welcome with the two main ways in. */
export const DEFAULT_HOMEPAGE: Homepage = {
  hero: {
    title: "Welcome",
    subtitle: "Find a doctor, explore our specialities and book an appointment online.",
    image: null,
    primaryCta: { label: "Book Appointment", href: ROUTES.appointment },
    secondaryCta: { label: "Find a Doctor", href: ROUTES.doctorList },
  },
  highlights: [],
  callsToAction: [],
};

/** `/web/features/get-user`. */
export const featureSchema = z.object({ _id: z.string(), title: z.string(), description: z.string(), icon: z.string() }).meta({ title: "Feature" });
export type Feature = z.infer<typeof featureSchema>;

/** `/web/statistics/get-user`: value 350, suffix "+", label "Beds". */
export const statisticSchema = z
  .object({ _id: z.string(), label: z.string(), value: z.number(), suffix: z.string().nullable(), icon: z.string().nullable() })
  .meta({ title: "Statistic" });
export type Statistic = z.infer<typeof statisticSchema>;

/** `/web/homepage-v2/get-homepage`: the home page and every list it shows, in one answer. */
export type HomepageV2 = z.infer<typeof homepageV2Schema>;
