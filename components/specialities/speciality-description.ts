import type { SpecialityV2 } from "@/lib/api/types";

export const DEFAULT_SPECIALITY_SUMMARY = "Expert, compassionate care from our team of specialists.";

/** SPEC.md section 2: overview, else hero, else a default sentence. */
export function specialityDescription(s: Pick<SpecialityV2, "overview" | "hero">): string {
  return s.overview?.description?.trim() || s.hero?.description?.trim() || DEFAULT_SPECIALITY_SUMMARY;
}

/** The page address of a speciality: its url slug, falling back to its id. */
export function specialityHref(s: Pick<SpecialityV2, "_id" | "specialityUrl">): string {
  return `/specialities/${encodeURIComponent(s.specialityUrl || s._id)}`;
}
