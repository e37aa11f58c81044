import type { SpecialityV2 } from "@/lib/contracts/specialities";
import { stripHtml } from "@/lib/text/strip-html";

export const DEFAULT_SPECIALITY_SUMMARY = "Expert, compassionate care from our team of specialists.";
/** Shown when a speciality has no thumbnail, or its image fails to load. */
export const DEFAULT_SPECIALITY_IMAGE = "/images/speciality-default.svg";

/** SPEC.md section 2: overview, else hero, else a default sentence; as plain text. */
export function specialityDescription(s: Pick<SpecialityV2, "overview" | "hero">, fallback: string = DEFAULT_SPECIALITY_SUMMARY): string {
  return stripHtml(s.overview?.description) || stripHtml(s.hero?.description) || fallback;
}
