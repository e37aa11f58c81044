import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Executor } from "../db";
import { shortLinks } from "../db/schema";
import { SHORT_ID } from "@/lib/contracts/short-links";
import { isSitePath, isWebAddress } from "@/lib/contracts/links";

export { isVisit } from "./visit";

/**
 * The live link an address names. Ids are matched whatever their case (the console refuses two
 * ids that differ only in case, so /p/FLU and /p/flu are the same link); should two such rows
 * exist from before, the one written exactly so wins.
 */
const isLive = (id: string, now: Date) =>
  eq(
    shortLinks.id,
    sql`(select s.id from ${shortLinks} s where lower(s.id) = lower(${id}) and (s.expires_at is null or s.expires_at > ${now.toISOString()}::timestamptz) order by (s.id = ${id}) desc limit 1)`,
  );

/** Where a live short link leads, and how: 301 when it is permanent, else 302. */
export interface ShortLinkRedirect {
  target: string;
  status: 301 | 302;
}

const redirectOf = (row: { target: string; permanent: boolean } | undefined): ShortLinkRedirect | null =>
  row && isSafeTarget(row.target) ? { target: row.target, status: row.permanent ? 301 : 302 } : null;

/**
 * A visit: resolves a short link and counts it in one statement (update … returning), so
 * concurrent visits are each counted once. Unknown, malformed and expired ids give null and
 * count nothing. Only a visit calls this; a HEAD request or a prefetch uses lookUpShortLink.
 * A visit leaves updated_at alone: it is the console's version of what an editor wrote.
 */
export async function visitShortLink(db: Executor, id: string, now: Date = new Date()): Promise<ShortLinkRedirect | null> {
  if (!SHORT_ID.test(id)) return null;
  const [row] = await db
    .update(shortLinks)
    .set({ hitCount: sql`${shortLinks.hitCount} + 1` })
    .where(isLive(id, now))
    .returning({ target: shortLinks.target, permanent: shortLinks.permanent });
  return redirectOf(row);
}

/**
 * Where a short link leads, without counting: for a HEAD request (link checkers, unfurlers)
 * and for prefetches, which are not visits. Same answers as visitShortLink otherwise.
 */
export async function lookUpShortLink(db: Executor, id: string, now: Date = new Date()): Promise<ShortLinkRedirect | null> {
  if (!SHORT_ID.test(id)) return null;
  const [row] = await db
    .select({ target: shortLinks.target, permanent: shortLinks.permanent })
    .from(shortLinks)
    .where(isLive(id, now))
    .limit(1);
  return redirectOf(row);
}

/** A site path ("/x", not "//host" or "/\\host") or an absolute http(s) URL (lib/contracts/links.ts); anything else is refused. */
export const isSafeTarget = (target: string): boolean => isSitePath(target) || isWebAddress(target);
