import { and, eq } from "drizzle-orm";
import * as inboxMessages from "@/app/api/admin/inbox/messages/route";
import * as inboxApplications from "@/app/api/admin/inbox/applications/route";
import * as outboxList from "@/app/api/admin/outbox/list/route";
import { createTestDatabase, type TestDatabase } from "@/test/db";
import { call } from "@/test/http";
import { mobile, testClock } from "@/test/booking-fixtures";
import { staffMember } from "@/test/staff";
import { auditLog, bookings, doctorLeaves, doctors, patients, type BookingStatus } from "@/lib/server/db/schema";
import { forgetAuthSecret } from "@/lib/server/auth/keys";
import { getConfig } from "@/lib/server/config";
import { getFreeSlots } from "@/lib/server/booking";
import { joinWaitlist } from "@/lib/server/waitlist";
import { runOfferRound } from "@/lib/server/waitlist/offers";
import { localDateOf } from "@/lib/format/appointment-time";
import { addDays } from "@/lib/format/date-input";
import type { DoctorLeave, LeaveBooking } from "@/lib/contracts/leave";
import * as list from "./admin/leave/list/route";
import * as check from "./admin/leave/check/route";
import * as add from "./admin/leave/add/route";
import * as remove from "./admin/leave/remove/route";
import * as deskList from "./admin/bookings/list/route";
import * as deskExport from "./admin/bookings/export/route";
import * as contentGet from "./admin/content/[collection]/get/route";
import * as contentSave from "./admin/content/[collection]/save/route";
import * as contentList from "./admin/content/[collection]/list/route";

// Leave from the desk: the front desk and editors mark a doctor away, seeing first
// the bookings its days hold. The rule is the doctor form's: no slot on a leave day, bookings
// already made stay (listed for the desk to call); removed leave frees its slots for the
// waitlist's next round.

jest.mock("next/cache", () => ({ ...jest.requireActual("next/cache"), revalidateTag: jest.fn() }));

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  forgetAuthSecret();
});
afterAll(async () => t.cleanup());

const DOCTOR = "dr-rajesh-iyer"; // Mon and Thu 11:00–14:00, Sat 09:00–12:00 IST; 15-minute slots
const OTHER = "dr-farah-siddiqui";
const ZONE = "Asia/Kolkata";
// The route handlers read the real clock: the leave's days are a Thursday 8 to 14 days from today, and the Friday after.
const today = localDateOf(new Date(), ZONE);
let thursday = addDays(today, 8);
while (new Date(`${thursday}T12:00:00Z`).getUTCDay() !== 4) thursday = addDays(thursday, 1);
const friday = addDays(thursday, 1);
const slot = (day: string, n: number) => new Date(Date.parse(`${day}T05:30:00Z`) + n * 15 * 60_000);

const siteOrigin = new URL(getConfig().siteUrl).origin;
const PATH = { list: "/api/admin/leave/list", check: "/api/admin/leave/check", add: "/api/admin/leave/add", remove: "/api/admin/leave/remove" };

/**
 * DOCTOR's leave entries that start on `day`: never any doctor's, since the demo seed's own
 * leave (DOCTOR_LEAVE_SEED) can start on the same Thursday (Dr. Meera Joshi's, 12 days after
 * the seed, on every run that starts on a Saturday in Kolkata).
 */
async function doctorsLeaveFrom(day: string) {
  const rows = await t.handle.db
    .select({ leave: doctorLeaves })
    .from(doctorLeaves)
    .innerJoin(doctors, eq(doctors.id, doctorLeaves.doctorId))
    .where(and(eq(doctors.username, DOCTOR), eq(doctorLeaves.fromDate, day)));
  return rows.map((row) => row.leave);
}

let seq = 0;
/** A booking made straight in the database (the payment flow is not what is tested here). */
async function booking(doctor: string, start: Date, status: BookingStatus, name: string, holdExpiresAt: Date | null = null) {
  seq += 1;
  const [{ id: doctorId }] = await t.handle.db.select({ id: doctors.id }).from(doctors).where(eq(doctors.username, doctor));
  const phone = mobile(7300 + seq);
  const [patient] = await t.handle.db.insert(patients).values({ phone, name, gender: "female", age: 40 }).returning({ id: patients.id });
  const reference = `SH-LV${String(seq).padStart(6, "0")}`;
  const now = new Date();
  await t.handle.db.insert(bookings).values({
    reference,
    doctorId,
    patientId: patient.id,
    attemptId: crypto.randomUUID(),
    phone,
    startsAt: start,
    endsAt: new Date(start.getTime() + 15 * 60_000),
    status,
    holdExpiresAt,
    fee: 150_000,
    createdAt: now,
    updatedAt: now,
  });
  return { reference, name, phone, status };
}

describe("leave from the desk", () => {
  it("refuses anyone signed out with 401 before reading the body, and a change from another site with 403", async () => {
    for (const [handler, path] of [
      [list.POST, PATH.list],
      [check.POST, PATH.check],
      [add.POST, PATH.add],
      [remove.POST, PATH.remove],
    ] as const) {
      // A browser on the console's own pages, with no session.
      const anonymous = await call(handler, path, { headers: { origin: siteOrigin }, json: { doctor: 12, fromDate: "31/02" } });
      expect([path, anonymous.status, anonymous.body.success, anonymous.body.code]).toEqual([path, 401, 0, "signed_out"]);
      const malformed = await call(handler, path, { headers: { origin: siteOrigin, "content-type": "application/json" }, body: "{" });
      expect(malformed.status).toBe(401);
    }
    const desk = await staffMember(t.handle.db, "front_desk");
    const crossSite = await call(add.POST, PATH.add, { headers: { ...desk.headers, origin: "https://elsewhere.example" }, json: { doctor: DOCTOR, fromDate: thursday, toDate: thursday } });
    expect([crossSite.status, crossSite.body.code]).toEqual([403, "cross_site"]);
    expect(await doctorsLeaveFrom(thursday)).toEqual([]);
  });

  it("lists the bookings the leave would touch before it is saved, for the front desk with their patients and for editors without, writing no leave", async () => {
    const confirmed = await booking(DOCTOR, slot(thursday, 0), "confirmed", "Arjun Rao");
    const waiting = await booking(DOCTOR, slot(thursday, 1), "requested", "Sunita Rao");
    await booking(DOCTOR, slot(thursday, 2), "cancelled", "Cancelled Patient");
    const paying = await booking(DOCTOR, slot(thursday, 3), "held", "Kiran Patil", new Date(Date.now() + 10 * 60_000));
    await booking(DOCTOR, slot(thursday, 4), "held", "Lapsed Hold", new Date(Date.now() - 60 * 60_000));
    const friday2 = await booking(DOCTOR, slot(friday, 0), "confirmed", "Friday Patient");
    // Outside the leave: the Saturday after, and another doctor's patient on the Thursday.
    await booking(DOCTOR, new Date(Date.parse(`${addDays(friday, 1)}T03:30:00Z`)), "confirmed", "Saturday Patient");
    await booking(OTHER, slot(thursday, 0), "confirmed", "Other Doctor's Patient");

    const expected = [confirmed, waiting, paying, friday2].map((b) => ({ reference: b.reference, status: b.status, patient: { name: b.name, phone: b.phone } }));
    for (const role of ["front_desk", "editor"] as const) {
      const staff = await staffMember(t.handle.db, role);
      const res = await call(check.POST, PATH.check, { headers: staff.headers, json: { doctor: DOCTOR, fromDate: thursday, toDate: friday } });
      expect(res.status).toBe(200);
      const data = res.body.data as { doctor: { username: string; fullName: string }; bookings: LeaveBooking[] };
      expect(data.doctor).toEqual({ username: DOCTOR, fullName: "Dr. Rajesh Iyer" });
      expect(data.bookings.map(({ reference, status, patient }) => ({ reference, status, patient }))).toEqual(role === "editor" ? expected.map((b) => ({ ...b, patient: null })) : expected);
      expect(data.bookings[0].start).toBe(slot(thursday, 0).toISOString());
    }
    expect(await doctorsLeaveFrom(thursday)).toEqual([]);
  });

  it("saves the leave as the doctor form does: no slot on its days, the bookings on them untouched and answered, audited without the reason, and an open doctor form warned", async () => {
    const desk = await staffMember(t.handle.db, "front_desk");
    const editor = await staffMember(t.handle.db, "editor");
    const [doctor] = await t.handle.db.select().from(doctors).where(eq(doctors.username, DOCTOR));
    // An editor has the doctor form open from before the leave.
    const opened = await call(contentGet.POST, "/api/admin/content/doctors/get", { headers: editor.headers, params: { collection: "doctors" }, json: { id: doctor.id } });
    expect(opened.status).toBe(200);
    const before = await t.handle.db.select({ reference: bookings.reference, status: bookings.status }).from(bookings).where(eq(bookings.doctorId, doctor.id));

    const saved = await call(add.POST, PATH.add, { headers: desk.headers, json: { doctor: DOCTOR, fromDate: thursday, toDate: friday, reason: "Surgery of his own" } });
    expect(saved.status).toBe(201);
    const data = saved.body.data as { id: string; bookings: LeaveBooking[]; fromDate: string; toDate: string };
    expect(data).toMatchObject({ fromDate: thursday, toDate: friday, doctor: { username: DOCTOR } });
    expect(data.bookings.map((b) => b.status)).toEqual(["confirmed", "requested", "held", "confirmed"]);
    expect(saved.body.message).toBe("Leave saved. 4 bookings are on these days: call the patients to move or cancel them.");

    const [row] = await t.handle.db.select().from(doctorLeaves).where(eq(doctorLeaves.id, data.id));
    expect(row).toMatchObject({ doctorId: doctor.id, fromDate: thursday, toDate: friday, reason: "Surgery of his own" });
    // No slot is offered on the leave's days; the bookings made on them are as they were.
    const slots = await getFreeSlots(t.handle.db, { doctor: DOCTOR, from: thursday, days: 2 }, () => new Date());
    expect(slots.slots).toEqual([]);
    expect(await t.handle.db.select({ reference: bookings.reference, status: bookings.status }).from(bookings).where(eq(bookings.doctorId, doctor.id))).toEqual(before);

    const [audit] = await t.handle.db.select().from(auditLog).where(and(eq(auditLog.action, "leave_added"), eq(auditLog.entityId, data.id)));
    expect(audit).toMatchObject({ actor: desk.account.email, entity: "doctor_leave" });
    expect(audit.after).toEqual({ doctor: DOCTOR, fromDate: thursday, toDate: friday, reason: "(not kept)", bookingsOnLeave: data.bookings.map((b) => b.reference) });

    // The doctor form opened before would save its own leave list over this one: refused, and it shows the new leave.
    const stale = await call(contentSave.POST, "/api/admin/content/doctors/save", {
      headers: editor.headers,
      params: { collection: "doctors" },
      json: { id: doctor.id, version: (opened.body.data as { version: string }).version, values: (opened.body.data as { values: unknown }).values },
    });
    expect([stale.status, stale.body.code]).toEqual([409, "version_conflict"]);
    const reopened = await call(contentGet.POST, "/api/admin/content/doctors/get", { headers: editor.headers, params: { collection: "doctors" }, json: { id: doctor.id } });
    expect((reopened.body.data as { values: { leave: unknown[] } }).values.leave).toEqual([{ fromDate: thursday, toDate: friday, reason: "Surgery of his own" }]);

    // The list shows it with the bookings on its days.
    const listed = await call(list.POST, PATH.list, { headers: editor.headers, json: {} });
    const mine = (listed.body.data as DoctorLeave[]).find((d) => d.doctor.username === DOCTOR)!;
    expect(mine.leave).toEqual([expect.objectContaining({ id: data.id, fromDate: thursday, toDate: friday, bookings: data.bookings.map((b) => ({ ...b, patient: null })) })]);
  });

  it("answers bad input with a 4xx envelope naming the field, in words the form shows next to it", async () => {
    const desk = await staffMember(t.handle.db, "front_desk");
    const leaveRows = (await t.handle.db.select().from(doctorLeaves)).length;
    const post = (json: unknown) => call(add.POST, PATH.add, { headers: desk.headers, json });
    const cases: [unknown, number, { path: string; message: string }][] = [
      [{ doctor: DOCTOR, fromDate: "", toDate: friday }, 400, { path: "fromDate", message: "Enter the first day of the leave." }],
      [{ doctor: DOCTOR, fromDate: "2027-02-31", toDate: "2027-03-01" }, 400, { path: "fromDate", message: "The first day must be a date, such as 2026-12-01." }],
      [{ doctor: DOCTOR, fromDate: friday, toDate: thursday }, 400, { path: "toDate", message: "The last day must be on or after the first day." }],
      [{ doctor: DOCTOR, fromDate: thursday, toDate: addDays(thursday, 366) }, 400, { path: "toDate", message: "Leave is at most 366 days at a time: enter a longer absence as two." }],
      [{ fromDate: thursday, toDate: friday }, 400, { path: "doctor", message: "Choose the doctor." }],
      [{ doctor: "dr-nobody-here", fromDate: thursday, toDate: friday }, 404, { path: "doctor", message: "There is no such doctor: choose one from the list." }],
      [{ doctor: DOCTOR, fromDate: addDays(today, -3), toDate: addDays(today, -1) }, 400, { path: "toDate", message: "This leave is already over: its last day is before today." }],
      [{ doctor: DOCTOR, fromDate: thursday, toDate: friday, reason: "x".repeat(201) }, 400, { path: "reason", message: "The reason must be at most 200 characters." }],
    ];
    for (const [json, status, error] of cases) {
      const res = await post(json);
      expect([JSON.stringify(json), res.status, res.body.success, res.body.errors]).toEqual([JSON.stringify(json), status, 0, [error]]);
      expect(res.body.message).toBe(error.message);
    }
    const nul = await post({ doctor: DOCTOR, fromDate: thursday, toDate: friday, reason: "ill\u0000" });
    expect(nul.status).toBe(400);
    const malformed = await call(add.POST, PATH.add, { headers: { ...desk.headers, "content-type": "application/json" }, body: '{"doctor":' });
    expect([malformed.status, malformed.body.success]).toEqual([400, 0]);
    const noId = await call(remove.POST, PATH.remove, { headers: desk.headers, json: { id: "not-an-id" } });
    expect([noId.status, noId.body.errors]).toEqual([400, [{ path: "id", message: "Choose a leave entry from the list." }]]);
    // Nothing was saved by any of them.
    expect(await t.handle.db.select().from(doctorLeaves)).toHaveLength(leaveRows);
  });

  it("removes leave (an editor too): its slots are free again and the waitlist's next round offers one; removing it twice is a 404, a holiday is not removed here", async () => {
    const editor = await staffMember(t.handle.db, "editor");
    const [leave] = await doctorsLeaveFrom(thursday);
    // A patient waits for the Thursday; while the doctor is away there is nothing to offer.
    const clock = testClock(`${today}T04:30:00Z`); // 10:00 in Kolkata: offers go out
    const phone = mobile(7390);
    await joinWaitlist(t.handle.db, { phone, doctor: DOCTOR, from: thursday, to: thursday, patient: { name: "Meera Joshi", phone, gender: "female", age: 42, reason: "", relation: "self", remember: false, reminders: false, consent: true } }, clock);
    expect((await runOfferRound(t.handle.db, clock)).offered).toBe(0);

    const removed = await call(remove.POST, PATH.remove, { headers: editor.headers, json: { id: leave.id } });
    expect([removed.status, removed.body.data]).toEqual([200, { id: leave.id }]);
    expect(await t.handle.db.select().from(doctorLeaves).where(eq(doctorLeaves.id, leave.id))).toEqual([]);
    const [audit] = await t.handle.db.select().from(auditLog).where(and(eq(auditLog.action, "leave_removed"), eq(auditLog.entityId, leave.id)));
    expect(audit).toMatchObject({ actor: editor.account.email, before: { doctor: DOCTOR, fromDate: thursday, toDate: friday, reason: "(not kept)" } });
    // The cancelled booking's slot is free again, and the waitlist is offered it on its next round.
    const slots = await getFreeSlots(t.handle.db, { doctor: DOCTOR, from: thursday, days: 1 }, () => new Date());
    expect(slots.slots.map((s) => s.start)).toContain(slot(thursday, 2).toISOString());
    expect((await runOfferRound(t.handle.db, clock)).offered).toBe(1);

    const again = await call(remove.POST, PATH.remove, { headers: editor.headers, json: { id: leave.id } });
    expect(again.status).toBe(404);
    const [holiday] = await t.handle.db.insert(doctorLeaves).values({ doctorId: null, fromDate: addDays(today, 40), toDate: addDays(today, 40), reason: "A holiday" }).returning();
    expect((await call(remove.POST, PATH.remove, { headers: editor.headers, json: { id: holiday.id } })).status).toBe(404);
    // Leave that is over stays a record.
    const [over] = await t.handle.db.insert(doctorLeaves).values({ doctorId: leave.doctorId, fromDate: addDays(today, -5), toDate: addDays(today, -2), reason: "" }).returning();
    const refused = await call(remove.POST, PATH.remove, { headers: editor.headers, json: { id: over.id } });
    expect([refused.status, refused.body.code]).toEqual([409, "leave_over"]);
  });
});

describe("patients' details in the console", () => {
  const auditOf = async (actorId: string) =>
    t.handle.db.select({ action: auditLog.action, entity: auditLog.entity, after: auditLog.after }).from(auditLog).where(and(eq(auditLog.actorId, actorId), eq(auditLog.action, "patient_details_read")));

  it("gives an editor no patient's name or number from any leave call (check, add, list) nor the bookings desk, and audits none of their reads", async () => {
    let day = addDays(thursday, 7);
    while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 4) day = addDays(day, 1);
    const patient = await booking(DOCTOR, slot(day, 5), "confirmed", "Meenal Deshpande");
    const editor = await staffMember(t.handle.db, "editor");
    const answers = [
      await call(check.POST, PATH.check, { headers: editor.headers, json: { doctor: DOCTOR, fromDate: day, toDate: day } }),
      await call(add.POST, PATH.add, { headers: editor.headers, json: { doctor: DOCTOR, fromDate: day, toDate: day } }),
      await call(list.POST, PATH.list, { headers: editor.headers }),
    ];
    for (const res of answers) {
      expect(res.status).toBeLessThan(300);
      const text = JSON.stringify(res.body);
      expect(text).toContain(patient.reference);
      expect(text).not.toContain(patient.name);
      expect(text).not.toContain(patient.phone.slice(-6));
    }
    expect((await call(deskList.POST, "/api/admin/bookings/list", { headers: editor.headers, json: {} })).status).toBe(403);
    expect((await call(outboxList.POST, "/api/admin/outbox/list", { headers: editor.headers, json: {} })).status).toBe(403);
    expect((await deskExport.GET(new Request("http://localhost/api/admin/bookings/export", { headers: editor.headers }), { params: Promise.resolve({}) })).status).toBe(403);
    expect(await auditOf(editor.account.id)).toEqual([]);
  });

  it("audits each read of patients' details by the front desk or an administrator, one entry per read, naming what was read and never the patient", async () => {
    let day = addDays(thursday, 14);
    while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 4) day = addDays(day, 1);
    const patient = await booking(DOCTOR, slot(day, 6), "confirmed", "Rohini Kulkarni");
    for (const role of ["front_desk", "admin"] as const) {
      const reader = await staffMember(t.handle.db, role);
      const checked = await call(check.POST, PATH.check, { headers: reader.headers, json: { doctor: DOCTOR, fromDate: day, toDate: day } });
      expect(JSON.stringify(checked.body)).toContain(patient.name);
      await call(list.POST, PATH.list, { headers: reader.headers });
      const listed = await call(deskList.POST, "/api/admin/bookings/list", { headers: reader.headers, json: { from: day, to: day } });
      expect(JSON.stringify(listed.body)).toContain(patient.name);
      const exported = await deskExport.GET(new Request(`http://localhost/api/admin/bookings/export?from=${day}&to=${day}`, { headers: reader.headers }), { params: Promise.resolve({}) });
      expect(exported.status).toBe(200);
      expect(await exported.text()).toContain(patient.name);
      expect((await call(outboxList.POST, "/api/admin/outbox/list", { headers: reader.headers, json: {} })).status).toBe(200);
      expect((await call(inboxMessages.POST, "/api/admin/inbox/messages", { headers: reader.headers, json: {} })).status).toBe(200);
      expect((await call(inboxApplications.POST, "/api/admin/inbox/applications", { headers: reader.headers, json: {} })).status).toBe(200);
      const entries = await auditOf(reader.account.id);
      expect(entries.map((e) => e.entity).sort()).toEqual(["bookings_export", "bookings_list", "contact_messages", "job_applications", "leave_check", "leave_list", "messages_sent"]);
      expect(entries.find((e) => e.entity === "leave_check")?.after).toMatchObject({ records: 1, filters: { doctor: DOCTOR, fromDate: day, toDate: day } });
      for (const e of entries) {
        const text = JSON.stringify(e);
        expect(text).not.toContain(patient.name);
        expect(text).not.toContain(patient.phone.slice(-6));
      }
    }
  });
});

describe("dates in the console's lists", () => {
  it("shows a list's days as the date field does, 26 Jan 2027, never as a number-only date", async () => {
    const editor = await staffMember(t.handle.db, "editor");
    const res = await call(contentList.POST, "/api/admin/content/holidays/list", { headers: editor.headers, params: { collection: "holidays" }, json: { search: "Republic" } });
    const cells = (res.body.data as { cells: Record<string, string> }[]).map((r) => r.cells);
    expect(cells).toContainEqual(expect.objectContaining({ fromDate: expect.stringMatching(/^26 Jan \d{4}$/), toDate: expect.stringMatching(/^26 Jan \d{4}$/) }));
  });
});
