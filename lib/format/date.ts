export const DATE_NOT_AVAILABLE = "Date not available";

/**
 * A date in US English with long month, day and year ("March 5, 2026"), in the given
 * time zone (the hospital's, by default UTC when none is passed).
 */
export function formatDate(value: string | number | Date | null | undefined, timeZone = "UTC"): string {
  if (value === null || value === undefined || value === "") return DATE_NOT_AVAILABLE;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return DATE_NOT_AVAILABLE;
  return new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone }).format(date);
}
