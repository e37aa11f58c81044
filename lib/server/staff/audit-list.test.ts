import { createTestDatabase, testEngine, type TestDatabase } from "@/test/db";
import { heldBookingWithOrder, testClock } from "@/test/booking-fixtures";
import { staffMember } from "@/test/staff";
import { forgetAuthSecret } from "@/lib/server/auth/keys";
import { auditQuerySchema, type AuditQuery } from "@/lib/contracts/audit";
import { recordAudit } from "./audit";
import { listAudit } from "./audit-list";

jest.mock("next/cache", () => ({ ...jest.requireActual("next/cache"), revalidateTag: jest.fn() }));

// The audit log's list in staff's words: filtered by a described action, a staff member, the
// hospital's days and a record's reference; each entry names its person and its record (SH-…,
// CM-…, a staff member's name), never an id.
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  forgetAuthSecret();
});
afterAll(async () => t.cleanup());

const ZONE = "Asia/Kolkata";
const clock = testClock("2026-11-30T00:30:00Z");
const query = (q: Record<string, unknown>): AuditQuery => auditQuerySchema.parse(q);

describe(`the audit log's list on ${testEngine()}`, () => {
  it("filters by action, person, the hospital's days and a booking's reference, and names each record as staff know it", async () => {
    const db = t.handle.db;
    const desk = await staffMember(db, "front_desk");
    const admin = await staffMember(db, "admin");
    const { booking } = await heldBookingWithOrder(db, clock, 1, 7300);
    const { booking: other } = await heldBookingWithOrder(db, clock, 2, 7300);
    const deskActor = { id: desk.account.id, email: desk.account.email };
    const messageId = "3f2a9c1e-0000-4000-8000-000000000001";
    // 1 Dec 00:10 IST is still 30 Nov in UTC: the day filter reads the hospital's days.
    await recordAudit(db, { actor: deskActor, action: "booking_confirmed", entity: "booking", entityId: booking._id, before: { status: "requested" }, after: { status: "confirmed" } }, new Date("2026-11-30T18:40:00Z"));
    await recordAudit(db, { actor: deskActor, action: "booking_confirmed", entity: "booking", entityId: other._id, before: { status: "requested" }, after: { status: "confirmed" } }, new Date("2026-11-30T10:00:00Z"));
    await recordAudit(db, { actor: { id: admin.account.id, email: admin.account.email }, action: "booking_cancelled", entity: "booking", entityId: booking._id, after: { status: "cancelled" } }, new Date("2026-12-02T05:00:00Z"));
    await recordAudit(db, { actor: deskActor, action: "message_status", entity: "contact_message", entityId: messageId, after: { status: "handled" } }, new Date("2026-12-01T06:00:00Z"));
    await recordAudit(db, { actor: "staff token", action: "setting_replaced", entity: "setting", entityId: "footer", after: { phone: "+919876500001" } }, new Date("2026-12-01T07:00:00Z"));

    const confirmed = await listAudit(db, query({ action: "booking_confirmed" }), ZONE);
    expect(confirmed.entries.map((e) => e.record).sort()).toEqual([booking.reference, other.reference].sort());
    expect(confirmed.entries[0]).toMatchObject({ actor: "Test front_desk", description: "Confirmed a booking", entity: "Booking" });

    const byReference = await listAudit(db, query({ reference: booking.reference.toLowerCase() }), ZONE);
    expect(byReference.entries.map((e) => e.action)).toEqual(["booking_cancelled", "booking_confirmed"]);
    expect(byReference.pagination.total).toBe(2);

    const byPerson = await listAudit(db, query({ actor: admin.account.id }), ZONE);
    expect(byPerson.entries.map((e) => [e.action, e.actor])).toContainEqual(["booking_cancelled", "Test admin"]);
    expect(byPerson.entries.every((e) => e.actor === "Test admin")).toBe(true);

    const onFirstDecember = await listAudit(db, query({ from: "2026-12-01", to: "2026-12-01" }), ZONE);
    expect(onFirstDecember.entries.map((e) => e.action)).toEqual(["setting_replaced", "message_status", "booking_confirmed"]);
    expect(onFirstDecember.entries.map((e) => e.record)).toEqual(["footer", "CM-3F2A9C1E", booking.reference]);
    // The console's date field types days as "1 Dec 2026": the page reads them alike.
    expect((await listAudit(db, query({ from: "1 Dec 2026", to: "1 Dec 2026" }), ZONE)).pagination.total).toBe(3);

    const byMessage = await listAudit(db, query({ reference: "CM-3F2A9C1E" }), ZONE);
    expect(byMessage.entries.map((e) => e.action)).toEqual(["message_status"]);

    const token = await listAudit(db, query({ actor: "staff_token", action: "setting_replaced" }), ZONE);
    expect(token.entries.map((e) => e.actor)).toEqual(["The settings door (staff token)"]);
  });

  it("refuses an action code that is not declared, a person that is no account, and an impossible day, naming the field", () => {
    for (const [field, value] of [
      ["action", "drop_table"],
      ["actor", "someone@hospital.example"],
      ["from", "31 Feb 2026"],
    ] as const) {
      const parsed = auditQuerySchema.safeParse({ [field]: value });
      expect(parsed.success).toBe(false);
      expect(parsed.error!.issues[0].path).toEqual([field]);
    }
  });
});
