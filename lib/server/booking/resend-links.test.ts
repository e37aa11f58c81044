import { and, eq } from "drizzle-orm";
import { createTestDatabase, type TestDatabase } from "@/test/db";
import { call } from "@/test/http";
import { heldBookingWithOrder, holdSystemClockAtFixtureDay, mobile, solvedPow, testClock } from "@/test/booking-fixtures";
import { bookings, outboxMessages } from "@/lib/server/db/schema";
import { forgetAuthSecret } from "@/lib/server/auth/keys";
import { resendBookingLinks } from "@/lib/server/booking/resend-links";
import { sentText } from "@/lib/server/outbox/link-secrets";
import { readBookingLink } from "@/lib/server/auth/tokens";
import { RateLimitedError } from "@/lib/server/ratelimit";
import { POST } from "@/app/api/web/user/resend-links/route";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/internal-headers";

// Booking links sent again to a patient who lost the SMS: to the booking's own phone only, the
// same answer whatever the number, and never more than the limits allow.
let t: TestDatabase;
const clock = testClock();
const CLIENT = "203.0.113.77";

beforeAll(async () => {
  t = await createTestDatabase();
  forgetAuthSecret();
  holdSystemClockAtFixtureDay();
});
afterAll(async () => t.cleanup());

const linksTo = (phone: string) => t.handle.db.select().from(outboxMessages).where(and(eq(outboxMessages.kind, "booking_links"), eq(outboxMessages.recipient, phone)));
const ask = async (phone: string, client = CLIENT) => resendBookingLinks(t.handle.db, { phone, pow: await solvedPow(t.handle.db, clock, client) }, client, clock);

describe("booking links sent again", () => {
  it("sends each appointment to come of that phone its own working link, to that phone only, and answers alike for a number without bookings", async () => {
    // One phone: two appointments requested (as after payment) and one cancelled.
    const requested = (id: string) => t.handle.db.update(bookings).set({ status: "requested" }).where(eq(bookings.id, id));
    const first = await heldBookingWithOrder(t.handle.db, clock, 0, 5100);
    await requested(first.booking._id);
    const second = await heldBookingWithOrder(t.handle.db, clock, 1, 5100 - 1);
    await requested(second.booking._id);
    expect(second.v.phone).toBe(first.v.phone);
    const cancelled = await heldBookingWithOrder(t.handle.db, clock, 2, 5100 - 2);
    await t.handle.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, cancelled.booking._id));
    const other = await heldBookingWithOrder(t.handle.db, clock, 3, 5200);
    await requested(other.booking._id);

    expect(await ask(first.v.phone)).toEqual({ sentTo: expect.stringContaining("•") });
    const sent = await linksTo(first.v.phone);
    expect(sent.map((m) => m.bookingId).sort()).toEqual([first.booking._id, second.booking._id].sort());
    for (const m of sent) {
      // Stored without its link's token; the link is signed when the SMS goes.
      expect(m.body).toContain("/my-booking#(link withheld)");
      const token = /my-booking#([A-Za-z0-9_.~-]+)/.exec((await sentText(t.handle.db, m, clock()))!)![1];
      expect(await readBookingLink(t.handle.db, token, clock)).toMatchObject({ bookingId: m.bookingId });
    }
    expect(await linksTo(other.v.phone)).toEqual([]);

    const nobody = await ask(mobile(5999));
    expect(Object.keys(nobody)).toEqual(["sentTo"]);
    expect(await linksTo(mobile(5999))).toEqual([]);
  });

  it("refuses a fourth request for one number in a day, and a spent security check", async () => {
    const phone = mobile(5300);
    for (let i = 0; i < 3; i += 1) await ask(phone, `203.0.113.${80 + i}`);
    await expect(ask(phone, "203.0.113.90")).rejects.toBeInstanceOf(RateLimitedError);
    const pow = await solvedPow(t.handle.db, clock, "203.0.113.91");
    await resendBookingLinks(t.handle.db, { phone: mobile(5301), pow }, "203.0.113.91", clock);
    await expect(resendBookingLinks(t.handle.db, { phone: mobile(5302), pow }, "203.0.113.91", clock)).rejects.toThrow(/already used/);
  });

  it("answers through its route with the masked number, and bad input with a 4xx envelope that names the field", async () => {
    const headers = { [CLIENT_ADDRESS_HEADER]: "203.0.113.95" };
    const pow = await solvedPow(t.handle.db, testClock(new Date().toISOString()), "203.0.113.95");
    const ok = await call(POST, "/api/web/user/resend-links", { headers, json: { phone: "98765 05400", pow } });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toMatch(/^If \+91.* has appointments to come, an SMS with the link of each is on its way\.$/);
    const bad = await call(POST, "/api/web/user/resend-links", { headers, json: { phone: "12", pow } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ path: "phone" })]);
    expect((await call(POST, "/api/web/user/resend-links", { headers, json: { phone: "98765 05400" } })).status).toBe(400);
  });
});
