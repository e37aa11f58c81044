import "server-only";
import { and, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { DateTime } from "luxon";
import { AUDIT_ACTION_TEXT, AUDIT_OTHER_ACTORS, type AuditEntry, type AuditQuery } from "@/lib/contracts/audit";
import type { Pagination } from "@/lib/contracts/envelope";
import { isCollectionName, collectionSpec } from "@/lib/contracts/collections";
import { shortLinkHref } from "@/lib/routes";
import type { Executor } from "../db";
import { auditLog, bookings, doctorLeaves, doctors, outboxMessages, paymentCaptures, paymentOrders, staffUsers } from "../db/schema";
import { messageReference } from "../content/contact-messages";
import { applicationReference } from "../careers/applications";
import type { PatientRead } from "./patient-reads";

const PAGE_SIZE = 50;

/** Each kind of record the audit names, in words (content collections use their own names). */
const ENTITY_TEXT: Record<string, string> = {
  booking: "Booking",
  payment: "Payment",
  staff: "Staff account",
  doctor_leave: "Doctor's leave",
  contact_message: "Contact message",
  job_application: "Job application",
  short_link: "Short link",
  privacy_request: "Privacy request",
  image: "Image",
  outbox: "Message to a patient",
  setting: "Site setting",
  bookings_list: "Bookings desk",
  bookings_export: "Bookings desk (CSV)",
  leave_check: "Leave: bookings on the days",
  leave_list: "Leave list",
  leave_added: "Leave: bookings on the days",
  waitlists: "Waitlists",
  messages_sent: "Messages sent",
  contact_messages: "Contact messages",
  job_applications: "Job applications",
  privacy_requests: "Privacy requests",
} satisfies Record<PatientRead, string> & Record<string, string>;

const entityText = (entity: string): string =>
  ENTITY_TEXT[entity] ?? (isCollectionName(entity) ? `${collectionSpec(entity).singular[0].toUpperCase()}${collectionSpec(entity).singular.slice(1)}` : entity.replace(/_/g, " "));

/** The first 8 hex digits of an id, as a CM-/JA- reference carries them. */
const idPrefixOf = (reference: string, prefix: string): string | null => {
  const m = new RegExp(`^${prefix}-([0-9A-F]{8})$`).exec(reference);
  return m ? m[1].toLowerCase() : null;
};

/** The entries about the record with this reference: a booking (and its payments and messages), a request, a message, an application, or any record by its own key. */
async function referenceFilter(db: Executor, reference: string): Promise<SQL> {
  const upper = reference.toUpperCase();
  // Entries that quote the reference in what they recorded (leave lists the bookings it touched).
  const quoted = sql`(coalesce(${auditLog.before}::text, '') || coalesce(${auditLog.after}::text, '')) like ${`%"${upper.replace(/[\\%_]/g, (c) => `\\${c}`)}"%`}`;
  if (upper.startsWith("SH-")) {
    const ids = (await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.reference, upper))).map((r) => r.id);
    if (!ids.length) return quoted;
    const payments = await db
      .select({ id: paymentCaptures.paymentId })
      .from(paymentCaptures)
      .innerJoin(paymentOrders, eq(paymentOrders.orderId, paymentCaptures.orderId))
      .where(inArray(paymentOrders.bookingId, ids));
    const messages = await db.select({ id: outboxMessages.id }).from(outboxMessages).where(inArray(outboxMessages.bookingId, ids));
    return or(
      and(eq(auditLog.entity, "booking"), inArray(auditLog.entityId, ids)),
      payments.length ? and(eq(auditLog.entity, "payment"), inArray(auditLog.entityId, payments.map((p) => p.id))) : undefined,
      messages.length ? and(eq(auditLog.entity, "outbox"), inArray(auditLog.entityId, messages.map((m) => m.id))) : undefined,
      quoted,
    )!;
  }
  const message = idPrefixOf(upper, "CM");
  if (message) return and(eq(auditLog.entity, "contact_message"), sql`${auditLog.entityId} like ${`${message}%`}`)!;
  const application = idPrefixOf(upper, "JA");
  if (application) return and(eq(auditLog.entity, "job_application"), sql`${auditLog.entityId} like ${`${application}%`}`)!;
  // PR-… is the privacy request's own id in the log; a setting's key, an image's path or a short link's code likewise.
  return or(sql`lower(${auditLog.entityId}) = lower(${reference})`, quoted)!;
}

async function whereOf(db: Executor, filters: Omit<AuditQuery, "page">, timeZone: string): Promise<SQL | undefined> {
  const startOf = (day: string) => DateTime.fromISO(day, { zone: timeZone }).startOf("day").toJSDate();
  const actor =
    filters.actor === "staff_token"
      ? and(isNull(auditLog.actorId), eq(auditLog.actor, "staff token"))
      : filters.actor === "visitor"
        ? and(isNull(auditLog.actorId), eq(auditLog.actor, "visitor"))
        : filters.actor
          ? eq(auditLog.actorId, filters.actor)
          : undefined;
  return and(
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    actor,
    filters.from ? gte(auditLog.at, startOf(filters.from)) : undefined,
    filters.to ? lt(auditLog.at, DateTime.fromISO(filters.to, { zone: timeZone }).plus({ days: 1 }).startOf("day").toJSDate()) : undefined,
    filters.reference ? await referenceFilter(db, filters.reference) : undefined,
  );
}

type Row = typeof auditLog.$inferSelect;

/** A content record's name from what was recorded of it, when it has one. */
const titleOf = (row: Row): string | null => {
  for (const side of [row.after, row.before]) {
    if (side && typeof side === "object") {
      for (const key of ["title", "name", "fullName", "specialityName", "serviceName", "question"]) {
        const v = (side as Record<string, unknown>)[key];
        if (typeof v === "string" && v) return v;
      }
    }
  }
  return null;
};

/** Each row's record as staff know it (a reference, a name, an address), looked up in one query per kind. */
async function recordsOf(db: Executor, rows: Row[]): Promise<Map<string, string>> {
  const ids = (entity: string) => [...new Set(rows.filter((r) => r.entity === entity && r.entityId).map((r) => r.entityId!))];
  const out = new Map<string, string>();
  const put = (entity: string, id: string, record: string) => out.set(`${entity}:${id}`, record);
  const uuids = (list: string[]) => list.filter((id) => /^[0-9a-f-]{36}$/i.test(id));

  const bookingIds = uuids(ids("booking"));
  if (bookingIds.length) for (const b of await db.select({ id: bookings.id, reference: bookings.reference }).from(bookings).where(inArray(bookings.id, bookingIds))) put("booking", b.id, b.reference);
  const paymentIds = ids("payment");
  if (paymentIds.length) {
    const paid = await db
      .select({ id: paymentCaptures.paymentId, reference: bookings.reference })
      .from(paymentCaptures)
      .innerJoin(paymentOrders, eq(paymentOrders.orderId, paymentCaptures.orderId))
      .innerJoin(bookings, eq(bookings.id, paymentOrders.bookingId))
      .where(inArray(paymentCaptures.paymentId, paymentIds));
    for (const p of paid) put("payment", p.id, `Payment for ${p.reference}`);
  }
  const staffIds = uuids(ids("staff"));
  if (staffIds.length) for (const s of await db.select({ id: staffUsers.id, name: staffUsers.name }).from(staffUsers).where(inArray(staffUsers.id, staffIds))) put("staff", s.id, s.name);
  const leaveIds = uuids(ids("doctor_leave"));
  if (leaveIds.length) {
    const leave = await db.select({ id: doctorLeaves.id, name: doctors.name }).from(doctorLeaves).innerJoin(doctors, eq(doctors.id, doctorLeaves.doctorId)).where(inArray(doctorLeaves.id, leaveIds));
    for (const l of leave) put("doctor_leave", l.id, l.name);
  }
  const outboxIds = uuids(ids("outbox"));
  if (outboxIds.length) {
    const sent = await db
      .select({ id: outboxMessages.id, reference: bookings.reference })
      .from(outboxMessages)
      .innerJoin(bookings, eq(bookings.id, outboxMessages.bookingId))
      .where(inArray(outboxMessages.id, outboxIds));
    for (const m of sent) put("outbox", m.id, `Message about ${m.reference}`);
  }
  for (const r of rows) {
    if (!r.entityId || out.has(`${r.entity}:${r.entityId}`)) continue;
    if (r.entity === "contact_message") put(r.entity, r.entityId, messageReference(r.entityId));
    else if (r.entity === "job_application") put(r.entity, r.entityId, applicationReference(r.entityId));
    else if (r.entity === "short_link") put(r.entity, r.entityId, shortLinkHref(r.entityId));
    else if (["privacy_request", "setting", "image"].includes(r.entity)) put(r.entity, r.entityId, r.entityId);
  }
  return out;
}

/** Who, as staff know them: the account's name now (the e-mail kept with the entry when the account is gone), or the settings door or a patient. */
const actorText = (row: Row, names: Map<string, string>): string =>
  (row.actorId && names.get(row.actorId)) || (row.actor === "staff token" ? AUDIT_OTHER_ACTORS.staff_token : row.actor === "visitor" ? AUDIT_OTHER_ACTORS.visitor : row.actor);

/** Newest first, 50 a page, filtered by action, person, the hospital's days and a record's reference; each entry in words. */
export async function listAudit(db: Executor, filters: AuditQuery, timeZone: string): Promise<{ entries: AuditEntry[]; pagination: Pagination }> {
  const where = await whereOf(db, filters, timeZone);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(PAGE_SIZE)
    .offset((filters.page - 1) * PAGE_SIZE);
  const actorIds = [...new Set(rows.flatMap((r) => (r.actorId ? [r.actorId] : [])))];
  const names = new Map(actorIds.length ? (await db.select({ id: staffUsers.id, name: staffUsers.name }).from(staffUsers).where(inArray(staffUsers.id, actorIds))).map((s) => [s.id, s.name]) : []);
  const records = await recordsOf(db, rows);
  return {
    entries: rows.map((r) => {
      const action = r.action as keyof typeof AUDIT_ACTION_TEXT;
      return {
        id: r.id,
        at: r.at.toISOString(),
        actor: actorText(r, names),
        action,
        description: AUDIT_ACTION_TEXT[action] ?? r.action.replace(/_/g, " "),
        entity: entityText(r.entity),
        record: (r.entityId && records.get(`${r.entity}:${r.entityId}`)) || (isCollectionName(r.entity) ? titleOf(r) : null),
        before: r.before,
        after: r.after,
      };
    }),
    pagination: { page: filters.page, limit: PAGE_SIZE, total },
  };
}

/** The people the audit's filter offers: every staff account by name. */
export const auditActors = (db: Executor): Promise<{ id: string; name: string; email: string }[]> =>
  db.select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email }).from(staffUsers).orderBy(staffUsers.name);
