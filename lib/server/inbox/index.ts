import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import type { Pagination } from "@/lib/contracts/envelope";
import type { ApplicationStatus, InboxApplication, InboxMessage, MessageStatus, StaffMe } from "@/lib/contracts/staff";
import type { Executor } from "../db";
import { contactMessages, jobApplications, jobOpenings } from "../db/schema";
import { notFound } from "@/lib/errors";
import { privateUploads } from "../files/storage";
import { applicationReference, resumeDownload } from "../careers/applications";
import { messageReference } from "../content/contact-messages";
import { recordAudit } from "../staff/audit";

/**
 * The front desk's inbox: contact messages (new, handled) and job applications (new,
 * shortlisted, not taken forward, hired), newest first, 25 a page; each change is audited. The
 * résumé is read from private storage only here, for a signed-in front desk or admin.
 */
const PAGE_SIZE = 25;
const actorOf = (me: StaffMe) => ({ id: me.id, email: me.email });
const pagination = (page: number, total: number): Pagination => ({ page, limit: PAGE_SIZE, total });

/** How many contact messages and job applications are new (the console's overview). */
export async function newInboxCounts(db: Executor): Promise<{ messages: number; applications: number }> {
  const [[messages], [applications]] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(contactMessages).where(eq(contactMessages.status, "new")),
    db.select({ n: sql<number>`count(*)::int` }).from(jobApplications).where(eq(jobApplications.status, "new")),
  ]);
  return { messages: messages.n, applications: applications.n };
}

export async function listMessages(db: Executor, filters: { status?: MessageStatus; page: number }): Promise<{ messages: InboxMessage[]; pagination: Pagination }> {
  const where = filters.status ? eq(contactMessages.status, filters.status) : undefined;
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(contactMessages).where(where);
  const rows = await db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(PAGE_SIZE)
    .offset((filters.page - 1) * PAGE_SIZE);
  return {
    messages: rows.map((r) => ({ id: r.id, reference: messageReference(r.id), name: r.name, phone: r.phone, email: r.email, subject: r.subject, message: r.message, status: r.status as MessageStatus, createdAt: r.createdAt.toISOString() })),
    pagination: pagination(filters.page, total),
  };
}

export async function setMessageStatus(db: Executor, id: string, status: MessageStatus, me: StaffMe, now: Date): Promise<void> {
  const [before] = await db.select({ status: contactMessages.status }).from(contactMessages).where(eq(contactMessages.id, id));
  if (!before) throw notFound("There is no such message (it may have been deleted after 12 months).");
  await db.update(contactMessages).set({ status }).where(eq(contactMessages.id, id));
  await recordAudit(db, { actor: actorOf(me), action: "message_status", entity: "contact_message", entityId: id, before, after: { status } }, now);
}

export async function listApplications(db: Executor, filters: { status?: ApplicationStatus; page: number }): Promise<{ applications: InboxApplication[]; pagination: Pagination }> {
  const where = filters.status ? eq(jobApplications.status, filters.status) : undefined;
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(jobApplications).where(where);
  const rows = await db
    .select({ a: jobApplications, title: jobOpenings.title, url: jobOpenings.slug })
    .from(jobApplications)
    .innerJoin(jobOpenings, eq(jobOpenings.id, jobApplications.openingId))
    .where(where)
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
    .limit(PAGE_SIZE)
    .offset((filters.page - 1) * PAGE_SIZE);
  return {
    applications: rows.map(({ a, title, url }) => ({
      id: a.id,
      reference: applicationReference(a.id),
      opening: { title, url },
      name: a.name,
      email: a.email,
      phone: a.phone,
      experienceYears: a.experienceYears,
      coverNote: a.coverNote,
      resume: { ...resumeDownload(a.resumeName, a.resumeType), bytes: a.resumeBytes },
      status: a.status as ApplicationStatus,
      createdAt: a.createdAt.toISOString(),
    })),
    pagination: pagination(filters.page, total),
  };
}

export async function setApplicationStatus(db: Executor, id: string, status: ApplicationStatus, me: StaffMe, now: Date): Promise<void> {
  const [before] = await db.select({ status: jobApplications.status }).from(jobApplications).where(eq(jobApplications.id, id));
  if (!before) throw notFound("There is no such application (it may have been deleted after 12 months).");
  await db.update(jobApplications).set({ status }).where(eq(jobApplications.id, id));
  await recordAudit(db, { actor: actorOf(me), action: "application_status", entity: "job_application", entityId: id, before, after: { status } }, now);
}

/** An application's résumé from private storage, named with the extension of its detected type (never the one it was sent with); the download is audited. */
export async function readResume(db: Executor, id: string, me: StaffMe, now: Date): Promise<{ data: Buffer; name: string; type: string }> {
  const [row] = await db
    .select({ key: jobApplications.resumeKey, name: jobApplications.resumeName, type: jobApplications.resumeType })
    .from(jobApplications)
    .where(eq(jobApplications.id, id));
  const data = row ? await privateUploads.read(row.key) : null;
  if (!row || !data) throw notFound("There is no such résumé (it may have been deleted after 12 months).");
  await recordAudit(db, { actor: actorOf(me), action: "resume_downloaded", entity: "job_application", entityId: id }, now);
  return { data, ...resumeDownload(row.name, row.type) };
}
