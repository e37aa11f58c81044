import type { SpecialityV2 } from "@/lib/api/types";
import { stripHtml } from "@/lib/text/strip-html";
import { truncate } from "@/lib/text/truncate";

/** SPEC.md section 9: the dropdown shows three columns. */
export const SPECIALITY_COLUMNS = 3;
export const DEFAULT_SPECIALITY_IMAGE = "/images/speciality-default.svg";
export const DEFAULT_SPECIALITY_DESCRIPTION = "Expert, compassionate care from our team of specialists.";
/** Long enough for two or three lines in the preview, short enough to keep it tidy. */
export const PREVIEW_DESCRIPTION_MAX = 160;

/** SPEC.md section 2: the detail page is named by the url slug, falling back to the id. */
export function specialityHref(speciality: Pick<SpecialityV2, "_id" | "specialityUrl">): string {
  const slug = speciality.specialityUrl?.trim();
  return `/specialities/${encodeURIComponent(slug || speciality._id)}`;
}

/** Splits items, in order, into `count` chunks whose sizes differ by at most one (7 → 3, 2, 2). */
export function splitIntoColumns<T>(items: readonly T[], count = SPECIALITY_COLUMNS): T[][] {
  const base = Math.floor(items.length / count);
  const extra = items.length % count;
  const columns: T[][] = [];
  let start = 0;
  for (let i = 0; i < count; i += 1) {
    const size = base + (i < extra ? 1 : 0);
    columns.push(items.slice(start, start + size));
    start += size;
  }
  return columns.filter((column) => column.length > 0);
}

/** Overview description, else hero description, else the default sentence; as short plain text. */
export function specialityDescription(speciality: Pick<SpecialityV2, "overview" | "hero">): string {
  const text = stripHtml(speciality.overview?.description) || stripHtml(speciality.hero?.description);
  return text ? truncate(text, PREVIEW_DESCRIPTION_MAX) : DEFAULT_SPECIALITY_DESCRIPTION;
}
