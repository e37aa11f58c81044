import "server-only";
import { notFound, permanentRedirect } from "next/navigation";
import { cache } from "react";
import { findUnsafeCharacter, parseSlugSegment, SLUG_MAX } from "@/lib/contracts/common";
import { decodeSegment } from "@/lib/routes";
import type { Locale } from "@/lib/i18n/locales";
import { localePath } from "@/lib/i18n/paths";

// The skeleton every detail page shares (doctor, speciality, service v1 and v2, and the
// article, news and job pages to come): read the address's segments as keys, read the record,
// answer not-found, and send every other spelling of an address to the one canonical address.

/** How a page reads one raw path segment: its canonical key, or null when it can name nothing. */
export type SegmentKey = (raw: string) => string | null;

/** A url slug or id: decoded, lower-cased (the canonical case of every slug the site hands out). */
export const slugKey: SegmentKey = (raw) => parseSlugSegment(raw)?.toLowerCase() ?? null;

/** A segment that may name a record by its name too (a v1 service category): safe text, lower-cased. */
export const nameKey: SegmentKey = (raw) => {
  const text = decodeSegment(raw)?.trim();
  if (!text || text.length > SLUG_MAX || findUnsafeCharacter(text)) return null;
  return text.toLowerCase();
};

const decoded = (path: string) => {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
};

/**
 * A detail page's loader. `read` gets canonical keys only (never what was typed), and only
 * keys that `known` says name a record: the case variants of one address share one cache
 * entry, and a malformed or unknown address reads (and caches) nothing.
 */
export function detailPage<T>(options: {
  /** The route's fixed first part (a ROUTE_PREFIXES value), before its segments. */
  prefix: string;
  keys: SegmentKey[];
  /** Whether these canonical keys name a record (lib/server/compose/known-keys.ts). */
  known: (...keys: string[]) => Promise<boolean>;
  read: (...keys: string[]) => Promise<T | null>;
  /** The record's one canonical address. */
  path: (record: T) => string;
}) {
  const find = cache(async (...segments: string[]): Promise<T | null> => {
    const keys = segments.map((raw, i) => options.keys[i]?.(raw) ?? null);
    if (keys.length !== options.keys.length || keys.some((k) => k === null)) return null;
    if (!(await options.known(...(keys as string[])))) return null;
    return options.read(...(keys as string[]));
  });

  const api = {
    /** The record of an address, or null (for generateMetadata). */
    find,
    /**
     * The record of the address's segments, for the page: not-found when there is none, a
     * permanent redirect (308) when the address is not the canonical one (another letter case,
     * the id instead of the slug, an alias route).
     */
    async require(...segments: string[]): Promise<T> {
      return requireIn("en", segments);
    },
    /** `require` for the page in `locale`: its canonical address is the same page in that language. */
    requireIn,
  };
  return api;

  async function requireIn(locale: Locale, segments: string[]): Promise<T> {
    const record = await find(...segments);
    if (!record) notFound();
    const canonical = options.path(record);
    const requested = [options.prefix, ...segments].join("/");
    if (decoded(requested) !== decoded(canonical)) permanentRedirect(localePath(locale, canonical));
    return record;
  }
}
