import { revalidateTag } from "next/cache";
import { createTestDatabase, testEngine, type TestDatabase } from "@/test/db";
import { call } from "@/test/http";
import { mobile, solvedPow, testClock, verifiedVisitor } from "@/test/booking-fixtures";
import { recordSms } from "@/test/sms";
import { forgetAuthSecret } from "@/lib/server/auth/keys";
import { issueBookingToken } from "@/lib/server/auth/tokens";
import { TAGS } from "@/lib/server/cache";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/internal-headers";
import { SLOT_TAKEN_MESSAGE } from "@/lib/server/booking/hold";
import type { RouteFn } from "@/lib/server/api/route";
import * as otpChallenge from "./misc/otp-challenge/route";
import * as sendOtp from "./misc/send-otp/route";
import * as resendOtp from "./misc/resend-otp/route";
import * as verifyOtp from "./misc/verify-otp/route";
import * as freeSlots from "./web/doctor/free-slots/route";
import * as addPatient from "./web/user/add-patient-detail/route";
import * as addBooking from "./web/user/add-booking-detail/route";
import * as getBooking from "./web/user/get-booking/route";
import * as cancelBooking from "./web/user/cancel-booking/route";
import * as rescheduleBooking from "./web/user/reschedule-booking/route";
import * as bookingSlots from "./web/user/booking-slots/route";
import * as bookingCalendar from "./web/user/booking-calendar/route";
import * as createOrder from "./web/payment/create-order/route";
import * as orderInfo from "./web/payment/orderInfo/route";
import * as orderAmount from "./web/payment/get-orderId-amount/route";
import * as paymentSuccess from "./web/payment/success/route";
import * as sandboxPay from "./web/payment/sandbox-pay/route";
import * as webhook from "./web/payment/webhook/route";

// Next gives route handlers the store revalidateTag needs; a handler called directly has none.
jest.mock("next/cache", () => ({ ...jest.requireActual("next/cache"), revalidateTag: jest.fn() }));

// The booking calls as the browser meets them: real Requests through the route wrapper, on a
// real database. Every call answers bad input with a 4xx envelope and a message, never a 500.
let t: TestDatabase;
let token = "";
const sms = recordSms();

beforeAll(async () => {
  t = await createTestDatabase();
  forgetAuthSecret();
  token = (await verifiedVisitor(t.handle.db, mobile(4400), new Date())).token;
});
afterAll(async () => {
  sms.stop();
  await t.cleanup();
});

const VALID_UUID = "3f2b8c1e-6a4d-4f0e-9b7a-2c5d8e1f0a3b";
const LINK = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJlc2lnbmF0dXJl";
const PATIENT = { name: "Meera Pillai", phone: "98765 43210", gender: "female", age: 29, reason: "Follow-up", consent: true };

/** Each call, whether it needs the booking token, and a body of the right shape. */
const CALLS: { path: string; handler: RouteFn; auth: boolean; body: Record<string, unknown> }[] = [
  { path: "/api/misc/send-otp", handler: sendOtp.POST, auth: false, body: { phone: "9876543210", pow: "x".repeat(40) } },
  { path: "/api/misc/resend-otp", handler: resendOtp.POST, auth: false, body: { attemptId: VALID_UUID, pow: "x".repeat(40) } },
  { path: "/api/misc/verify-otp", handler: verifyOtp.POST, auth: false, body: { attemptId: VALID_UUID, phone: "9876543210", code: "123456" } },
  { path: "/api/web/doctor/free-slots", handler: freeSlots.POST, auth: false, body: { doctor: "dr-rajesh-iyer", from: "2026-12-03", days: 7 } },
  { path: "/api/web/user/add-patient-detail", handler: addPatient.POST, auth: true, body: PATIENT },
  { path: "/api/web/user/add-booking-detail", handler: addBooking.POST, auth: true, body: { doctor: "dr-rajesh-iyer", slotStart: "2026-12-03T05:30:00Z", patientId: VALID_UUID } },
  { path: "/api/web/user/get-booking", handler: getBooking.POST, auth: false, body: { link: LINK } },
  { path: "/api/web/user/cancel-booking", handler: cancelBooking.POST, auth: false, body: { link: LINK } },
  { path: "/api/web/user/reschedule-booking", handler: rescheduleBooking.POST, auth: false, body: { link: LINK, slotStart: "2026-12-03T05:30:00Z" } },
  { path: "/api/web/user/booking-slots", handler: bookingSlots.POST, auth: false, body: { link: LINK } },
  { path: "/api/web/user/booking-calendar", handler: bookingCalendar.POST, auth: false, body: { link: LINK } },
  { path: "/api/web/payment/create-order", handler: createOrder.POST, auth: true, body: { bookingId: VALID_UUID } },
  { path: "/api/web/payment/orderInfo", handler: orderInfo.POST, auth: true, body: { orderId: "order_ABCDEF123456" } },
  { path: "/api/web/payment/get-orderId-amount", handler: orderAmount.POST, auth: true, body: { orderId: "order_ABCDEF123456" } },
  { path: "/api/web/payment/success", handler: paymentSuccess.POST, auth: true, body: { razorpay_order_id: "order_ABCDEF123456", razorpay_payment_id: "pay_ABCDEF123456", razorpay_signature: "a".repeat(64) } },
  { path: "/api/web/payment/sandbox-pay", handler: sandboxPay.POST, auth: true, body: { orderId: "order_ABCDEF123456", outcome: "success" } },
];

let address = 0;
/** Each request from its own address, so the per-address limits of one test do not reach the next. */
const headersOf = (auth: boolean, extra: Record<string, string> = {}) => ({
  [CLIENT_ADDRESS_HEADER]: `198.51.100.${(address++ % 250) + 1}`,
  ...(auth ? { authorization: `Bearer ${token}` } : {}),
  ...extra,
});

function expectClientError(result: Awaited<ReturnType<typeof call>>, status?: number) {
  if (status) expect(result.status).toBe(status);
  expect(result.status).toBeGreaterThanOrEqual(400);
  expect(result.status).toBeLessThan(500);
  expect(result.body.success).toBe(0);
  expect(typeof result.body.message).toBe("string");
  expect((result.body.message as string).length).toBeGreaterThan(10);
  expect(result.response.headers.get("content-type")).toContain("application/json");
}

const table = CALLS.map((c) => [c.path, c] as const);

describe(`booking calls refuse bad input with a 4xx envelope on ${testEngine()}`, () => {
  it.each(table)("%s: malformed JSON", async (path, c) => {
    expectClientError(await call(c.handler, path, { headers: { ...headersOf(c.auth), "content-type": "application/json" }, body: '{"phone": "98765' }), 400);
  });

  it.each(table)("%s: a JSON array, a string and null instead of an object", async (path, c) => {
    for (const json of [[c.body], "text", null]) expectClientError(await call(c.handler, path, { headers: headersOf(c.auth), json }), 400);
  });

  it.each(table)("%s: every field missing, with the fields named", async (path, c) => {
    const result = await call(c.handler, path, { headers: headersOf(c.auth), json: {} });
    expectClientError(result, 400);
    expect(Array.isArray(result.body.errors)).toBe(true);
  });

  it.each(table)("%s: wrong types in every field", async (path, c) => {
    const wrong = Object.fromEntries(Object.keys(c.body).map((k) => [k, typeof c.body[k] === "number" ? "many" : { nested: [1, 2] }]));
    expectClientError(await call(c.handler, path, { headers: headersOf(c.auth), json: wrong }), 400);
  });

  it.each(table)("%s: control characters in a text field", async (path, c) => {
    const field = Object.keys(c.body).find((k) => typeof c.body[k] === "string")!;
    const value = String(c.body[field]);
    const json = { ...c.body, [field]: `${value.slice(0, 3)}\u0007\u001b[31m${value.slice(3)}` };
    expectClientError(await call(c.handler, path, { headers: headersOf(c.auth), json }), 400);
  });

  it.each(table.filter(([, c]) => Object.values(c.body).some((v) => typeof v === "string" && /^\d{4}-\d{2}-\d{2}/.test(v))))(
    "%s: a date or time in a year no calendar of the hospital's has (0000, 0999, 2100, 9999) is 400, never 500",
    async (path, c) => {
      const field = Object.keys(c.body).find((k) => /^\d{4}-\d{2}-\d{2}/.test(String(c.body[k])))!;
      for (const year of ["0000", "0999", "2100", "9999"]) {
        const json = { ...c.body, [field]: `${year}${String(c.body[field]).slice(4)}` };
        expectClientError(await call(c.handler, path, { headers: headersOf(c.auth), json }), 400);
      }
    },
  );

  it.each(table)("%s: an oversized body is 413", async (path, c) => {
    expectClientError(await call(c.handler, path, { headers: headersOf(c.auth), json: { ...c.body, padding: "x".repeat(300 * 1024) } }), 413);
  });

  it.each(table)("%s: GET and DELETE are 405 with Allow", async (path, c) => {
    const mod = await import(`./${path.replace(/^\/api\//, "")}/route`);
    for (const method of ["GET", "DELETE"] as const) {
      const result = await call(mod[method], path, { method, headers: headersOf(c.auth) });
      expectClientError(result, 405);
      expect(result.response.headers.get("allow")).toContain("POST");
    }
  });

  it.each(table.filter(([, c]) => c.auth))("%s: no token, a forged token and an expired token are 401 token_invalid", async (path, c) => {
    const expired = (await issueBookingToken(t.handle.db, { attemptId: crypto.randomUUID() }, new Date(Date.now() - 31 * 60_000))).token;
    const forged = `${token.slice(0, -4)}AAAA`;
    for (const authorization of [undefined, `Bearer ${forged}`, `Bearer ${expired}`, "Basic dXNlcjpwYXNz"]) {
      const headers = { ...headersOf(false), ...(authorization ? { authorization } : {}) };
      const result = await call(c.handler, path, { headers, json: c.body });
      expectClientError(result, 401);
      expect(result.body.code).toBe("token_invalid");
    }
  });

  it("the webhook refuses a missing or wrong signature, malformed JSON and control characters with 400", async () => {
    const body = JSON.stringify({ event: "payment.captured", payload: {} });
    expectClientError(await call(webhook.POST, "/api/web/payment/webhook", { headers: { "content-type": "application/json" }, body }), 400);
    expectClientError(await call(webhook.POST, "/api/web/payment/webhook", { headers: { "content-type": "application/json", "x-razorpay-signature": "0".repeat(64) }, body }), 400);
    expectClientError(await call(webhook.POST, "/api/web/payment/webhook", { headers: { "content-type": "application/json", "x-razorpay-signature": "0".repeat(64) }, body: "{not json" }), 400);
    expectClientError(await call(webhook.POST, "/api/web/payment/webhook", { headers: { "content-type": "application/json", "x-razorpay-signature": "0".repeat(64) }, body: '{"event":"a\u0007"}' }), 400);
  });
});

describe(`the booking calls end to end on ${testEngine()}`, () => {
  const clientA = { [CLIENT_ADDRESS_HEADER]: "203.0.113.10" };

  async function codeSentTo(phone: string): Promise<string> {
    return sms.lastCodeTo(phone);
  }

  async function verified(phone: string, headers = clientA): Promise<string> {
    const pow = await solvedPow(t.handle.db, testClock(new Date().toISOString()));
    const sent = await call(sendOtp.POST, "/api/misc/send-otp", { headers, json: { phone, pow } });
    expect(sent.status).toBe(200);
    const { attemptId } = sent.body.data as { attemptId: string };
    const code = await codeSentTo(phone);
    const wrong = await call(verifyOtp.POST, "/api/misc/verify-otp", { headers, json: { attemptId, phone, code: code === "000000" ? "000001" : "000000" } });
    expectClientError(wrong, 400);
    expect(wrong.body.code).toBe("otp_wrong");
    const ok = await call(verifyOtp.POST, "/api/misc/verify-otp", { headers, json: { attemptId, phone, code } });
    expect(ok.status).toBe(200);
    return (ok.body.data as { token: string }).token;
  }

  it("verifies a phone, holds a slot, pays through the sandbox and shows the paid booking; a second visitor gets a clean 409 for that slot", async () => {
    const phone = mobile(4401);
    const visitor = await verified(phone);
    const auth = { ...clientA, authorization: `Bearer ${visitor}` };
    const slots = await call(freeSlots.POST, "/api/web/doctor/free-slots", { headers: clientA, json: { doctor: "dr-rajesh-iyer", days: 14 } });
    expect(slots.status).toBe(200);
    const slot = (slots.body.data as { slots: { start: string }[] }).slots[0];
    expect(slot).toBeDefined();

    // The patient is saved first (add-patient-detail, the verified number by the token alone), then held for by id.
    const saved = await call(addPatient.POST, "/api/web/user/add-patient-detail", { headers: auth, json: { ...PATIENT, phone: undefined } });
    expect(saved.status).toBe(201);
    const { patientId } = saved.body.data as { patientId: string };
    const held = await call(addBooking.POST, "/api/web/user/add-booking-detail", { headers: auth, json: { doctor: "dr-rajesh-iyer", slotStart: slot.start, patientId, reason: PATIENT.reason } });
    expect(held.status).toBe(201);
    const booking = held.body.data as { _id: string; status: string; fee: { amount: number } };
    expect(booking.status).toBe("held");
    // Doctor cards and profiles stop offering the slot.
    expect(revalidateTag).toHaveBeenCalledWith(TAGS.availability, { expire: 0 });

    const other = await verified(mobile(4402), { [CLIENT_ADDRESS_HEADER]: "203.0.113.11" });
    const otherAuth = { [CLIENT_ADDRESS_HEADER]: "203.0.113.11", authorization: `Bearer ${other}` };
    const otherPatient = await call(addPatient.POST, "/api/web/user/add-patient-detail", { headers: otherAuth, json: { ...PATIENT, name: "Rohan Das", phone: mobile(4402) } });
    expect(otherPatient.status).toBe(201);
    const otherPatientId = (otherPatient.body.data as { patientId: string }).patientId;
    const taken = await call(addBooking.POST, "/api/web/user/add-booking-detail", { headers: otherAuth, json: { doctor: "dr-rajesh-iyer", slotStart: slot.start, patientId: otherPatientId } });
    expectClientError(taken, 409);
    expect(taken.body.message).toBe(SLOT_TAKEN_MESSAGE);

    // Someone else's verified number cannot be slipped into the booking.
    const swapped = await call(addPatient.POST, "/api/web/user/add-patient-detail", { headers: auth, json: { ...PATIENT, phone: mobile(4402) } });
    expectClientError(swapped, 400);
    expect(swapped.body).toMatchObject({ code: "phone_not_verified", errors: [{ path: "phone", message: "not the verified number" }] });
    // Nor another phone's patient, on a slot still free.
    const freeSlot = (slots.body.data as { slots: { start: string }[] }).slots[1];
    expectClientError(await call(addBooking.POST, "/api/web/user/add-booking-detail", { headers: auth, json: { doctor: "dr-rajesh-iyer", slotStart: freeSlot.start, patientId: otherPatientId } }), 400);

    const order = await call(createOrder.POST, "/api/web/payment/create-order", { headers: auth, json: { bookingId: booking._id } });
    expect(order.status).toBe(201);
    const { orderId } = order.body.data as { orderId: string };
    // The other visitor's token does not open this order.
    expectClientError(await call(orderInfo.POST, "/api/web/payment/orderInfo", { headers: { ...clientA, authorization: `Bearer ${other}` }, json: { orderId } }), 404);
    const amount = await call(orderAmount.POST, "/api/web/payment/get-orderId-amount", { headers: auth, json: { orderId } });
    expect(amount.body.data).toMatchObject({ orderId, amount: booking.fee.amount, currency: "INR" });

    const paid = await call(sandboxPay.POST, "/api/web/payment/sandbox-pay", { headers: auth, json: { orderId, outcome: "success" } });
    expect(paid.status).toBe(200);
    const result = paid.body.data as { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
    const tampered = await call(paymentSuccess.POST, "/api/web/payment/success", { headers: auth, json: { ...result, razorpay_signature: "0".repeat(64) } });
    expectClientError(tampered, 400);
    expect(tampered.body.code).toBe("signature_invalid");
    const success = await call(paymentSuccess.POST, "/api/web/payment/success", { headers: auth, json: result });
    expect(success.status).toBe(200);
    expect(success.body.data).toMatchObject({ status: "paid", booking: { status: "requested", paid: true } });
    // Nothing of the patient but what they typed comes back, and never the code.
    expect(JSON.stringify(success.body)).not.toMatch(/codeHash|code_hash/);
  });

  it("answers the sixth code for one phone in an hour with 429, Retry-After and a message naming the wait", async () => {
    const phone = mobile(4410);
    const headers = { [CLIENT_ADDRESS_HEADER]: "203.0.113.20" };
    for (let i = 0; i < 5; i += 1) {
      const pow = await solvedPow(t.handle.db, testClock(new Date().toISOString()));
      expect((await call(sendOtp.POST, "/api/misc/send-otp", { headers, json: { phone, pow } })).status).toBe(200);
    }
    const pow = await solvedPow(t.handle.db, testClock(new Date().toISOString()));
    const limited = await call(sendOtp.POST, "/api/misc/send-otp", { headers, json: { phone, pow } });
    expectClientError(limited, 429);
    expect(Number(limited.response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.body.message).toMatch(/Too many codes have been sent to this number\. Please try again in \d+ minutes\./);
  });

  it("answers a proof of work used twice with a clear 4xx", async () => {
    const headers = { [CLIENT_ADDRESS_HEADER]: "203.0.113.30" };
    const pow = await solvedPow(t.handle.db, testClock(new Date().toISOString()));
    expect((await call(sendOtp.POST, "/api/misc/send-otp", { headers, json: { phone: mobile(4420), pow } })).status).toBe(200);
    expectClientError(await call(sendOtp.POST, "/api/misc/send-otp", { headers, json: { phone: mobile(4421), pow } }));
  });

  it("gives a proof-of-work challenge to solve", async () => {
    const result = await call(otpChallenge.POST, "/api/misc/otp-challenge", { headers: { [CLIENT_ADDRESS_HEADER]: "203.0.113.40" }, json: {} });
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ challenge: { parameters: { algorithm: "SHA-256" }, signature: expect.any(String) } });
  });
});
