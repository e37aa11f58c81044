// The home page (`/web/homepage/get-user`, `/web/homepage-v2/get-homepage`). The stored part
// (hero, highlights, calls to action) is a site setting: its schema validates what is stored
// and gives the type, so the two cannot drift apart.
import { z } from "zod";
import type { DoctorSummary } from "./doctors";
import type { ServiceV2 } from "./services";
import type { SpecialityV2 } from "./specialities";
import { ROUTES } from "@/lib/routes";

/** The icon names of the home page's tiles and figures; the site's icon set (components/home/home-icon.tsx) draws each of them. */
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

const callToActionSchema = z.object({
  label: z.string().min(1),
  /** A site path ("/appointment"), a tel: link, or an absolute URL. */
  href: z.string().min(1),
});

export const homepageSchema = z.object({
  hero: z.object({
    title: z.string().min(1),
    subtitle: z.string(),
    image: z.string().nullable().default(null),
    primaryCta: callToActionSchema,
    secondaryCta: callToActionSchema.nullable().default(null),
  }),
  /** `icon`: a name from the icon set (docs/API.md "Icons"). */
  highlights: z.array(z.object({ title: z.string(), description: z.string(), icon: z.string() })).default([]),
  callsToAction: z.array(z.object({ title: z.string(), description: z.string(), cta: callToActionSchema })).default([]),
});

/** The home page when nothing valid is stored: a plain welcome with the two main ways in. */
export const DEFAULT_HOMEPAGE: z.output<typeof homepageSchema> = {
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

/** `/web/homepage/get-user`. */
export type Homepage = z.output<typeof homepageSchema>;

/** `/web/features/get-user`. */
export interface Feature {
  _id: string;
  title: string;
  description: string;
  icon: string;
}

/** `/web/statistics/get-user`: value 350, suffix "+", label "Beds". */
export interface Statistic {
  _id: string;
  label: string;
  value: number;
  suffix: string | null;
  icon: string | null;
}

/** `/web/homepage-v2/get-homepage`: the home page and every list it shows, in one answer. */
export interface HomepageV2 extends Homepage {
  features: Feature[];
  statistics: Statistic[];
  specialities: SpecialityV2[];
  featuredDoctors: DoctorSummary[];
  featuredServices: ServiceV2[];
}
