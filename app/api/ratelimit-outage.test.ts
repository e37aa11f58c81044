import { createTestDatabase, type TestDatabase } from "@/test/db";
import { call } from "@/test/http";
import { mobile, verifiedVisitor } from "@/test/booking-fixtures";
import { describeWithLimiterRedis } from "@/test/redis";
import { forgetAuthSecret } from "@/lib/server/auth/keys";
import { forgetConfig } from "@/lib/server/config";
import { forgetLimiters, LIMIT_RULES } from "@/lib/server/ratelimit";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/internal-headers";
import * as otpChallenge from "./misc/otp-challenge/route";
import * as getBooking from "./web/user/get-booking/route";
import * as myData from "./web/my-data/get/route";
import * as paymentSuccess from "./web/payment/success/route";
import * as webhook from "./web/payment/webhook/route";

// The rate-limited calls while the limiters' Redis is down: they keep answering (the in-memory
// insurance limiter counts meanwhile, so they still limit), never with a 503; and the
// gateway's payment result goes through even when no limiter store answers at all.
let t: TestDatabase;
let token = "";
const saved = { ...process.env };
const LINK = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJlc2lnbmF0dXJl";
const PAYMENT = { razorpay_order_id: "order_ABCDEF123456", razorpay_payment_id: "pay_ABCDEF123456", razorpay_signature: "a".repeat(64) };

beforeAll(async () => {
  t = await createTestDatabase();
  forgetAuthSecret();
  token = (await verifiedVisitor(t.handle.db, mobile(4900), new Date())).token;
});
afterAll(async () => {
  process.env = saved;
  forgetConfig();
  await forgetLimiters();
  await t.cleanup();
});

describeWithLimiterRedis("rate-limited calls while Redis is down", (redisOf) => {

  it("booking, manage-link, my-data and payment calls answer as they do with Redis up (no 503), and a client address is still limited, from memory", async () => {
    const client = { [CLIENT_ADDRESS_HEADER]: "203.0.113.60" };
    const auth = { ...client, authorization: `Bearer ${token}` };
    const calls = async () => [
      (await call(otpChallenge.POST, "/api/misc/otp-challenge", { headers: client, json: {} })).status,
      (await call(getBooking.POST, "/api/web/user/get-booking", { headers: client, json: { link: LINK } })).status,
      (await call(myData.POST, "/api/web/my-data/get", { headers: auth, json: {} })).status,
      (await call(paymentSuccess.POST, "/api/web/payment/success", { headers: auth, json: PAYMENT })).status,
    ];
    const withRedis = await calls();
    expect(withRedis[0]).toBe(200);
    expect(withRedis.every((s) => s < 500)).toBe(true);

    await redisOf().stop();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await calls()).toEqual(withRedis);

    // Still limited while Redis is down: another address's calls up to the rule's points, then 429.
    const other = { [CLIENT_ADDRESS_HEADER]: "203.0.113.61" };
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT_RULES["booking-client"].points; i += 1) {
      statuses.push((await call(getBooking.POST, "/api/web/user/get-booking", { headers: other, json: { link: LINK } })).status);
    }
    expect(statuses.slice(0, -1).every((s) => s !== 429 && s < 500)).toBe(true);
    expect(statuses.at(-1)).toBe(429);

    // The gateway's webhook takes no limit at all.
    const signed = await call(webhook.POST, "/api/web/payment/webhook", { headers: { ...other, "x-razorpay-signature": "0".repeat(64) }, json: { event: "payment.captured", payload: {} } });
    expect(signed.status).toBe(400);
  });
});

describe("a limiter store that fails outright", () => {
  afterEach(() => jest.restoreAllMocks());

  it("refuses an ordinary limited call, but never the gateway's payment result", async () => {
    const { RateLimiterDrizzle } = await import("rate-limiter-flexible");
    await forgetLimiters();
    jest.spyOn(RateLimiterDrizzle.prototype, "consume").mockRejectedValue(new Error("the store is down"));
    const auth = { [CLIENT_ADDRESS_HEADER]: "203.0.113.62", authorization: `Bearer ${token}` };
    const ordinary = await call(getBooking.POST, "/api/web/user/get-booking", { headers: auth, json: { link: LINK } });
    expect(ordinary.status).toBeGreaterThanOrEqual(500);
    const paid = await call(paymentSuccess.POST, "/api/web/payment/success", { headers: auth, json: PAYMENT });
    // Judged by the payment domain (an order it does not know), not refused by the limiter.
    expect(paid.status).toBeLessThan(500);
    expect(paid.status).not.toBe(429);
  });
});
