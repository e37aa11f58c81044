import "server-only";
import crypto from "node:crypto";
import { and, asc, desc, eq, lt, sql } from "drizzle-orm";
import type { Executor } from "../db";
import { privacyRequests, type PrivacyRequestKind } from "../db/schema";
import { derivedKey } from "../auth/keys";
import { recordAudit, type Actor } from "../staff/audit";
import { DomainError, notFound } from "@/lib/errors";
import type { Pagination } from "@/lib/contracts/envelope";
import { OPEN_REQUEST_DETAILS_MAX, PRIVACY_ANSWER_DAYS, type ConsolePrivacyRequest, type PrivacyRequestClosed, type RequestRecord } from "@/lib/contracts/my-data";

/**
 * Privacy requests (DPDP Rules 2025: answered within 90 days). Each has a reference the person
 * quotes; the phone is stored only as an HMAC with a server key, so after an erasure the request
 * names nobody, yet a later request of the same phone is found. What the site answers at once
 * (access, export, erasure, consent withdrawal) is closed as it is made; a correction stays open
 * until staff carry it out, and a phone has one open at a time (another is added to it). Every request and every staff action is in the audit log, without
 * personal data.
 */
const DAY = 86_400_000;
/** Closed requests are kept a year (the DPDP Rules' year of logs), then deleted; open ones until closed. */
const CLOSED_RETENTION_DAYS = 365;
const PAGE_SIZE = 25;

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const newPrivacyReference = (): string =>
  `PR-${Array.from(crypto.randomBytes(8), (b) => ALPHABET[b % ALPHABET.length]).join("")}`;

/** Whether a booking's or patient's phone is an erasure's reference: the person was erased and cannot be reached. */
export const isPrivacyReference = (value: string): boolean => /^PR-[A-HJ-NP-Z2-9]{8}$/.test(value);

/** The keyed hash a request keeps in place of the phone. */
async function phoneHash(db: Executor, phone: string): Promise<string> {
  return crypto.createHmac("sha256", await derivedKey(db, "privacy-phone")).update(phone).digest("hex");
}

const VISITOR: Actor = "visitor";

/** The kinds that stay open until staff carry them out; the others are answered (closed) as they are made. */
const OPEN_KINDS: ReadonlySet<PrivacyRequestKind> = new Set(["correction"]);
const DETAILS_SEPARATOR = "\n\n";

/**
 * Records a request of `phone`: closed at once unless its kind stays open. A phone has at most
 * one open request of a kind (the unique index `privacy_requests_one_open_per_kind`, so two sent
 * at once still make one): another is added to it, its words after the earlier ones, keeping
 * the open request's reference and due date (`added`). Words beyond OPEN_REQUEST_DETAILS_MAX in
 * all are refused (409 `request_full`) until staff answer the open request.
 */
export async function recordPrivacyRequest(
  db: Executor,
  input: { phone: string; kind: PrivacyRequestKind; details?: string; reference?: string; note?: string },
  now: Date,
): Promise<{ id: string; reference: string; dueAt: Date; added: boolean }> {
  const open = OPEN_KINDS.has(input.kind);
  const reference = input.reference ?? newPrivacyReference();
  const dueAt = new Date(now.getTime() + PRIVACY_ANSWER_DAYS * DAY);
  const hash = await phoneHash(db, input.phone);
  const insert = db.insert(privacyRequests).values({
    reference,
    kind: input.kind,
    state: open ? "open" : "closed",
    phoneHash: hash,
    details: input.details ?? null,
    createdAt: now,
    dueAt,
    closedAt: open ? null : now,
    closedBy: open ? null : "automatic",
    note: input.note ?? null,
  });
  const joined = sql`concat_ws(${DETAILS_SEPARATOR}, ${privacyRequests.details}, excluded.details)`;
  const [row] = open
    ? await insert
        .onConflictDoUpdate({
          target: [privacyRequests.phoneHash, privacyRequests.kind],
          targetWhere: sql`${privacyRequests.state} = 'open'`,
          set: { details: joined },
          setWhere: sql`char_length(${joined}) <= ${OPEN_REQUEST_DETAILS_MAX}`,
        })
        .returning({ id: privacyRequests.id, reference: privacyRequests.reference, dueAt: privacyRequests.dueAt })
    : await insert.returning({ id: privacyRequests.id, reference: privacyRequests.reference, dueAt: privacyRequests.dueAt });
  if (!row) {
    // The open request of this kind already holds as many words as it may.
    const [full] = await db
      .select({ reference: privacyRequests.reference, dueAt: privacyRequests.dueAt })
      .from(privacyRequests)
      .where(and(eq(privacyRequests.phoneHash, hash), eq(privacyRequests.kind, input.kind), eq(privacyRequests.state, "open")));
    const which = full ? `Your open request ${full.reference} already holds as much as it can` : "Your open request already holds as much as it can";
    throw new DomainError("conflict", `${which}: the hospital answers it first. For anything more, please call the hospital.`, { reason: "request_full" });
  }
  const added = row.reference !== reference;
  await recordAudit(
    db,
    { actor: VISITOR, action: `privacy_${input.kind}`, entity: "privacy_request", entityId: row.reference, after: added ? { state: "open", added: true } : { state: open ? "open" : "closed" } },
    now,
  );
  return { id: row.id, reference: row.reference, dueAt: row.dueAt, added };
}

/** The phone's own requests, newest first (shown on /my-data). */
export async function requestsOfPhone(db: Executor, phone: string): Promise<RequestRecord[]> {
  const rows = await db
    .select()
    .from(privacyRequests)
    .where(eq(privacyRequests.phoneHash, await phoneHash(db, phone)))
    .orderBy(desc(privacyRequests.createdAt))
    .limit(50);
  return rows.map((r) => ({ reference: r.reference, kind: r.kind, state: r.state, createdAt: r.createdAt.toISOString(), dueAt: r.dueAt.toISOString(), note: r.note }));
}

/**
 * An erasure's part here: the phone's corrections lose their words (they may hold a name), and
 * open ones are closed, superseded by the erasure `reference`.
 */
export async function eraseRequestDetailsOfPhone(db: Executor, phone: string, reference: string, now: Date): Promise<number> {
  const hash = await phoneHash(db, phone);
  await db
    .update(privacyRequests)
    .set({ state: "closed", closedAt: now, closedBy: "automatic", note: `Superseded by the erasure ${reference}` })
    .where(and(eq(privacyRequests.phoneHash, hash), eq(privacyRequests.state, "open")));
  const rows = await db
    .update(privacyRequests)
    .set({ details: null })
    .where(and(eq(privacyRequests.phoneHash, hash), sql`${privacyRequests.details} is not null`))
    .returning({ id: privacyRequests.id });
  return rows.length;
}

const daysLeft = (dueAt: Date, now: Date): number => Math.ceil((dueAt.getTime() - now.getTime()) / DAY);

/** How many requests are open (the console's menu shows it beside Privacy requests). */
export async function openPrivacyRequestCount(db: Executor): Promise<number> {
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(privacyRequests).where(eq(privacyRequests.state, "open"));
  return total;
}

/** The console's list: open requests by due date (the most urgent first), or closed ones newest first. */
export async function listPrivacyRequests(db: Executor, filters: { state?: "open" | "closed"; page: number }, now: Date): Promise<{ requests: ConsolePrivacyRequest[]; pagination: Pagination }> {
  const state = filters.state ?? "open";
  const where = eq(privacyRequests.state, state);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(privacyRequests).where(where);
  const rows = await db
    .select()
    .from(privacyRequests)
    .where(where)
    .orderBy(state === "open" ? asc(privacyRequests.dueAt) : desc(privacyRequests.closedAt), asc(privacyRequests.id))
    .limit(PAGE_SIZE)
    .offset((filters.page - 1) * PAGE_SIZE);
  return {
    requests: rows.map((r) => ({
      id: r.id,
      reference: r.reference,
      kind: r.kind,
      state: r.state,
      details: r.details,
      createdAt: r.createdAt.toISOString(),
      dueAt: r.dueAt.toISOString(),
      daysLeft: r.state === "open" ? daysLeft(r.dueAt, now) : null,
      closedAt: r.closedAt?.toISOString() ?? null,
      closedBy: r.closedBy,
      note: r.note,
    })),
    pagination: { page: filters.page, limit: PAGE_SIZE, total },
  };
}

/** Staff close an open request with a note of what was done (audited). */
export async function closePrivacyRequest(db: Executor, input: { id: string; note: string }, actor: { id: string; email: string }, now: Date): Promise<PrivacyRequestClosed> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(privacyRequests)
      .set({ state: "closed", closedAt: now, closedBy: actor.email, note: input.note })
      .where(and(eq(privacyRequests.id, input.id), eq(privacyRequests.state, "open")))
      .returning({ id: privacyRequests.id, reference: privacyRequests.reference });
    if (!row) {
      const [exists] = await tx.select({ id: privacyRequests.id }).from(privacyRequests).where(eq(privacyRequests.id, input.id));
      if (!exists) throw notFound("There is no such request (closed requests are deleted after a year).");
      throw new DomainError("conflict", "This request is already closed.", { reason: "already_closed" });
    }
    // The note is staff's words about the request; the audit keeps only that it was closed.
    await recordAudit(tx, { actor, action: "privacy_request_closed", entity: "privacy_request", entityId: row.reference, before: { state: "open" }, after: { state: "closed" } }, now);
    return row;
  });
}

/** Retention: closed requests a year after closing. */
export async function prunePrivacyRequests(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .delete(privacyRequests)
    .where(and(eq(privacyRequests.state, "closed"), lt(privacyRequests.closedAt, new Date(now.getTime() - CLOSED_RETENTION_DAYS * DAY))))
    .returning({ id: privacyRequests.id });
  return rows.length;
}
