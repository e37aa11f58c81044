import { eq, inArray } from "drizzle-orm";
import { createTestDatabase, type TestDatabase } from "@/test/db";
import { holdFor, mobile, testClock, verifiedVisitor } from "@/test/booking-fixtures";
import { bookings, outboxMessages } from "@/lib/server/db/schema";
import { forgetAuthSecret } from "@/lib/server/auth/keys";
import { MAX_ATTEMPTS, backoffSeconds, cancelPending, dispatchDue, enqueueMessage, pruneOutbox, type NewMessage } from "@/lib/server/outbox";
import { SendError } from "@/lib/server/outbox/senders";
import { LINK_WITHHELD } from "@/lib/server/outbox/link-secrets";
import { readBookingLink } from "@/lib/server/auth/tokens";
import type { Senders } from "@/lib/server/outbox/configured";

// The outbox dispatcher on a real database (PGlite, and PostgreSQL under test:pg, where the two
// dispatchers below really run at once on separate connections).
let t: TestDatabase;
const clock = testClock();

beforeAll(async () => {
  t = await createTestDatabase();
  forgetAuthSecret();
});
afterAll(async () => t.cleanup());
beforeEach(async () => {
  clock.set("2026-11-30T00:30:00Z");
  // Each test starts with an empty outbox, so "what was sent" is only its own messages.
  await t.handle.db.delete(outboxMessages);
});

/** Senders that record what they were given, failing as told. */
function recordingSenders(fail?: (text: string) => Error | null, delayMs = 0) {
  const sent: { channel: string; to: string; text: string; key: string }[] = [];
  const take = async (channel: string, to: string, text: string, key: string) => {
    if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    const error = fail?.(text);
    if (error) throw error;
    sent.push({ channel, to, text, key });
    return { providerId: `p-${sent.length}` };
  };
  const senders: Senders = {
    sms: { name: "test", send: (m) => take("sms", m.to, m.text, m.idempotencyKey) },
    email: { name: "test", send: (m) => take("email", m.to, m.text, m.idempotencyKey) },
    webhook: async (url, body) => void (await take("webhook", url, body, "")),
  };
  return { senders, sent };
}

const queue = (body: string, extra: Partial<NewMessage> = {}) =>
  enqueueMessage(t.handle.db, { channel: "sms", kind: "notice", recipient: mobile(1), ownerPhone: mobile(1), body, now: clock(), ...extra } as NewMessage);

const rowOf = async (body: string) => (await t.handle.db.select().from(outboxMessages).where(eq(outboxMessages.body, body)))[0];

describe("outbox dispatcher", () => {
  it("sends a due message once, marks it sent, and blanks a code's text after sending", async () => {
    const { senders, sent } = recordingSenders();
    await queue("Your code is 123456", { kind: "otp" });
    await queue("Appointment requested");
    expect(await dispatchDue(t.handle.db, { clock, senders })).toBe(2);
    expect(await dispatchDue(t.handle.db, { clock, senders })).toBe(0);
    expect(sent.map((s) => s.text).sort()).toEqual(["Appointment requested", "Your code is 123456"]);
    const rows = await t.handle.db.select().from(outboxMessages);
    expect(rows.every((r) => r.status === "sent" && r.sentAt && r.lockedUntil === null)).toBe(true);
    expect(rows.find((r) => r.kind === "otp")!.body).not.toContain("123456");
  });

  it("keeps a link's token only while the message may still be sent: withheld once sent, expired or cancelled, kept when it failed (for the retry)", async () => {
    const link = (n: number) => `Your booking: https://hospital.example/my-booking#eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ${n}In0.c2lnbmF0dXJl`;
    const { senders, sent } = recordingSenders((text) => (text.includes("iOiJ2") ? new SendError("refused", false) : null));
    await queue(link(1));
    await queue(link(2));
    await queue(link(3), { expiresAt: new Date(clock().getTime() - 1) });
    const v = await verifiedVisitor(t.handle.db, mobile(902), clock());
    const booking = await holdFor(t.handle.db, { ...v, doctor: "dr-rajesh-iyer", slotStart: "2026-12-03T06:15:00Z", patient: { name: "Farhan Qureshi", phone: v.phone, gender: "male", age: 45, reason: "", consent: true } }, clock);
    await queue(link(4), { bookingId: booking._id, kind: "reminder", sendAfter: new Date(clock().getTime() + 3600_000) });
    await cancelPending(t.handle.db, booking._id, ["reminder"]);
    await dispatchDue(t.handle.db, { clock, senders });
    expect(sent.map((m) => m.text)).toEqual([link(1)]);
    const rows = await t.handle.db.select().from(outboxMessages);
    const stored = Object.fromEntries(rows.map((r) => [r.status, r.body]));
    expect(stored.failed).toBe(link(2));
    for (const status of ["sent", "expired", "cancelled"]) expect(stored[status]).toBe("Your booking: https://hospital.example/my-booking#(link withheld)");
  });

  it("stores a booking message without its link's token and signs the link when it sends it: a working link goes out, the row never holds one, and a message whose link cannot be made is not sent", async () => {
    const v = await verifiedVisitor(t.handle.db, mobile(903), clock());
    const booking = await holdFor(t.handle.db, { ...v, doctor: "dr-rajesh-iyer", slotStart: "2026-12-03T06:30:00Z", patient: { name: "Farhan Qureshi", phone: v.phone, gender: "male", age: 45, reason: "", consent: true } }, clock);
    await queue(`Your booking: https://hospital.example/my-booking${LINK_WITHHELD}`, { bookingId: booking._id, kind: "booking_links" });
    const { senders, sent } = recordingSenders();
    await dispatchDue(t.handle.db, { clock, senders });
    const token = /my-booking#([A-Za-z0-9_.~-]{16,})$/.exec(sent[0].text)![1];
    expect(await readBookingLink(t.handle.db, token, clock)).toMatchObject({ bookingId: booking._id });
    const rows = await t.handle.db.select().from(outboxMessages);
    expect(rows.map((r) => r.body)).toEqual([`Your booking: https://hospital.example/my-booking${LINK_WITHHELD}`]);
    expect(rows[0].status).toBe("sent");

    await t.handle.db.delete(outboxMessages);
    // Neither a booking nor a waitlist link to make it from.
    await queue(`Your booking: https://hospital.example/my-booking${LINK_WITHHELD}`, { kind: "booking_links" });
    await dispatchDue(t.handle.db, { clock, senders });
    expect(sent).toHaveLength(1);
    expect((await t.handle.db.select().from(outboxMessages)).map((r) => r.status)).toEqual(["failed"]);
  });

  it("queues one message per dedupe key, however often the event is recorded", async () => {
    for (let i = 0; i < 3; i += 1) await queue("Reminder: tomorrow 11:00", { dedupeKey: "reminder:booking-1" });
    expect(await t.handle.db.select().from(outboxMessages)).toHaveLength(1);
  });

  it("does not send before sendAfter", async () => {
    const { senders, sent } = recordingSenders();
    await queue("Reminder for tomorrow", { sendAfter: new Date(clock().getTime() + 3600_000) });
    expect(await dispatchDue(t.handle.db, { clock, senders })).toBe(0);
    clock.advance(3600_000);
    expect(await dispatchDue(t.handle.db, { clock, senders })).toBe(1);
    expect(sent).toHaveLength(1);
  });

  it("retries a retryable failure with doubling back-off, then gives up after the last attempt", async () => {
    const { senders, sent } = recordingSenders(() => new SendError("gateway 503", true));
    await queue("Will keep failing");
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      expect(await dispatchDue(t.handle.db, { clock, senders })).toBe(0);
      const row = await rowOf("Will keep failing");
      expect(row.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) {
        expect(row.status).toBe("pending");
        expect(row.lastError).toContain("gateway 503");
        expect(row.sendAfter.getTime() - clock().getTime()).toBe(backoffSeconds(attempt) * 1000);
        // Not again before the back-off has passed.
        clock.advance(backoffSeconds(attempt) * 1000 - 1000);
        await dispatchDue(t.handle.db, { clock, senders });
        expect((await rowOf("Will keep failing")).attempts).toBe(attempt);
        clock.advance(1000);
      }
    }
    expect((await rowOf("Will keep failing")).status).toBe("failed");
    expect(sent).toHaveLength(0);
    expect(backoffSeconds(1)).toBe(30);
    expect(backoffSeconds(2)).toBe(60);
    expect(backoffSeconds(20)).toBe(3600);
  });

  it("sends a message on the retry after a passing failure", async () => {
    let failures = 1;
    const { senders, sent } = recordingSenders(() => (failures-- > 0 ? new Error("socket hang up") : null));
    await queue("Second time lucky");
    expect(await dispatchDue(t.handle.db, { clock, senders })).toBe(0);
    clock.advance(30_000);
    expect(await dispatchDue(t.handle.db, { clock, senders })).toBe(1);
    expect(sent.map((s) => s.text)).toEqual(["Second time lucky"]);
    expect((await rowOf("Second time lucky")).status).toBe("sent");
  });

  it("fails a permanent refusal at once, without retrying", async () => {
    const { senders } = recordingSenders(() => new SendError("invalid number", false));
    await queue("Refused for good");
    await dispatchDue(t.handle.db, { clock, senders });
    const row = await rowOf("Refused for good");
    expect(row).toMatchObject({ status: "failed", attempts: 1, lastError: "invalid number" });
  });

  it("drops a message past its expiry (a code that has expired) without sending it", async () => {
    const { senders, sent } = recordingSenders(() => new SendError("down", true));
    await queue("Your code is 654321", { kind: "otp", expiresAt: new Date(clock().getTime() + 60_000) });
    await dispatchDue(t.handle.db, { clock, senders });
    clock.advance(5 * 60_000);
    const working = recordingSenders();
    await dispatchDue(t.handle.db, { clock, senders: working.senders });
    expect(sent).toHaveLength(0);
    expect(working.sent).toHaveLength(0);
    const [row] = await t.handle.db.select().from(outboxMessages).where(eq(outboxMessages.kind, "otp"));
    expect(row.status).toBe("expired");
    expect(row.body).not.toContain("654321");
  });

  it("cancels the reminder of a booking that is no longer active", async () => {
    const v = await verifiedVisitor(t.handle.db, mobile(901), clock());
    const booking = await holdFor(t.handle.db, { ...v, doctor: "dr-rajesh-iyer", slotStart: "2026-12-03T06:00:00Z", patient: { name: "Farhan Qureshi", phone: v.phone, gender: "male", age: 45, reason: "", consent: true } }, clock);
    await queue("Reminder: tomorrow", { kind: "reminder", bookingId: booking._id });
    await t.handle.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, booking._id));
    const { senders, sent } = recordingSenders();
    await dispatchDue(t.handle.db, { clock, senders });
    expect(sent).toHaveLength(0);
    expect((await rowOf("Reminder: tomorrow")).status).toBe("cancelled");
  });

  it("never sends a message twice when two dispatchers run at once", async () => {
    const bodies = Array.from({ length: 30 }, (_, i) => `Concurrent message ${i}`);
    for (const body of bodies) await queue(body);
    const a = recordingSenders(undefined, 5);
    const b = recordingSenders(undefined, 5);
    const drain = async (senders: Senders) => {
      while ((await dispatchDue(t.handle.db, { clock, senders, limit: 4 })) > 0) {
        // keep going
      }
    };
    await Promise.all([drain(a.senders), drain(b.senders)]);
    const all = [...a.sent, ...b.sent].map((s) => s.text);
    expect(all.sort()).toEqual([...bodies].sort());
    expect(new Set(all).size).toBe(30);
    const rows = await t.handle.db.select().from(outboxMessages).where(inArray(outboxMessages.body, bodies));
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });

  it("leaves a row whose lease another dispatcher holds, and takes it over once the lease has lapsed", async () => {
    await queue("Leased elsewhere");
    await t.handle.db.update(outboxMessages).set({ lockedUntil: new Date(clock().getTime() + 60_000), attempts: 1 }).where(eq(outboxMessages.body, "Leased elsewhere"));
    const { senders, sent } = recordingSenders();
    expect(await dispatchDue(t.handle.db, { clock, senders })).toBe(0);
    clock.advance(61_000);
    expect(await dispatchDue(t.handle.db, { clock, senders })).toBe(1);
    expect(sent).toHaveLength(1);
  });

  it("prunes finished messages after 90 days and keeps pending ones", async () => {
    await queue("Old and sent");
    await queue("Old but pending", { sendAfter: new Date(clock().getTime() + 200 * 86_400_000) });
    await dispatchDue(t.handle.db, { clock, senders: recordingSenders().senders });
    expect(await pruneOutbox(t.handle.db, new Date(clock().getTime() + 89 * 86_400_000))).toBe(0);
    expect(await pruneOutbox(t.handle.db, new Date(clock().getTime() + 91 * 86_400_000))).toBe(1);
    expect((await t.handle.db.select().from(outboxMessages)).map((r) => r.body)).toEqual(["Old but pending"]);
  });
});
