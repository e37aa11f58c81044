import { and, eq } from "drizzle-orm";
import { revalidateTag } from "next/cache";
import { TAGS } from "@/lib/cache-tags";
import { createTestDatabase, testEngine, type TestDatabase } from "@/test/db";
import { call } from "@/test/http";
import { heldBookingWithOrder, holdSystemClockAtFixtureDay, testClock } from "@/test/booking-fixtures";
import { staffMember } from "@/test/staff";
import { auditLog, bookings, outboxMessages, paymentCaptures, paymentOrders } from "@/lib/server/db/schema";
import { forgetAuthSecret } from "@/lib/server/auth/keys";
import { moveFromDesk, neutraliseCell } from "@/lib/server/compose/bookings-desk";
import { rescheduleByLink } from "@/lib/server/compose/manage-booking";
import { issueBookingLink } from "@/lib/server/auth/tokens";
import { SLOT_TAKEN_MESSAGE } from "@/lib/server/booking/hold";
import type { FreeSlotsResponse } from "@/lib/contracts/booking";
import type { DeskBooking } from "@/lib/contracts/staff";
import * as sandboxPay from "./web/payment/sandbox-pay/route";
import * as paymentSuccess from "./web/payment/success/route";
import * as list from "./admin/bookings/list/route";
import * as confirm from "./admin/bookings/confirm/route";
import * as attendance from "./admin/bookings/attendance/route";
import * as cancel from "./admin/bookings/cancel/route";
import * as exportCsv from "./admin/bookings/export/route";
import * as move from "./admin/bookings/move/route";
import * as moveSlots from "./admin/bookings/slots/route";
import * as unsettled from "./admin/bookings/payments/route";
import * as retryRefundRoute from "./admin/bookings/payments/refund/route";
import * as settleRoute from "./admin/bookings/payments/settle/route";
import * as outboxList from "./admin/outbox/list/route";
import * as outboxRetry from "./admin/outbox/retry/route";
import type { OutboxEntry } from "@/lib/contracts/staff";
import { enqueueMessage } from "@/lib/server/outbox";

jest.mock("next/cache", () => ({ ...jest.requireActual("next/cache"), revalidateTag: jest.fn() }));

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  // The route handlers' clock, on the fixtures' calendar whatever day the suite runs.
  holdSystemClockAtFixtureDay();
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

describe(`payments to settle at the desk on ${testEngine()}`, () => {
  it("lists a refund still due and asks the gateway again for it on the desk's request, once, audited; refuses the editor and a refund no longer due", async () => {
    const booking = await paidBooking(0);
    const [order] = await t.handle.db.select().from(paymentOrders).where(eq(paymentOrders.bookingId, booking._id));
    // As after a cancellation whose refund met a gateway outage: due, tried once.
    await t.handle.db
      .update(paymentCaptures)
      .set({ status: "refund_due", reason: "cancelled", refundAmount: order.amount, refundKey: `refund_${booking._id}`, refundAttempts: 1, note: "GatewayError: down" })
      .where(eq(paymentCaptures.paymentId, order.paymentId!));
    const desk = await staffMember(t.handle.db, "front_desk");
    const listed = await call(unsettled.POST, "/api/admin/bookings/payments", { headers: desk.headers, json: {} });
    expect(listed.body.data).toEqual(expect.arrayContaining([expect.objectContaining({ paymentId: order.paymentId, reference: booking.reference, status: "refund_due", refundAttempts: 1 })]));
    const editor = await staffMember(t.handle.db, "editor");
    expect((await call(retryRefundRoute.POST, "/api/admin/bookings/payments/refund", { headers: editor.headers, json: { paymentId: order.paymentId } })).status).toBe(403);
    const retried = await call(retryRefundRoute.POST, "/api/admin/bookings/payments/refund", { headers: desk.headers, json: { paymentId: order.paymentId } });
    expect(retried.status).toBe(200);
    expect(retried.body.data).toEqual({ paymentId: order.paymentId, status: "refunded" });
    const [capture] = await t.handle.db.select().from(paymentCaptures).where(eq(paymentCaptures.paymentId, order.paymentId!));
    expect(capture).toMatchObject({ status: "refunded", refundAttempts: 2, refundId: expect.stringMatching(/^rfnd_/) });
    const again = await call(retryRefundRoute.POST, "/api/admin/bookings/payments/refund", { headers: desk.headers, json: { paymentId: order.paymentId } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("not_due");
    const audit = await t.handle.db.select().from(auditLog).where(and(eq(auditLog.action, "refund_retried"), eq(auditLog.entityId, order.paymentId!)));
    expect(audit).toHaveLength(1);
    const after = await call(unsettled.POST, "/api/admin/bookings/payments", { headers: desk.headers, json: {} });
    expect((after.body.data as { paymentId: string }[]).some((p) => p.paymentId === order.paymentId)).toBe(false);
  });
});

describe(`a payment under review settled by the desk on ${testEngine()}`, () => {
  it("marks a payment the gateway disagrees on settled with the desk's note, audited, once; refuses the editor, an empty note and a payment not under review", async () => {
    const booking = await paidBooking(16);
    const [order] = await t.handle.db.select().from(paymentOrders).where(eq(paymentOrders.bookingId, booking._id));
    const desk = await staffMember(t.handle.db, "front_desk");
    const body = { paymentId: order.paymentId, note: "Refunded from the gateway dashboard, rfnd_Q1w2e3" };
    // Applied, not under review: nothing to settle.
    const early = await call(settleRoute.POST, "/api/admin/bookings/payments/settle", { headers: desk.headers, json: body });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe("not_in_review");
    await t.handle.db.update(paymentCaptures).set({ status: "review", note: "The gateway shows this payment as refunded, but the site counts it as paid." }).where(eq(paymentCaptures.paymentId, order.paymentId!));
    const listed = await call(unsettled.POST, "/api/admin/bookings/payments", { headers: desk.headers, json: {} });
    expect(listed.body.data).toEqual(expect.arrayContaining([expect.objectContaining({ paymentId: order.paymentId, status: "review" })]));
    const editor = await staffMember(t.handle.db, "editor");
    expect((await call(settleRoute.POST, "/api/admin/bookings/payments/settle", { headers: editor.headers, json: body })).status).toBe(403);
    const empty = await call(settleRoute.POST, "/api/admin/bookings/payments/settle", { headers: desk.headers, json: { ...body, note: "  " } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([expect.objectContaining({ path: "note", message: "What was done at the gateway must be at least 5 characters." })]);
    const unknown = await call(settleRoute.POST, "/api/admin/bookings/payments/settle", { headers: desk.headers, json: { ...body, paymentId: "pay_Unknown123" } });
    expect(unknown.status).toBe(404);

    const settled = await call(settleRoute.POST, "/api/admin/bookings/payments/settle", { headers: desk.headers, json: body });
    expect(settled.status).toBe(200);
    expect(settled.body.data).toEqual({ paymentId: order.paymentId, status: "settled" });
    const [capture] = await t.handle.db.select().from(paymentCaptures).where(eq(paymentCaptures.paymentId, order.paymentId!));
    expect(capture.status).toBe("settled");
    expect(capture.note).toContain("Refunded from the gateway dashboard, rfnd_Q1w2e3");
    expect((await call(settleRoute.POST, "/api/admin/bookings/payments/settle", { headers: desk.headers, json: body })).status).toBe(409);
    const audit = await t.handle.db.select().from(auditLog).where(and(eq(auditLog.action, "payment_settled"), eq(auditLog.entityId, order.paymentId!)));
    expect(audit).toHaveLength(1);
    const after = await call(unsettled.POST, "/api/admin/bookings/payments", { headers: desk.headers, json: {} });
    expect((after.body.data as { paymentId: string }[]).some((p) => p.paymentId === order.paymentId)).toBe(false);
  });
});

describe(`bad input to the desk's settle call on ${testEngine()}`, () => {
  it("answers malformed JSON, wrong types, a control character and an oversized body with a 4xx envelope naming the problem", async () => {
    const desk = await staffMember(t.handle.db, "front_desk");
    const post = (body: string) =>
      call(settleRoute.POST, "/api/admin/bookings/payments/settle", { headers: { ...desk.headers, "content-type": "application/json" }, body });
    const malformed = await post('{"paymentId": "pay_Abc123456",');
    expect([malformed.status, malformed.body.success]).toEqual([400, 0]);
    const wrongTypes = await post(JSON.stringify({ paymentId: 12, note: ["x"] }));
    expect(wrongTypes.status).toBe(400);
    expect(wrongTypes.body.errors).toEqual([
      { path: "paymentId", message: "The payment id must be text, such as pay_Q1w2e3r4" },
      { path: "note", message: "What was done at the gateway must be text." },
    ]);
    const control = await post(JSON.stringify({ paymentId: "pay_Abc123456", note: "refunded\u0000 at the gateway" }));
    expect(control.status).toBe(400);
    expect(control.body.message).toMatch(/U\+0000|control character/);
    const oversized = await post(JSON.stringify({ paymentId: "pay_Abc123456", note: "x".repeat(300_000) }));
    expect(oversized.status).toBe(413);
    expect(oversized.body.success).toBe(0);
  });
});

describe(`two desks settling one payment at once on ${testEngine()}`, () => {
  it("lets one through (200) and answers the other 409 not_in_review, with one audit entry and no 5xx", async () => {
    const booking = await paidBooking(17);
    const [order] = await t.handle.db.select().from(paymentOrders).where(eq(paymentOrders.bookingId, booking._id));
    await t.handle.db.update(paymentCaptures).set({ status: "review" }).where(eq(paymentCaptures.paymentId, order.paymentId!));
    const desk = await staffMember(t.handle.db, "front_desk");
    const body = { paymentId: order.paymentId, note: "Checked at the gateway: refunded there" };
    const answers = await Promise.all([1, 2, 3].map(() => call(settleRoute.POST, "/api/admin/bookings/payments/settle", { headers: desk.headers, json: body })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.code === "not_in_review")).toBe(true);
    const audit = await t.handle.db.select().from(auditLog).where(and(eq(auditLog.action, "payment_settled"), eq(auditLog.entityId, order.paymentId!)));
    expect(audit).toHaveLength(1);
  });
});

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

  it("lists the requests that have waited longest (since payment) first, then the rest by appointment time", async () => {
    const [early, late, confirmed] = [await paidBooking(40), await paidBooking(41), await paidBooking(42)];
    const paidAt = async (id: string, at: string) => t.handle.db.update(paymentOrders).set({ paidAt: new Date(at) }).where(eq(paymentOrders.bookingId, id));
    // The later appointment was paid first: it has waited longest.
    await paidAt(early._id, "2026-11-29T10:00:00Z");
    await paidAt(late._id, "2026-11-29T09:00:00Z");
    await t.handle.db.update(bookings).set({ status: "confirmed" }).where(eq(bookings.id, confirmed._id));
    expect(Date.parse(early.start) < Date.parse(late.start)).toBe(true);
    const desk = await staffMember(t.handle.db, "front_desk");
    const listed = await call(list.POST, "/api/admin/bookings/list", { headers: desk.headers, json: { doctor: "dr-rajesh-iyer" } });
    const ids = (listed.body.data as DeskBooking[]).map((b) => b.id).filter((id) => [early._id, late._id, confirmed._id].includes(id));
    expect(ids).toEqual([late._id, early._id, confirmed._id]);
    const rows = listed.body.data as DeskBooking[];
    const firstOther = rows.findIndex((b) => b.status !== "requested");
    expect(rows.slice(firstOther).every((b) => b.status !== "requested")).toBe(true);
  });

  it("filters by speciality: a booking shows under its doctor's speciality and not under another", async () => {
    const booking = await paidBooking(15);
    const desk = await staffMember(t.handle.db, "front_desk");
    const ids = async (speciality: string) =>
      ((await call(list.POST, "/api/admin/bookings/list", { headers: desk.headers, json: { speciality, status: "requested" } })).body.data as DeskBooking[]).map((b) => b.id);
    expect(await ids("cardiology")).toContain(booking._id);
    expect(await ids("dermatology")).not.toContain(booking._id);
    expect(await ids("no-such-speciality")).toEqual([]);
  });

  it("cancels a booking with the refund asked of the gateway (idempotent per booking), tells the patient, and offers the slot on the public pages again", async () => {
    const booking = await paidBooking(2);
    const desk = await staffMember(t.handle.db, "front_desk");
    jest.mocked(revalidateTag).mockClear();
    const res = await call(cancel.POST, "/api/admin/bookings/cancel", { headers: desk.headers, json: { id: booking._id } });
    expect(res.status).toBe(200);
    expect(revalidateTag).toHaveBeenCalledWith(TAGS.availability, { expire: 0 });
    expect(res.body.data).toMatchObject({ status: "cancelled", refundDue: booking.fee.amount });
    const [order] = await t.handle.db.select().from(paymentOrders).where(eq(paymentOrders.bookingId, booking._id));
    const [capture] = await t.handle.db.select().from(paymentCaptures).where(eq(paymentCaptures.orderId, order.orderId));
    expect(capture).toMatchObject({ status: "refunded", reason: "cancelled", refundAmount: booking.fee.amount, refundKey: `refund_${booking._id}`, refundId: expect.stringMatching(/^rfnd_/) });
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

describe(`moving a booking at the desk on ${testEngine()}`, () => {
  // Dr Rajesh Iyer sits on Thursdays 11:00–14:00 in Kolkata (05:30–08:30 UTC), 15-minute slots.
  const moveTo = (headers: HeadersInit, id: string, slotStart: string) => call(move.POST, "/api/admin/bookings/move", { headers, json: { id, slotStart } });
  const slotsOf = async (headers: HeadersInit, id: string, from: string) => {
    const res = await call(moveSlots.POST, "/api/admin/bookings/slots", { headers, json: { id, from, days: 1 } });
    expect(res.status).toBe(200);
    return (res.body.data as FreeSlotsResponse).slots.map((s) => s.start);
  };

  it("moves a booking to a free slot of its doctor: the patient's SMS is queued and the move audited with both times", async () => {
    const booking = await paidBooking(6); // Thursday 10 December, 11:30
    const other = await paidBooking(7); // 11:45
    const desk = await staffMember(t.handle.db, "front_desk");
    const listed = await call(moveSlots.POST, "/api/admin/bookings/slots", { headers: desk.headers, json: { id: booking._id, from: "2026-12-10", days: 1 } });
    expect(listed.body.data).toMatchObject({ doctor: { username: "dr-rajesh-iyer" }, nextAfter: expect.any(Object) });
    const free = await slotsOf(desk.headers, booking._id, "2026-12-10");
    expect(free).toContain("2026-12-10T06:30:00.000Z");
    expect(free).not.toContain(booking.start);
    expect(free).not.toContain(other.start);

    const moved = await moveTo(desk.headers, booking._id, "2026-12-10T06:30:00Z");
    expect(moved.status).toBe(200);
    expect(moved.body.data).toEqual({ id: booking._id, start: "2026-12-10T06:30:00.000Z", end: "2026-12-10T06:45:00.000Z" });
    const [row] = await t.handle.db.select().from(bookings).where(eq(bookings.id, booking._id));
    expect([row.status, row.startsAt.toISOString()]).toEqual(["requested", "2026-12-10T06:30:00.000Z"]);
    const [sms] = await t.handle.db.select().from(outboxMessages).where(and(eq(outboxMessages.bookingId, booking._id), eq(outboxMessages.kind, "booking_moved")));
    expect(sms).toMatchObject({ channel: "sms", status: "pending" });
    expect(sms.body).toContain(`${booking.reference} with Dr. Rajesh Iyer is now on`);
    expect(sms.body).toContain("a refund of ₹1,500 if you cancel, and you can move it to another time. After that: no refund");
    const audit = await t.handle.db.select().from(auditLog).where(and(eq(auditLog.entityId, booking._id), eq(auditLog.action, "booking_moved")));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: desk.account.email, before: { start: booking.start, end: booking.end }, after: { start: "2026-12-10T06:30:00.000Z", end: "2026-12-10T06:45:00.000Z" } });
    // The old time is free again; the new one is not.
    const after = await slotsOf(desk.headers, other._id, "2026-12-10");
    expect(after).toContain(booking.start);
    expect(after).not.toContain("2026-12-10T06:30:00.000Z");
  });

  it("answers 409 for a time that is not free, and lets only one of two moves to the same slot through", async () => {
    const a = await paidBooking(8); // Thursday 17 December, 11:00
    const b = await paidBooking(9); // 11:15
    const desk = await staffMember(t.handle.db, "front_desk");
    const taken = await moveTo(desk.headers, a._id, b.start);
    expect([taken.status, taken.body.code, taken.body.message]).toEqual([409, "slot_taken", SLOT_TAKEN_MESSAGE]);

    const target = "2026-12-17T07:00:00.000Z";
    const raced = await Promise.all([moveTo(desk.headers, a._id, target), moveTo(desk.headers, b._id, target)]);
    expect(raced.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(raced.find((r) => r.status === 409)!.body.code).toBe("slot_taken");
    const at = await t.handle.db.select().from(bookings).where(eq(bookings.startsAt, new Date(target)));
    expect(at).toHaveLength(1);
    expect(await t.handle.db.select().from(auditLog).where(and(eq(auditLog.action, "booking_moved"), eq(auditLog.entityId, at[0].id === a._id ? b._id : a._id)))).toEqual([]);
  });

  it("answers 400 for a time that is no slot of the booking's doctor, or that is not a time at all", async () => {
    const booking = await paidBooking(10); // Thursday 17 December, 11:30
    const desk = await staffMember(t.handle.db, "front_desk");
    for (const slotStart of ["2026-12-17T06:07:00Z", "2026-12-15T04:30:00Z", "2027-03-04T05:30:00Z"]) {
      // off the 15-minute grid; a Tuesday, when another doctor sits but not this one; beyond the booking horizon
      const res = await moveTo(desk.headers, booking._id, slotStart);
      expect([slotStart, res.status, res.body.code]).toEqual([slotStart, 400, "not_a_slot"]);
    }
    expect((await moveTo(desk.headers, booking._id, "next Thursday")).status).toBe(400);
    expect((await moveTo(desk.headers, "SH-123", "2026-12-17T07:00:00Z")).status).toBe(400);
    expect((await call(moveSlots.POST, "/api/admin/bookings/slots", { headers: desk.headers, json: { id: booking._id, days: 90 } })).status).toBe(400);
    const [row] = await t.handle.db.select().from(bookings).where(eq(bookings.id, booking._id));
    expect(row.startsAt.toISOString()).toBe(booking.start);
  });

  it("refuses to move a cancelled or started booking (409), and an unknown one (404)", async () => {
    const desk = await staffMember(t.handle.db, "front_desk");
    const cancelled = await paidBooking(11);
    expect((await call(cancel.POST, "/api/admin/bookings/cancel", { headers: desk.headers, json: { id: cancelled._id } })).status).toBe(200);
    const notActive = await moveTo(desk.headers, cancelled._id, "2026-12-17T07:15:00Z");
    expect([notActive.status, notActive.body.code]).toEqual([409, "not_changeable"]);
    expect((await call(moveSlots.POST, "/api/admin/bookings/slots", { headers: desk.headers, json: { id: cancelled._id } })).status).toBe(409);

    const started = await paidBooking(12);
    await t.handle.db.update(bookings).set({ status: "confirmed", startsAt: new Date(Date.now() - 600_000), endsAt: new Date(Date.now() + 300_000) }).where(eq(bookings.id, started._id));
    const late = await moveTo(desk.headers, started._id, "2026-12-17T07:15:00Z");
    expect([late.status, late.body.code]).toEqual([409, "started"]);

    const unknown = await moveTo(desk.headers, crypto.randomUUID(), "2026-12-17T07:15:00Z");
    expect(unknown.status).toBe(404);
    expect(await t.handle.db.select().from(outboxMessages).where(and(eq(outboxMessages.kind, "booking_moved"), eq(outboxMessages.bookingId, started._id)))).toEqual([]);
  });

  it("is the front desk's: an editor gets 403, and so does a request without the console's Origin", async () => {
    const booking = await paidBooking(13);
    const editor = await staffMember(t.handle.db, "editor");
    expect((await moveTo(editor.headers, booking._id, "2026-12-24T07:00:00Z")).status).toBe(403);
    expect((await call(moveSlots.POST, "/api/admin/bookings/slots", { headers: editor.headers, json: { id: booking._id } })).status).toBe(403);
    const desk = await staffMember(t.handle.db, "front_desk");
    const forged = await moveTo({ cookie: desk.headers.cookie }, booking._id, "2026-12-24T07:00:00Z");
    expect([forged.status, forged.body.code]).toEqual([403, "cross_site"]);
    const elsewhere = await moveTo({ ...desk.headers, origin: "https://evil.example" }, booking._id, "2026-12-24T07:00:00Z");
    expect(elsewhere.status).toBe(403);
    const [row] = await t.handle.db.select().from(bookings).where(eq(bookings.id, booking._id));
    expect(row.startsAt.toISOString()).toBe(booking.start);
  });

  it("keeps the 24-hour rule the patient's: a time inside it the patient's link cannot take, the desk can", async () => {
    const booking = await paidBooking(14); // Thursday 24 December, 12:00
    const now = clock(); // Monday 30 November, 06:00 in Kolkata
    const link = await issueBookingLink(t.handle.db, { bookingId: booking._id }, now, new Date(Date.parse(booking.end) + 86_400_000));
    const soon = "2026-11-30T05:30:00.000Z"; // Monday 11:00: on the grid, five hours ahead
    await expect(rescheduleByLink(t.handle.db, { link, slotStart: soon }, clock)).rejects.toMatchObject({ status: 400, reason: "not_a_slot" });
    // The patient's own move still works a day and more ahead.
    expect((await rescheduleByLink(t.handle.db, { link, slotStart: "2026-12-24T07:15:00Z" }, clock)).start).toBe("2026-12-24T07:15:00.000Z");

    const desk = await staffMember(t.handle.db, "front_desk");
    expect(await moveFromDesk(t.handle.db, booking._id, soon, desk.account, now)).toEqual({ start: soon, end: "2026-11-30T05:45:00.000Z" });
    const texts = await t.handle.db.select({ body: outboxMessages.body }).from(outboxMessages).where(and(eq(outboxMessages.bookingId, booking._id), eq(outboxMessages.kind, "booking_moved"), eq(outboxMessages.channel, "sms")));
    expect(texts).toHaveLength(2);
    expect(texts.some((m) => m.body.includes("Now: no refund if you cancel, and it cannot be moved online, until the appointment starts. Cancel it here:"))).toBe(true);
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
    await enqueueMessage(t.handle.db, { channel: "sms", kind: "otp", recipient: "+919876571234", ownerPhone: "+919876571234", body: "483920 is your Sunrise verification code.", now: new Date() });
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
