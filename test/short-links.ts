import { eq } from "drizzle-orm";
import type { Executor } from "@/lib/server/db";
import { shortLinks } from "@/lib/server/db/schema";
import { lookUpShortLink, visitShortLink } from "@/lib/server/shorturls";

// What the short-link tests read: a link's row as stored, and where a visit or a look leads.

export async function getShortLink(db: Executor, id: string) {
  const [row] = await db.select().from(shortLinks).where(eq(shortLinks.id, id)).limit(1);
  return row ?? null;
}

/** visitShortLink's target alone. */
export const followShortLink = async (db: Executor, id: string, now: Date = new Date()): Promise<string | null> => (await visitShortLink(db, id, now))?.target ?? null;

/** lookUpShortLink's target alone. */
export const peekShortLink = async (db: Executor, id: string, now: Date = new Date()): Promise<string | null> => (await lookUpShortLink(db, id, now))?.target ?? null;
