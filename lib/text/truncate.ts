export const ELLIPSIS = "…";

/**
 * Cuts text to at most `max` characters (ellipsis included), at a word boundary when one
 * is near, and appends an ellipsis. Text within the limit is returned unchanged.
 */
export function truncate(text: string | null | undefined, max: number): string {
  const value = (text ?? "").trim();
  if (max <= 0) return "";
  if (value.length <= max) return value;
  if (max <= ELLIPSIS.length) return ELLIPSIS.slice(0, max);
  const room = max - ELLIPSIS.length;
  const cut = value.slice(0, room);
  const lastSpace = cut.lastIndexOf(" ");
  const base = lastSpace >= room * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${base.replace(/[\s.,;:!?-]+$/, "")}${ELLIPSIS}`;
}
