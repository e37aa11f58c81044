import { and, eq } from "drizzle-orm";
import { createTestDatabase, testEngine, type TestDatabase } from "@/test/db";
import { call } from "@/test/http";
import { heldBookingWithOrder, testClock } from "@/test/booking-fixtures";
import { staffMember } from "@/test/staff";
import { auditLog, bookings, outboxMessages, paymentOrders } from "@/lib/server/db/schema";
import { forgetAuthSecret } from "@/lib/server/auth/keys";
import { neutraliseCell } from "@/lib/server/compose/bookings-desk";
import type { DeskBooking } from "@/lib/contracts/staff";
import * as sandboxPay from "./web/payment/sandbox-pay/route";
import * as paymentSuccess from "./web/payment/success/route";
import * as list from "./admin/bookings/list/route";
import * as confirm from "./admin/bookings/confirm/route";
import * as attendance from "./admin/bookings/attendance/route";
import * as cancel from "./admin/bookings/cancel/route";
import * as exportCsv from "./admin/bookings/export/route";
import * as outboxList from "./admin/outbox/list/route";
import * as outboxRetry from "./admin/outbox/retry/route";
import type { OutboxEntry } from "@/lib/contracts/staff";
import { enqueueMessage } from "@/lib/server/outbox";

jest.mock("next/cache", () => ({ ...jest.requireActual("next/cache"), revalidateTag: jest.fn() }));

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  forgetAuthSecret();
});
afterAll(async () => t.cleanup());

const clock = testClock("2026-11-30T00:30:00Z");

/** A booking paid through the sandbox checkout, as a patient would: it waits for confirmation. */
async function paidBooking(n: number) {
  const { v, booking, orderId } = await heldBookingWithOrder(t.handle.db, clock, n, 7100);
  const auth = { authorization: `Bearer ${v.token}` };
  const paid = await call(sandboxPay.POST, "/api/web/payment/sandbox-pay", { headers: auth, json: { orderId, outcome: "success" } });
  expect((await call(paymentSuccess.POST, "/api/web/payment/success", { headers: auth, json: paid.body.data })).status).toBe(200);
  return booking;
}

describe(`the bookings desk on ${testEngine()}`, () => {
  it("lists a paid booking waiting for confirmation; the front desk confirms it, the patient's SMS is queued and the change audited", async () => {
    const booking = await paidBooking(1);
    const desk = await staffMember(t.handle.db, "front_desk");
    const listed = await call(list.POST, "/api/admin/bookings/list", { headers: desk.headers, json: { status: "requested", doctor: "dr-rajesh-iyer" } });
    expect(listed.status).toBe(200);
    const row = (listed.body.data as DeskBooking[]).find((b) => b.id === booking._id)!;
    expect(row).toMatchObject({ reference: booking.reference, status: "requested", doctor: { username: "dr-rajesh-iyer" }, patient: { name: "Arjun Rao" } });
    expect(row.waitingMinutes).toBeGreaterThanOrEqual(0);

    expect((await call(confirm.POST, "/api/admin/bookings/confirm", { headers: desk.headers, json: { id: booking._id } })).status).toBe(200);
    const [sms] = await t.handle.db.select().from(outboxMessages).where(and(eq(outboxMessages.bookingId, booking._id), eq(outboxMessages.kind, "booking_confirmed")));
    expect(sms).toMatchObject({ channel: "sms" });
    expect(sms.body).toContain(`${booking.reference}`);
    expect(sms.body).toContain("is confirmed");
    // Twice is a 409 that says what the booking is now.
    const again = await call(confirm.POST, "/api/admin/bookings/confirm", { headers: desk.headers, json: { id: booking._id } });
    expect([again.status, again.body.code]).toEqual([409, "not_changeable"]);
    const audit = await t.handle.db.select().from(auditLog).where(eq(auditLog.entityId, booking._id));
    expect(audit.map((a) => a.action)).toEqual(["booking_confirmed"]);
  });

  it("cancels a booking with the refund asked of the gateway (idempotent per booking), and tells the patient", async () => {
    const booking = await paidBooking(2);
    const desk = await staffMember(t.handle.db, "front_desk");
    const res = await call(cancel.POST, "/api/admin/bookings/cancel", { headers: desk.headers, json: { id: booking._id } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "cancelled", refundDue: booking.fee.amount });
    const [order] = await t.handle.db.select().from(paymentOrders).where(eq(paymentOrders.bookingId, booking._id));
    expect(order.refundId).toMatch(/^rfnd_/);
    expect(order.refundedAmount).toBe(booking.fee.amount);
    const messages = await t.handle.db.select().from(outboxMessages).where(and(eq(outboxMessages.bookingId, booking._id), eq(outboxMessages.kind, "booking_cancelled")));
    expect(messages.length).toBeGreaterThan(0);
    expect((await call(cancel.POST, "/api/admin/bookings/cancel", { headers: desk.headers, json: { id: booking._id } })).status).toBe(409);
  });

  it("marks attendance only on a confirmed booking whose time has come", async () => {
    const booking = await paidBooking(3);
    const desk = await staffMember(t.handle.db, "front_desk");
    const early = await call(attendance.POST, "/api/admin/bookings/attendance", { headers: desk.headers, json: { id: booking._id, status: "attended" } });
    expect([early.status, early.body.code]).toEqual([400, "too_early"]);
    await t.handle.db.update(bookings).set({ startsAt: new Date(Date.now() - 3600_000), endsAt: new Date(Date.now() - 3000_000) }).where(eq(bookings.id, booking._id));
    const unconfirmed = await call(attendance.POST, "/api/admin/bookings/attendance", { headers: desk.headers, json: { id: booking._id, status: "no_show" } });
    expect(unconfirmed.status).toBe(409);
    await t.handle.db.update(bookings).set({ status: "confirmed" }).where(eq(bookings.id, booking._id));
    expect((await call(attendance.POST, "/api/admin/bookings/attendance", { headers: desk.headers, json: { id: booking._id, status: "no_show" } })).status).toBe(200);
    expect((await call(attendance.POST, "/api/admin/bookings/attendance", { headers: desk.headers, json: { id: booking._id, status: "maybe" } })).status).toBe(400);
  });

  it("exports the desk as CSV with formulas neutralised, and refuses an editor", async () => {
    const booking = await paidBooking(4);
    await t.handle.db.update(bookings).set({ reason: "=HYPERLINK(\"http://evil.example\",\"click\")" }).where(eq(bookings.id, booking._id));
    const desk = await staffMember(t.handle.db, "front_desk");
    const response = await exportCsv.GET(new Request("http://localhost/api/admin/bookings/export?doctor=dr-rajesh-iyer", { headers: desk.headers }), { params: Promise.resolve({}) });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = await response.text();
    expect(text.split("\n")[0]).toContain("Reference,Appointment,Doctor");
    expect(text).toContain(booking.reference);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    const editor = await staffMember(t.handle.db, "editor");
    expect((await exportCsv.GET(new Request("http://localhost/api/admin/bookings/export", { headers: editor.headers }), { params: Promise.resolve({}) })).status).toBe(403);
    expect((await call(list.POST, "/api/admin/bookings/list", { headers: desk.headers, json: { from: "yesterday" } })).status).toBe(400);
  });

  it.each(["=1+1", "+91 98765", "-2", "@SUM(A1)", "\tx", "\rx"])("neutralises a cell starting %j", (value) => {
    expect(neutraliseCell(value)).toBe(`'${value}`);
  });
});

describe(`the outbox view on ${testEngine()}`, () => {
  it("shows what was sent or waits, never a one-time code's text, and tries a failed message again (audited)", async () => {
    const booking = await paidBooking(5);
    const desk = await staffMember(t.handle.db, "front_desk");
    const [sms] = await t.handle.db.select().from(outboxMessages).where(and(eq(outboxMessages.bookingId, booking._id), eq(outboxMessages.channel, "sms")));
    await t.handle.db.update(outboxMessages).set({ status: "failed", attempts: 8, lastError: "gateway said: invalid number" }).where(eq(outboxMessages.id, sms.id));

    const failed = await call(outboxList.POST, "/api/admin/outbox/list", { headers: desk.headers, json: { status: "failed", channel: "sms" } });
    expect(failed.status).toBe(200);
    expect((failed.body.data as OutboxEntry[]).find((m) => m.id === sms.id)).toMatchObject({ status: "failed", attempts: 8, lastError: "gateway said: invalid number" });
    await enqueueMessage(t.handle.db, { channel: "sms", kind: "otp", recipient: "+919876571234", body: "483920 is your Sunrise verification code.", now: new Date() });
    const all = (await call(outboxList.POST, "/api/admin/outbox/list", { headers: desk.headers, json: {} })).body.data as OutboxEntry[];
    const otp = all.find((m) => m.kind === "otp")!;
    expect(otp.body).toBe("(a one-time code: its text is never shown)");
    expect(JSON.stringify(all)).not.toMatch(/\d{6} is your/);
    // The patient's booking link (their key to the booking) is withheld too.
    const paidSms = all.find((m) => m.id === sms.id)!;
    expect(paidSms.body).toContain("/my-booking#(link withheld)");
    expect(JSON.stringify(all)).not.toMatch(/my-booking#(?!\(link withheld\))/);

    const retried = await call(outboxRetry.POST, "/api/admin/outbox/retry", { headers: desk.headers, json: { id: sms.id } });
    expect(retried.status).toBe(200);
    const [after] = await t.handle.db.select().from(outboxMessages).where(eq(outboxMessages.id, sms.id));
    expect(after).toMatchObject({ status: "pending", attempts: 0 });
    expect((await call(outboxRetry.POST, "/api/admin/outbox/retry", { headers: desk.headers, json: { id: sms.id } })).status).toBe(409);
    const otpRetry = await call(outboxRetry.POST, "/api/admin/outbox/retry", { headers: desk.headers, json: { id: otp.id } });
    expect([otpRetry.status, otpRetry.body.code]).toEqual([400, "not_retryable"]);
    const [audit] = await t.handle.db.select().from(auditLog).where(and(eq(auditLog.entityId, sms.id), eq(auditLog.action, "message_retried")));
    expect(audit.after).toEqual({ kind: sms.kind });
    const editor = await staffMember(t.handle.db, "editor");
    expect((await call(outboxList.POST, "/api/admin/outbox/list", { headers: editor.headers, json: {} })).status).toBe(403);
  });
});
