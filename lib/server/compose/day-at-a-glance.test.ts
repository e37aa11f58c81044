import { eq } from "drizzle-orm";
import { createTestDatabase, testEngine, type TestDatabase } from "@/test/db";
import { holdFor, mobile, testClock, verifiedVisitor } from "@/test/booking-fixtures";
import { bookings, contactMessages, outboxMessages } from "@/lib/server/db/schema";
import { forgetAuthSecret } from "@/lib/server/auth/keys";
import { dayAtAGlance, GLANCE_NEXT_DAYS, GLANCE_PAST_DAYS } from "./day-at-a-glance";
import { consoleWaiting } from "./console-waiting";
import { CONSOLE_ROUTES } from "@/lib/routes";

jest.mock("next/cache", () => ({ ...jest.requireActual("next/cache"), revalidateTag: jest.fn() }));

// The console's overview counts what the desk must see, each figure from the database: bookings
// waiting (and the oldest's wait), today's and tomorrow's appointments by doctor, new messages,
// failed messages, and appointments per local day over 30 days back and 14 ahead.
let t: TestDatabase;
const clock = testClock("2026-11-30T04:30:00Z"); // Monday 30 November, 10:00 IST
const ZONE = "Asia/Kolkata";
const DOCTOR = "dr-pallavi-shinde"; // every day 08:00–20:00 IST, 10-minute slots

beforeAll(async () => {
  t = await createTestDatabase();
  forgetAuthSecret();
});
afterAll(async () => t.cleanup());

async function booking(n: number, slotStart: string, status: "requested" | "confirmed" | "cancelled" | "held") {
  const v = await verifiedVisitor(t.handle.db, mobile(600 + n), clock());
  const held = await holdFor(t.handle.db, { ...v, doctor: DOCTOR, slotStart, patient: { name: `Patient ${"abcdefgh"[n]}`, phone: v.phone, gender: "female", age: 30, reason: "", consent: true } }, clock);
  if (status !== "held") await t.handle.db.update(bookings).set({ status, holdExpiresAt: null, updatedAt: clock() }).where(eq(bookings.id, held._id));
  return held._id;
}

describe(`the day at a glance on ${testEngine()}`, () => {
  it("counts waiting bookings with the oldest's wait, today's and tomorrow's by doctor, new and failed messages, and appointments per local day", async () => {
    await booking(0, "2026-11-30T08:30:00Z", "requested"); // today 14:00 IST, waiting since 10:00
    clock.advance(25 * 60_000);
    await booking(1, "2026-11-30T09:30:00Z", "confirmed"); // today
    await booking(2, "2026-12-01T03:30:00Z", "requested"); // tomorrow 09:00 IST, waiting 0 min
    await booking(3, "2026-12-01T05:30:00Z", "cancelled"); // not counted
    await booking(4, "2026-12-02T05:30:00Z", "held"); // a hold is no appointment yet
    await t.handle.db.insert(contactMessages).values({ name: "A visitor", email: "a@example.in", phone: "", subject: "General enquiry", message: "When is the OPD open?", createdAt: clock() });
    await t.handle.db.insert(outboxMessages).values({ channel: "sms", kind: "booking_paid", recipient: mobile(700), body: "x", status: "failed", sendAfter: clock(), createdAt: clock() });

    const glance = await dayAtAGlance(t.handle.db, clock(), ZONE);
    expect(glance.today).toBe("2026-11-30");
    expect(glance.waiting).toEqual({ count: 2, oldestMinutes: 25 });
    expect(glance.appointments).toEqual([
      { day: "2026-11-30", doctors: [{ username: DOCTOR, fullName: "Dr. Pallavi Shinde", count: 2 }] },
      { day: "2026-12-01", doctors: [{ username: DOCTOR, fullName: "Dr. Pallavi Shinde", count: 1 }] },
    ]);
    expect([glance.newMessages, glance.failedMessages]).toEqual([1, 1]);
    expect(glance.perDay).toHaveLength(GLANCE_PAST_DAYS + 1 + GLANCE_NEXT_DAYS);
    expect(glance.perDay[0].day).toBe("2026-10-31");
    expect(glance.perDay.at(-1)!.day).toBe("2026-12-14");
    expect(glance.perDay.filter((d) => d.count > 0)).toEqual([
      { day: "2026-11-30", count: 2 },
      { day: "2026-12-01", count: 1 },
    ]);
  });
});

describe(`the console menu's counts on ${testEngine()}`, () => {
  it("counts the work behind each section a role opens, and nothing for a role that does not open it", async () => {
    // The database as the day-at-a-glance test left it: 2 bookings waiting, 1 new message, 1 failed message.
    expect(await consoleWaiting(t.handle.db, "front_desk")).toEqual({
      [CONSOLE_ROUTES.bookings]: 2,
      [CONSOLE_ROUTES.messages]: 1,
      [CONSOLE_ROUTES.applications]: 0,
      [CONSOLE_ROUTES.outbox]: 1,
    });
    expect(await consoleWaiting(t.handle.db, "editor")).toEqual({});
    expect(await consoleWaiting(t.handle.db, "admin")).toEqual({
      [CONSOLE_ROUTES.bookings]: 2,
      [CONSOLE_ROUTES.messages]: 1,
      [CONSOLE_ROUTES.applications]: 0,
      [CONSOLE_ROUTES.outbox]: 1,
      [CONSOLE_ROUTES.privacy]: 0,
    });
  });
});
