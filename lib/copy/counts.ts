// Figures in stored copy ("across {specialityCount} specialities") are filled from the data
// when the copy is read, so the footer, the home page and the figures band cannot quote
// different numbers, and a new speciality changes all of them.

export interface SiteCounts {
  /** Active specialities. */
  specialityCount: number;
  /** Active doctors. */
  doctorCount: number;
}

const PLACEHOLDER = /\{(specialityCount|doctorCount)\}/g;

/** "across {specialityCount} specialities" → "across 28 specialities"; other braces stay. */
export function fillCounts(text: string, counts: SiteCounts): string {
  return text.replace(PLACEHOLDER, (_, name: keyof SiteCounts) => String(counts[name]));
}

/** Every string inside a JSON-like value, placeholders filled; the value's shape is kept. */
export function fillCountsDeep<T>(value: T, counts: SiteCounts): T {
  if (typeof value === "string") return fillCounts(value, counts) as T;
  if (Array.isArray(value)) return value.map((item) => fillCountsDeep(item, counts)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillCountsDeep(v, counts)])) as T;
  }
  return value;
}
