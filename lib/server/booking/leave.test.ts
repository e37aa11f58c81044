import { and, eq } from "drizzle-orm";
import { createTestDatabase, type TestDatabase } from "@/test/db";
import { holdFor, mobile, testClock, verifiedVisitor } from "@/test/booking-fixtures";
import { staffMember } from "@/test/staff";
import { auditLog, bookings } from "@/lib/server/db/schema";
import { forgetAuthSecret } from "@/lib/server/auth/keys";
import { addLeave } from "@/lib/server/booking/leave";
import { DomainError } from "@/lib/errors";
import type { StaffMe } from "@/lib/contracts/staff";

// Leave added while holds are being made on its day: one lock (the doctor's time lock) decides
// between them, so each hold is either refused for the leave or on the leave's answer and its
// audit entry. On PostgreSQL the holds and the leave truly run at once (a pool of connections);
// PGlite runs them one after another, and the rule holds there too.

jest.mock("next/cache", () => ({ ...jest.requireActual("next/cache"), revalidateTag: jest.fn() }));

let t: TestDatabase;
let me: StaffMe;
const clock = testClock();
beforeAll(async () => {
  t = await createTestDatabase();
  forgetAuthSecret();
  const { account } = await staffMember(t.handle.db, "front_desk");
  me = { id: account.id, email: account.email, name: account.name, role: account.role };
});
afterAll(async () => t.cleanup());

const DOCTOR = "dr-rajesh-iyer"; // Thursdays 11:00–14:00 IST: twelve 15-minute slots
const slotOf = (day: string, n: number) => new Date(Date.parse(`${day}T05:30:00Z`) + n * 15 * 60_000).toISOString();

describe("leave added while holds are made on its day", () => {
  it.each([
    [1, "2026-12-03"],
    [2, "2026-12-10"],
    [3, "2026-12-17"],
  ])("every hold is refused for the leave or listed in its answer and audit entry (round %i, %s)", async (round, day) => {
    const visitors = await Promise.all(Array.from({ length: 12 }, (_, i) => verifiedVisitor(t.handle.db, mobile(round * 100 + i), clock())));
    const hold = (i: number) =>
      holdFor(
        t.handle.db,
        { ...visitors[i], doctor: DOCTOR, slotStart: slotOf(day, i), patient: { name: `Patient ${round}-${i}`, phone: visitors[i].phone, gender: "female", age: 30, reason: "", consent: true } },
        clock,
      ).then(
        (view) => ({ held: view.reference }),
        (error: unknown) => ({ refused: error instanceof DomainError ? `${error.status} ${error.reason}` : `unexpected ${String(error)}` }),
      );
    // Two holds made before; ten more sent at the same moment as the leave.
    const before = [await hold(0), await hold(1)];
    expect(before.every((o) => "held" in o)).toBe(true);
    const [added, ...during] = await Promise.all([addLeave(t.handle.db, { doctor: DOCTOR, fromDate: day, toDate: day }, me, clock()), ...Array.from({ length: 10 }, (_, i) => hold(i + 2))]);

    const listed = added.bookings.map((b) => b.reference).sort();
    const [entry] = await t.handle.db.select({ after: auditLog.after }).from(auditLog).where(and(eq(auditLog.action, "leave_added"), eq(auditLog.entityId, added.id)));
    const audited = [...((entry.after as { bookingsOnLeave: string[] }).bookingsOnLeave ?? [])].sort();
    const held = [...before, ...during].flatMap((o) => ("held" in o ? [o.held] : []));
    const refused = during.flatMap((o) => ("refused" in o ? [o.refused] : []));

    // Every hold made is on the leave's list and in its audit entry; every other was refused for the leave.
    expect(listed).toEqual([...held].sort());
    expect(audited).toEqual(listed);
    for (const reason of refused) expect(["409 day_off", "400 not_a_slot"]).toContain(reason);
    expect(held.length + refused.length).toBe(12);
    // And the database agrees: no live hold on the day that the leave does not list.
    const live = await t.handle.db.select({ reference: bookings.reference }).from(bookings).where(and(eq(bookings.status, "held"), eq(bookings.startsAt, new Date(slotOf(day, 0)))));
    expect(live.every((b) => listed.includes(b.reference))).toBe(true);
  });
});
