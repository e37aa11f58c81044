import "server-only";
import { createHash } from "node:crypto";

// The hash a translation keeps of the English it was written from (content_translations), here
// beside the table so that the seed and the translations domain share it.

/** JSON with every object's keys in one order: jsonb and zod each hand back their own order. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

/**
 * The hash of a value's English: of its value, not of how it was spelt (an FAQ read back from
 * jsonb as { a, q } is the { q, a } it was translated from).
 */
export function sourceHash(english: unknown): string {
  return createHash("sha256").update(canonicalJson(english)).digest("base64url").slice(0, 22);
}
