import "server-only";
import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Executor } from "../db";
import { shortLinks } from "../db/schema";

export { isVisit } from "./visit";

export const SHORT_ID = /^[A-Za-z0-9_-]{1,64}$/;

const isLive = (id: string, now: Date) =>
  and(eq(shortLinks.id, id), or(isNull(shortLinks.expiresAt), gt(shortLinks.expiresAt, now)));

/**
 * A visit: resolves a short link and counts it in one statement (update … returning), so
 * concurrent visits are each counted once. Unknown, malformed and expired ids give null and
 * count nothing. Only a visit calls this; a HEAD request or a prefetch uses peekShortLink.
 */
export async function followShortLink(db: Executor, id: string, now: Date = new Date()): Promise<string | null> {
  if (!SHORT_ID.test(id)) return null;
  const [row] = await db
    .update(shortLinks)
    .set({ hitCount: sql`${shortLinks.hitCount} + 1` })
    .where(isLive(id, now))
    .returning({ target: shortLinks.target });
  return row && isSafeTarget(row.target) ? row.target : null;
}

/**
 * Where a short link leads, without counting: for a HEAD request (link checkers, unfurlers)
 * and for prefetches, which are not visits. Same answers as followShortLink otherwise.
 */
export async function peekShortLink(db: Executor, id: string, now: Date = new Date()): Promise<string | null> {
  if (!SHORT_ID.test(id)) return null;
  const [row] = await db.select({ target: shortLinks.target }).from(shortLinks).where(isLive(id, now)).limit(1);
  return row && isSafeTarget(row.target) ? row.target : null;
}

/** A site path ("/x", not "//host") or an absolute http(s) URL; anything else is refused. */
export function isSafeTarget(target: string): boolean {
  if (target.startsWith("/")) return !target.startsWith("//") && !target.startsWith("/\\");
  try {
    const url = new URL(target);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

export async function getShortLink(db: Executor, id: string) {
  const [row] = await db.select().from(shortLinks).where(eq(shortLinks.id, id)).limit(1);
  return row ?? null;
}
