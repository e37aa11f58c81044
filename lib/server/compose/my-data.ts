import "server-only";
import { eraseWaitlistOfPhone, waitlistOfPhone } from "../waitlist";
import type { Executor } from "../db";
import type { ConsentPurpose } from "../db/schema";
import { bookingIdsOfPhone, bookingsOfPhone, eraseBookingRecordsOfPhone, lockOrdersOfPhone, ordersToCheckOfPhone, patientsOfPhone, refuseWhileBookingsAhead } from "../booking/of-phone";
import { paymentsAtGateway } from "../payments";
import type { GatewayPayment } from "../payments/gateway";
import { DomainError } from "@/lib/errors";
import { eraseMessagesOfPhone, messagesOfPhone } from "../outbox/of-person";
import { contactMessagesOfPhone, eraseContactMessagesOfPhone } from "../content/contact-of-phone";
import { applicationsOfPhone, eraseApplicationsOfPhone, removeResumes } from "../careers/of-phone";
import { eraseChallengesOfPhone } from "../otp/of-phone";
import { consentsOfPhone, eraseConsentsOfPhone, withdrawConsent } from "../privacy/consents";
import { eraseRequestDetailsOfPhone, newPrivacyReference, recordPrivacyRequest, requestsOfPhone } from "../privacy/requests";
import { logEvent } from "../log";
import type { ErasureResult, KeptRecord, MyData, PrivacyRequestAnswer } from "@/lib/contracts/my-data";

/**
 * "My data" (DPDP Act 2023 ss.11–13): what the hospital holds against one verified phone, read
 * and erased through one list of sources, one per kind of record, each saying how to read it
 * and how to erase it (or what it keeps, until when and why). A new kind of record (the
 * waitlist) is one more entry in SOURCES and one more field of MyData.
 */

/**
 * Who the records are about: the verified phone and the bookings it made, read before anything
 * is erased. Nothing typed (an e-mail, a name) joins records to it.
 */
interface Person {
  phone: string;
  bookingIds: string[];
}

/**
 * One erasure in progress: its reference (the pseudonym of what is kept), its time, what the
 * payment gateway holds for the orders the site does not know as paid, and work for after the commit.
 */
interface Erasure {
  reference: string;
  now: Date;
  atGateway: ReadonlyMap<string, GatewayPayment[]>;
  afterCommit: (() => Promise<void>)[];
}

type Records = Omit<MyData, "reference" | "phone" | "requests">;

interface RecordSource<K extends keyof Records> {
  key: K;
  read: (db: Executor, person: Person) => Promise<Records[K]>;
  /** Erases or pseudonymises; answers what was erased (in words, or null for nothing) and what is kept. */
  erase: (db: Executor, person: Person, erasure: Erasure) => Promise<{ erased: string | null; kept?: KeptRecord[] }>;
}

const source = <K extends keyof Records>(s: RecordSource<K>) => s;
const count = (n: number, one: string, many: string) => (n ? `${n} ${n === 1 ? one : many}` : null);

// Order matters for the erasure: messages go before the bookings and patients that lead to them.
const SOURCES = [
  source({
    key: "messages",
    read: (db, p) => messagesOfPhone(db, p.phone, p.bookingIds),
    erase: async (db, p) => ({ erased: count(await eraseMessagesOfPhone(db, p.phone, p.bookingIds), "message sent to you (SMS or e-mail)", "messages sent to you (SMS and e-mail)") }),
  }),
  source({
    key: "bookings",
    read: (db, p) => bookingsOfPhone(db, p.phone),
    // Bookings and patients are erased together (kept bookings keep a pseudonymised patient).
    erase: async (db, p, e) => {
      const r = await eraseBookingRecordsOfPhone(db, p.phone, e.reference, e.now, e.atGateway);
      const words = [
        count(r.patientsDeleted, "patient's details deleted", "patients' details deleted"),
        count(r.patientsPseudonymised, "patient's name and details replaced by the request's reference", "patients' names and details replaced by the request's reference"),
        count(r.bookingsDeleted, "unpaid booking", "unpaid bookings"),
      ].filter(Boolean);
      return { erased: words.length ? words.join("; ") : null, kept: r.kept };
    },
  }),
  source({ key: "patients", read: (db, p) => patientsOfPhone(db, p.phone), erase: async () => ({ erased: null }) }),
  source({
    key: "contactMessages",
    read: (db, p) => contactMessagesOfPhone(db, p.phone),
    erase: async (db, p) => ({ erased: count(await eraseContactMessagesOfPhone(db, p.phone), "contact message", "contact messages") }),
  }),
  source({
    key: "applications",
    read: (db, p) => applicationsOfPhone(db, p.phone),
    erase: async (db, p, e) => {
      const keys = await eraseApplicationsOfPhone(db, p.phone);
      e.afterCommit.push(() => removeResumes(keys));
      return { erased: count(keys.length, "job application with its résumé file", "job applications with their résumé files") };
    },
  }),
  source({
    key: "waitlist",
    read: (db, p) => waitlistOfPhone(db, p.phone),
    erase: async (db, p) => ({ erased: count(await eraseWaitlistOfPhone(db, p.phone), "waitlist entry with its offers", "waitlist entries with their offers") }),
  }),
  source({
    key: "consents",
    read: (db, p) => consentsOfPhone(db, p.phone),
    erase: async (db, p) => ({ erased: count(await eraseConsentsOfPhone(db, p.phone), "consent record", "consent records") }),
  }),
];

async function personOf(db: Executor, phone: string): Promise<Person> {
  return { phone, bookingIds: await bookingIdsOfPhone(db, phone) };
}

async function readAll(db: Executor, phone: string): Promise<Omit<MyData, "reference">> {
  const person = await personOf(db, phone);
  const records = {} as Records;
  for (const s of SOURCES) (records as Record<string, unknown>)[s.key] = await s.read(db, person);
  return { phone, ...records, requests: await requestsOfPhone(db, phone) };
}

/** POST /web/my-data/get: everything held against the phone, recorded as an access request. */
export async function getMyData(db: Executor, phone: string, now: Date): Promise<MyData> {
  const { reference } = await recordPrivacyRequest(db, { phone, kind: "access" }, now);
  return { reference, ...(await readAll(db, phone)) };
}

/** POST /web/my-data/export: the same, as a file, recorded as an export request. */
export async function exportMyData(db: Executor, phone: string, now: Date): Promise<{ filename: string; json: string }> {
  const { reference } = await recordPrivacyRequest(db, { phone, kind: "export" }, now);
  const data = { reference, exportedAt: now.toISOString(), ...(await readAll(db, phone)) };
  return { filename: `my-data-${reference}.json`, json: JSON.stringify(data, null, 2) };
}

/**
 * POST /web/my-data/erase: refused (409 future_bookings) while an appointment is to come. Then
 * the payment gateway is asked, outside any transaction, for the payments of every order of the
 * phone the site does not know as paid: an order with money at the gateway is kept, never
 * deleted; a gateway that cannot answer refuses the erasure (503, nothing erased: an order it
 * could not check might hold a payment, and the person can ask again in minutes). Then in one
 * transaction, the phone's orders locked first (a payment being recorded finishes before, or finds
 * its order gone and is refunded by the reconciliation), every source erases or pseudonymises what
 * it holds, the phone's verification records go (ending this session) and the request is recorded
 * under its keyed hash. Résumé files are removed once that has committed.
 */
export async function eraseMyData(db: Executor, phone: string, now: Date): Promise<ErasureResult> {
  await refuseWhileBookingsAhead(db, phone, now);
  let atGateway: Map<string, GatewayPayment[]>;
  try {
    atGateway = await paymentsAtGateway(db, await ordersToCheckOfPhone(db, phone, now));
  } catch (error) {
    if (error instanceof DomainError) throw error;
    logEvent("error", "erasure_payment_check_failed", { detail: error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 200) : "gateway error" });
    throw new DomainError(
      "unavailable",
      "Nothing was erased: we could not ask the payment service whether a payment of yours is on its way, and a payment is never deleted. Please try again in a few minutes.",
      { reason: "payment_service_unavailable", retryAfterSeconds: 120 },
    );
  }
  const erasure: Erasure = { reference: newPrivacyReference(), now, atGateway, afterCommit: [] };
  const result = await db.transaction(async (tx) => {
    await lockOrdersOfPhone(tx, phone);
    await refuseWhileBookingsAhead(tx, phone, now);
    const person = await personOf(tx, phone);
    const erased: string[] = [];
    const kept: KeptRecord[] = [];
    for (const s of SOURCES) {
      const r = await s.erase(tx, person, erasure);
      if (r.erased) erased.push(r.erased);
      kept.push(...(r.kept ?? []));
    }
    const verifications = await eraseChallengesOfPhone(tx, phone);
    if (verifications) erased.push(`${verifications} phone verification record${verifications === 1 ? "" : "s"}`);
    await eraseRequestDetailsOfPhone(tx, phone, erasure.reference, now);
    await recordPrivacyRequest(tx, { phone, kind: "erasure", reference: erasure.reference, note: `${erased.length} kinds of record erased, ${kept.length} kept` }, now);
    return { reference: erasure.reference, erased, kept };
  });
  for (const task of erasure.afterCommit) {
    await task().catch(() => logEvent("error", "erasure_file_failed", { detail: `a file of erasure ${erasure.reference} could not be removed` }));
  }
  return result;
}

/** POST /web/my-data/withdraw-consent: withdrawn at once (reminders: the queued ones dropped too), recorded as a request. */
export async function withdrawMyConsent(db: Executor, phone: string, purpose: Extract<ConsentPurpose, "reminders" | "remember_details">, now: Date): Promise<PrivacyRequestAnswer> {
  return db.transaction(async (tx) => {
    const was = await withdrawConsent(tx, phone, purpose, now);
    const r = await recordPrivacyRequest(tx, { phone, kind: "consent_withdrawal", note: `${purpose}${was ? "" : " (none was live)"}` }, now);
    return { reference: r.reference, dueAt: r.dueAt.toISOString() };
  });
}

/** POST /web/my-data/correction: an open request staff carry out within 90 days; while one is open, another is added to it (`added`). */
export async function requestCorrection(db: Executor, phone: string, details: string, now: Date): Promise<PrivacyRequestAnswer> {
  const r = await recordPrivacyRequest(db, { phone, kind: "correction", details }, now);
  return { reference: r.reference, dueAt: r.dueAt.toISOString(), added: r.added };
}
