import type { SpecialityV2 } from "@/lib/contracts/specialities";
import { truncate } from "@/lib/text/truncate";
import {
  DEFAULT_SPECIALITY_IMAGE,
  specialityDescription as fullDescription,
} from "@/components/specialities/speciality-description";

export { DEFAULT_SPECIALITY_IMAGE };

/** SPEC.md section 9: the dropdown shows three columns. */
const SPECIALITY_COLUMNS = 3;
/** Long enough for two or three lines in the preview, short enough to keep it tidy. */
export const PREVIEW_DESCRIPTION_MAX = 160;

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

/** Overview description, else hero description, else the default sentence; shortened for the preview. */
export function specialityDescription(speciality: Pick<SpecialityV2, "overview" | "hero">): string {
  return truncate(fullDescription(speciality), PREVIEW_DESCRIPTION_MAX);
}
