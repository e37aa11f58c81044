import "server-only";
import type { Homepage } from "@/lib/contracts/home";

// Figures in the copy are placeholders ({specialityCount}, {doctorCount}) filled from the data
// when it is read (lib/copy/counts.ts), so no page quotes a number the data contradicts.

/** Stored under site_settings key "homepage"; both home calls read it. */
export const HOMEPAGE_SEED: Homepage = {
  hero: {
    title: "Care you can trust, around the clock",
    subtitle:
      "Consultants across {specialityCount} specialities, a 24x7 emergency department and online appointments, all under one roof in Baner, Pune.",
    image: null,
    primaryCta: { label: "Book Appointment", href: "/appointment" },
    secondaryCta: { label: "Find a Doctor", href: "/doctorList" },
  },
  highlights: [
    { title: "24x7 Emergency", description: "Emergency physicians, a resuscitation bay and CT next door, day and night.", icon: "ambulance" },
    { title: "NABH-accredited", description: "Care and safety processes reviewed by the national accreditation board.", icon: "shield-check" },
    { title: "Level III NICU", description: "A 24-cot neonatal ICU next to the birthing suites.", icon: "baby" },
    { title: "Cath lab on call", description: "Angioplasty for heart attacks at any hour.", icon: "heart-pulse" },
  ],
  callsToAction: [
    {
      title: "Book a consultation",
      description: "Choose a doctor and a time that suits you; a confirmation follows within 30 minutes.",
      cta: { label: "Book Appointment", href: "/appointment" },
    },
    {
      title: "Health check packages",
      description: "Find problems early with a check-up planned around your age and history.",
      cta: { label: "View health checks", href: "/services-v2" },
    },
    {
      title: "Join our team",
      description: "Nurses, technicians and doctors: see the openings at Sunrise.",
      cta: { label: "See careers", href: "/career" },
    },
  ],
};

export const FEATURES_SEED = [
  { key: "emergency", title: "24x7 Emergency & Trauma", description: "Emergency physicians on duty day and night, with ambulances and a trauma team on call.", icon: "ambulance" },
  { key: "specialists", title: "{doctorCount} Specialists", description: "Consultants across {specialityCount} specialities who plan complex care together.", icon: "stethoscope" },
  { key: "icu", title: "40-bed ICU", description: "Intensive care with ventilators, continuous dialysis and one nurse for every one or two patients.", icon: "monitor-heart" },
  { key: "lab", title: "NABL-accredited Laboratory", description: "Round-the-clock testing, with results by SMS and e-mail and home sample collection.", icon: "microscope" },
  { key: "imaging", title: "3T MRI & 128-slice CT", description: "Detailed imaging, reported by specialist radiologists within 24 hours for most scans.", icon: "scan" },
  { key: "online-booking", title: "Book Online", description: "Choose a doctor and a time, and pay online, in a few minutes.", icon: "calendar" },
];

export const STATISTICS_SEED = [
  { key: "beds", label: "Beds", value: 350, suffix: "+", icon: "bed" },
  // "doctors" and "specialities" are counted from the data when read (lib/server/compose/homepage.ts).
  { key: "doctors", label: "Specialist doctors", value: 0, suffix: null, icon: "stethoscope" },
  { key: "specialities", label: "Specialities", value: 0, suffix: null, icon: "hospital" },
  { key: "icu-beds", label: "ICU beds", value: 40, suffix: null, icon: "monitor-heart" },
  { key: "patients", label: "Patients cared for every year", value: 120, suffix: "k+", icon: "users" },
  { key: "years", label: "Years of care", value: 27, suffix: null, icon: "award" },
];
