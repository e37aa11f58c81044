import "server-only";
import { randomInt } from "node:crypto";
import { and, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { Pagination } from "@/lib/contracts/envelope";
import type { ShortLinkCreate, ShortLinkEntry, ShortLinkQuery, ShortLinkUpdate } from "@/lib/contracts/short-links";
import type { StaffMe } from "@/lib/contracts/staff";
import type { Executor } from "../db";
import { shortLinks } from "../db/schema";
import { DomainError, notFound } from "@/lib/errors";
import { recordAudit } from "../staff/audit";

/**
 * Short links as editors keep them in the console: the list with hit counts, a new link (its id
 * typed or random), a change of target, kind (301/302) or expiry checked against the version the
 * editor loaded, and deletion; every change is audited in the same transaction.
 */
const PAGE_SIZE = 50;
const actorOf = (me: Pick<StaffMe, "id" | "email">) => ({ id: me.id, email: me.email });

type Row = typeof shortLinks.$inferSelect;

const entryOf = (r: Row): ShortLinkEntry => ({
  id: r.id,
  target: r.target,
  permanent: r.permanent,
  expiresAt: r.expiresAt?.toISOString() ?? null,
  hitCount: r.hitCount,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  createdBy: r.createdBy,
});

/** What the audit keeps of a link: where it leads and how, never its counts. */
const auditedOf = (r: Pick<Row, "target" | "permanent" | "expiresAt">) => ({ target: r.target, permanent: r.permanent, expiresAt: r.expiresAt?.toISOString() ?? null });

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listLinks(db: Executor, filters: ShortLinkQuery): Promise<{ links: ShortLinkEntry[]; pagination: Pagination }> {
  const pattern = filters.search ? `%${escapeLike(filters.search)}%` : null;
  const where = pattern ? or(ilike(shortLinks.id, pattern), ilike(shortLinks.target, pattern)) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(shortLinks).where(where);
  const rows = await db
    .select()
    .from(shortLinks)
    .where(where)
    .orderBy(desc(shortLinks.createdAt), shortLinks.id)
    .limit(PAGE_SIZE)
    .offset((filters.page - 1) * PAGE_SIZE);
  return { links: rows.map(entryOf), pagination: { page: filters.page, limit: PAGE_SIZE, total } };
}

async function getLink(db: Executor, id: string): Promise<ShortLinkEntry | null> {
  const [row] = await db.select().from(shortLinks).where(eq(shortLinks.id, id)).limit(1);
  return row ? entryOf(row) : null;
}

// No 0/o, 1/l/i: a random id is read off posters and typed into phones.
const ID_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";
const RANDOM_ID_LENGTH = 7;
const randomLinkId = (): string => Array.from({ length: RANDOM_ID_LENGTH }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join("");

const idTaken = (id: string, existing: string) =>
  new DomainError("conflict", existing === id ? `The id "${id}" is taken by another link.` : `The id "${id}" differs only in letter case from the link "${existing}".`, {
    errors: [{ path: "id", message: existing === id ? "is taken by another link: choose another id, or leave it blank for a random one" : `differs only in letter case from "${existing}", which visitors would confuse: choose another id` }],
    reason: "id_taken",
  });

/** A new link; 409 `id_taken` when its id (in any letter case) names another link. */
export async function createLink(db: Executor, input: ShortLinkCreate, me: Pick<StaffMe, "id" | "email">, now: Date): Promise<ShortLinkEntry> {
  return db.transaction(async (tx) => {
    if (input.id) {
      const [same] = await tx.select({ id: shortLinks.id }).from(shortLinks).where(sql`lower(${shortLinks.id}) = lower(${input.id})`).limit(1);
      if (same) throw idTaken(input.id, same.id);
    }
    // A random id is taken about once in billions; a few tries make that nothing.
    for (let tries = 0; tries < 5; tries++) {
      const id = input.id ?? randomLinkId();
      const [row] = await tx
        .insert(shortLinks)
        .values({ id, target: input.target, permanent: input.permanent, expiresAt: input.expiresAt ? new Date(input.expiresAt) : null, createdAt: now, updatedAt: now, createdBy: me.email })
        .onConflictDoNothing()
        .returning();
      if (row) {
        await recordAudit(tx, { actor: actorOf(me), action: "short_link_created", entity: "short_link", entityId: row.id, after: auditedOf(row) }, now);
        return entryOf(row);
      }
      if (input.id) throw idTaken(input.id, input.id);
    }
    throw new Error("no free random short link id after 5 tries");
  });
}

export type UpdateOutcome = { status: "updated" | "unchanged"; link: ShortLinkEntry } | { status: "stale"; current: ShortLinkEntry };

/**
 * Changes a link's target, kind or expiry, only if it is still the version the editor loaded
 * (`updatedAt`, compared to the millisecond as JavaScript carries it); otherwise `stale` with the
 * link as it is now. The check and the write are one statement, so of two editors who loaded
 * the same version only the first one's change is kept. A visit's count is not a change.
 */
export async function updateLink(db: Executor, input: ShortLinkUpdate, me: Pick<StaffMe, "id" | "email">, now: Date): Promise<UpdateOutcome> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(shortLinks).where(eq(shortLinks.id, input.id)).limit(1);
    if (!before) throw notFound("There is no such short link: it may have been deleted. Reload the page.");
    const loaded = new Date(input.updatedAt);
    if (before.updatedAt.getTime() !== loaded.getTime()) return { status: "stale", current: entryOf(before) };

    const changes: Partial<Pick<Row, "target" | "permanent" | "expiresAt">> = {};
    if (input.target !== undefined && input.target !== before.target) changes.target = input.target;
    if (input.permanent !== undefined && input.permanent !== before.permanent) changes.permanent = input.permanent;
    if (input.expiresAt !== undefined) {
      const expiresAt = input.expiresAt === null ? null : new Date(input.expiresAt);
      if (expiresAt?.getTime() !== before.expiresAt?.getTime()) changes.expiresAt = expiresAt;
    }
    if (!Object.keys(changes).length) return { status: "unchanged", link: entryOf(before) };

    // Always a later version than the one replaced, even within its millisecond.
    const updatedAt = new Date(Math.max(now.getTime(), before.updatedAt.getTime() + 1));
    const [after] = await tx
      .update(shortLinks)
      .set({ ...changes, updatedAt })
      .where(and(eq(shortLinks.id, input.id), sql`date_trunc('milliseconds', ${shortLinks.updatedAt}) = ${loaded.toISOString()}::timestamptz`))
      .returning();
    if (!after) {
      // Changed (or deleted) between the read and the write by another editor.
      const current = await getLink(tx, input.id);
      if (!current) throw notFound("There is no such short link: it may have been deleted. Reload the page.");
      return { status: "stale", current };
    }
    const changed = Object.keys(changes) as (keyof typeof changes)[];
    const pick = (r: ReturnType<typeof auditedOf>) => Object.fromEntries(changed.map((k) => [k, r[k]]));
    await recordAudit(tx, { actor: actorOf(me), action: "short_link_updated", entity: "short_link", entityId: after.id, before: pick(auditedOf(before)), after: pick(auditedOf(after)) }, now);
    return { status: "updated", link: entryOf(after) };
  });
}

/** Deletes a link (its address answers 404 from now on); 404 when there is none. */
export async function deleteLink(db: Executor, id: string, me: Pick<StaffMe, "id" | "email">, now: Date): Promise<ShortLinkEntry> {
  return db.transaction(async (tx) => {
    const [gone] = await tx.delete(shortLinks).where(eq(shortLinks.id, id)).returning();
    if (!gone) throw notFound("There is no such short link: it may have been deleted already. Reload the page.");
    await recordAudit(tx, { actor: actorOf(me), action: "short_link_deleted", entity: "short_link", entityId: id, before: { ...auditedOf(gone), hitCount: gone.hitCount } }, now);
    return entryOf(gone);
  });
}
