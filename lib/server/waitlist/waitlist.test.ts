import { and, asc, eq, inArray, like } from "drizzle-orm";
import { createTestDatabase, type TestDatabase } from "@/test/db";
import { call } from "@/test/http";
import { staffMember } from "@/test/staff";
import { holdFor, holdSystemClockAtFixtureDay, mobile, testClock, verifiedVisitor } from "@/test/booking-fixtures";
import { bookings, doctorLeaves, doctors, outboxMessages, waitlistEntries, waitlistOffers } from "@/lib/server/db/schema";
import { forgetAuthSecret } from "@/lib/server/auth/keys";
import { getFreeSlots } from "@/lib/server/booking";
import { createOrder } from "@/lib/server/payments";
import { readBookingToken } from "@/lib/server/auth/tokens";
import { eraseWaitlistOfPhone, joinWaitlist, leaveByLink, listWaitlists, offerView, waitlistOfPhone } from "@/lib/server/waitlist";
import { inQuietHours, runOfferRound } from "@/lib/server/waitlist/offers";
import { pruneWaitlist } from "@/lib/server/waitlist/retention";
import { listOutbox } from "@/lib/server/outbox/console";
import { sentText } from "@/lib/server/outbox/link-secrets";
import { readEntryLink } from "@/lib/server/auth/waitlist-links";
import { eraseMyData } from "@/lib/server/compose/my-data";
import * as myDataGet from "@/app/api/web/my-data/get/route";
import * as myDataExport from "@/app/api/web/my-data/export/route";
import * as savedPatients from "@/app/api/web/user/saved-patients/route";
import { claimOffer } from "@/lib/server/compose/waitlist-claim";
import { POST as joinRoute } from "@/app/api/web/waitlist/join/route";
import { POST as claimRoute } from "@/app/api/web/waitlist/claim/route";
import { POST as leaveRoute } from "@/app/api/web/waitlist/leave/route";
import { POST as getOfferRoute } from "@/app/api/web/waitlist/get-offer/route";
import type { PatientDetails } from "@/lib/contracts/booking";
import { quietHoursSentence } from "@/lib/contracts/waitlist";

// Next gives route handlers the store revalidateTag needs; a handler called directly has none.
jest.mock("next/cache", () => ({ ...jest.requireActual("next/cache"), revalidateTag: jest.fn() }));

let t: TestDatabase;
const clock = testClock();
const DOCTOR = "dr-rajesh-iyer"; // Mon and Thu 11:00–14:00, Sat 09:00–12:00 IST; 15-minute slots
/** Monday 30 November 2026, 10:00 IST: inside the hours offers are sent. */
const MONDAY_10 = "2026-11-30T04:30:00Z";
const patient = (phone: string, name = "Meera Joshi"): PatientDetails => ({ name, phone, gender: "female", age: 42, reason: "Follow-up", relation: "self", remember: false, reminders: true, consent: true });

/** Thursday 11:00 IST (05:30 UTC) plus `n` 15-minute slots. */
const thursdaySlot = (day: string, n: number) => new Date(Date.parse(`${day}T05:30:00Z`) + n * 15 * 60_000).toISOString();

let phoneSeq = 0;
/** Books every slot of a Thursday (12 paid requests), answering their ids in slot order. */
async function fillThursday(day: string): Promise<string[]> {
  const ids: string[] = [];
  for (let n = 0; n < 12; n++) {
    const v = await verifiedVisitor(t.handle.db, mobile(5000 + phoneSeq++), clock());
    const view = await holdFor(t.handle.db, { ...v, doctor: DOCTOR, slotStart: thursdaySlot(day, n), patient: patient(v.phone, "Arjun Rao") }, clock);
    ids.push(view._id);
  }
  await t.handle.db.update(bookings).set({ status: "requested", holdExpiresAt: null }).where(inArray(bookings.id, ids));
  return ids;
}

const cancel = (id: string) => t.handle.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, id));

/** The offers' SMS as sent: the stored body with its link signed now, as the dispatcher does. */
async function offersSent() {
  const rows = await t.handle.db.select().from(outboxMessages).where(eq(outboxMessages.kind, "waitlist_offer")).orderBy(asc(outboxMessages.createdAt));
  return Promise.all(rows.map(async (r) => ({ ...r, stored: r.body, body: (await sentText(t.handle.db, r, clock()))! })));
}
const linkOf = (body: string) => /\/waitlist-offer#([A-Za-z0-9_.-]+)/.exec(body)![1];

async function join(n: number, from: string, to = from) {
  const phone = mobile(n);
  const joined = await joinWaitlist(t.handle.db, { phone, doctor: DOCTOR, from, to, patient: patient(phone) }, clock);
  // The next one joins a second later: the line is the order of joining.
  clock.advance(1000);
  return { phone, joined };
}

beforeAll(async () => {
  t = await createTestDatabase();
  // The route handlers' clock, on the fixtures' calendar whatever day the suite runs.
  holdSystemClockAtFixtureDay();
  forgetAuthSecret();
});
afterAll(async () => t.cleanup());
beforeEach(async () => {
  clock.set(MONDAY_10);
  await t.handle.db.delete(waitlistEntries);
  await t.handle.db.delete(outboxMessages);
  await t.handle.db.update(bookings).set({ status: "cancelled" });
});

describe("the offer round", () => {
  it("offers a freed slot to the first in line only, one open offer at a time, with a signed link in the SMS", async () => {
    const ids = await fillThursday("2026-12-03");
    const first = await join(6001, "2026-12-03");
    const second = await join(6002, "2026-12-03");
    expect([first.joined.position, second.joined.position]).toEqual([1, 2]);
    expect((await runOfferRound(t.handle.db, clock)).offered).toBe(0);

    await cancel(ids[4]);
    expect((await runOfferRound(t.handle.db, clock)).offered).toBe(1);
    expect((await runOfferRound(t.handle.db, clock)).offered).toBe(0);
    const sms = await offersSent();
    expect(sms.map((m) => m.recipient)).toEqual([first.phone]);
    expect(sms[0].body).toContain("/waitlist-offer#");
    expect(sms[0].body).not.toContain(first.phone);
    const offer = await offerView(t.handle.db, linkOf(sms[0].body), clock);
    expect(offer).toMatchObject({ status: "open", start: thursdaySlot("2026-12-03", 4) });
    // Staff see the message, never the link's token (it would let them claim or leave for the patient).
    const { messages } = await listOutbox(t.handle.db, { page: 1 });
    const shown = messages.find((m) => m.kind === "waitlist_offer")!;
    expect(shown.body).toContain("/waitlist-offer#(link withheld)");
    expect(shown.body).not.toContain(linkOf(sms[0].body));
    // Nor does the database: the message keeps what makes its link, not the link.
    expect(sms[0].stored).not.toMatch(/#[A-Za-z0-9_.~-]{16,}/);
  });

  it("passes the slot to the next in line when an offer lapses after 15 minutes, and never back to one who let it lapse", async () => {
    const ids = await fillThursday("2026-12-03");
    const a = await join(6011, "2026-12-03");
    const b = await join(6012, "2026-12-03");
    await cancel(ids[0]);
    await runOfferRound(t.handle.db, clock);
    clock.advance(14 * 60_000);
    expect((await runOfferRound(t.handle.db, clock)).offered).toBe(0);
    clock.advance(60_000);
    const round = await runOfferRound(t.handle.db, clock);
    expect(round).toMatchObject({ lapsed: 1, offered: 1 });
    expect((await offersSent()).map((m) => m.recipient)).toEqual([a.phone, b.phone]);
    clock.advance(15 * 60_000);
    expect(await runOfferRound(t.handle.db, clock)).toMatchObject({ lapsed: 1, offered: 0 });
    const offers = await t.handle.db.select().from(waitlistOffers).orderBy(asc(waitlistOffers.sentAt));
    expect(offers.map((o) => o.status)).toEqual(["expired", "expired"]);
  });

  it("makes one offer per freed slot: two slots freed go to the first two in line", async () => {
    const ids = await fillThursday("2026-12-03");
    const a = await join(6021, "2026-12-03");
    const b = await join(6022, "2026-12-03");
    await join(6023, "2026-12-03");
    await cancel(ids[1]);
    await cancel(ids[7]);
    expect((await runOfferRound(t.handle.db, clock)).offered).toBe(2);
    expect((await offersSent()).map((m) => m.recipient).sort()).toEqual([a.phone, b.phone].sort());
  });

  it("sends no offer from 21:00 to 08:00 in the hospital's zone: it waits until 08:00", async () => {
    const ids = await fillThursday("2026-12-03");
    await join(6031, "2026-12-03");
    clock.set("2026-11-30T15:30:00Z"); // 21:00 IST
    await cancel(ids[2]);
    expect((await runOfferRound(t.handle.db, clock)).offered).toBe(0);
    clock.set("2026-12-01T02:29:00Z"); // 07:59 IST
    expect((await runOfferRound(t.handle.db, clock)).offered).toBe(0);
    expect(await offersSent()).toEqual([]);
    clock.set("2026-12-01T02:30:00Z"); // 08:00 IST
    expect((await runOfferRound(t.handle.db, clock)).offered).toBe(1);
    expect(inQuietHours(new Date("2026-11-30T15:29:00Z"), "Asia/Kolkata")).toBe(false);
    // WAITLIST_QUIET_HOURS: another window (within one day), or off.
    expect(inQuietHours(new Date("2026-11-30T08:00:00Z"), "Asia/Kolkata", { from: 13, until: 15 })).toBe(true);
    expect(inQuietHours(new Date("2026-11-30T15:30:00Z"), "Asia/Kolkata", null)).toBe(false);
  });

  it("offers a slot freed by any path (a lapsed hold here), without that path calling it", async () => {
    await fillThursday("2026-12-03");
    await t.handle.db.update(bookings).set({ status: "held", holdExpiresAt: new Date(Date.parse(MONDAY_10) + 60_000) }).where(and(eq(bookings.startsAt, new Date(thursdaySlot("2026-12-03", 9))), eq(bookings.status, "requested")));
    const a = await join(6041, "2026-12-03");
    expect((await runOfferRound(t.handle.db, clock)).offered).toBe(0);
    clock.advance(2 * 60_000);
    expect((await runOfferRound(t.handle.db, clock)).offered).toBe(1);
    expect((await offersSent()).map((m) => m.recipient)).toEqual([a.phone]);
  });
});

describe("claiming an offer", () => {
  async function openOffer(phoneN: number, slot = 3) {
    const ids = await fillThursday("2026-12-03");
    const entry = await join(phoneN, "2026-12-03");
    await cancel(ids[slot]);
    await runOfferRound(t.handle.db, clock);
    const [sms] = await offersSent();
    return { ...entry, link: linkOf(sms.body), slotStart: thursdaySlot("2026-12-03", slot) };
  }

  it("holds the slot for the patient as add-booking-detail does, with a booking token that can open its payment order", async () => {
    const { phone, link, slotStart } = await openOffer(6101);
    const claimed = await claimOffer(t.handle.db, link, clock);
    expect(claimed.booking).toMatchObject({ status: "held", start: slotStart, patient: { name: "Meera Joshi", phone } });
    // The reminder box ticked when joining holds for the booking the offer became.
    const [row] = await t.handle.db.select({ reminders: bookings.reminders }).from(bookings).where(eq(bookings.id, claimed.booking._id));
    expect(row.reminders).toBe(true);
    const claims = await readBookingToken(t.handle.db, claimed.token, clock);
    expect(claims).not.toBeNull();
    const order = await createOrder(t.handle.db, { bookingId: claimed.booking._id, attemptId: claims!.attemptId }, clock);
    expect(order.orderId).toMatch(/^order_/);
    expect(await offerView(t.handle.db, link, clock)).toMatchObject({ status: "claimed" });
    const [entry] = await t.handle.db.select().from(waitlistEntries).where(eq(waitlistEntries.phone, phone));
    expect(entry.status).toBe("booked");
  });

  it("puts the entry back in the line when the claimed slot's hold ends unpaid, and offers it the next freed slot", async () => {
    const { phone, link } = await openOffer(6108, 4);
    const claimed = await claimOffer(t.handle.db, link, clock);
    clock.advance(30 * 60_000);
    await runOfferRound(t.handle.db, clock);
    const [entry] = await t.handle.db.select().from(waitlistEntries).where(eq(waitlistEntries.phone, phone));
    expect(entry.status).toBe("waiting");
    const [held] = await t.handle.db.select().from(bookings).where(eq(bookings.id, claimed.booking._id));
    expect(held.status === "expired" || held.holdExpiresAt!.getTime() <= clock().getTime()).toBe(true);
    const before = (await offersSent()).length;
    const [another] = await t.handle.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.startsAt, new Date(thursdaySlot("2026-12-03", 6))), eq(bookings.status, "requested")));
    await cancel(another.id);
    expect((await runOfferRound(t.handle.db, clock)).offered).toBeGreaterThanOrEqual(1);
    const sent = await offersSent();
    expect(sent.length).toBe(before + 1);
    expect(sent.at(-1)!.recipient).toBe(phone);
  });

  it("puts the entry back in the line too when the patient verified again on the payment page (the hold's attempt replaced) and did not pay", async () => {
    const { phone, link } = await openOffer(6112, 10);
    const claimed = await claimOffer(t.handle.db, link, clock);
    await t.handle.db.update(bookings).set({ attemptId: crypto.randomUUID() }).where(eq(bookings.id, claimed.booking._id));
    await runOfferRound(t.handle.db, clock);
    expect((await t.handle.db.select().from(waitlistEntries).where(eq(waitlistEntries.phone, phone)))[0].status).toBe("booked");
    clock.advance(30 * 60_000);
    await runOfferRound(t.handle.db, clock);
    expect((await t.handle.db.select().from(waitlistEntries).where(eq(waitlistEntries.phone, phone)))[0].status).toBe("waiting");
  });

  it("lets a patient with an open offer erase their data: the slot kept for the offer is not an appointment, and goes with the entry", async () => {
    const { phone, slotStart } = await openOffer(6109, 5);
    const result = await eraseMyData(t.handle.db, phone, clock());
    expect(result.erased.join("; ")).toMatch(/waitlist entr/);
    expect(await t.handle.db.select().from(bookings).where(and(eq(bookings.phone, phone), eq(bookings.startsAt, new Date(slotStart))))).toEqual([]);
    expect(await t.handle.db.select().from(waitlistEntries).where(eq(waitlistEntries.phone, phone))).toEqual([]);
  });

  it("gives a token that pays for the claimed slot but opens neither the phone's data nor its saved patients (a link proves one booking, not the phone)", async () => {
    const { link } = await openOffer(6110, 7);
    const claimed = await claimOffer(t.handle.db, link, clock);
    const bearer = { authorization: `Bearer ${claimed.token}` };
    for (const [handler, path] of [
      [myDataGet.POST, "/api/web/my-data/get"],
      [myDataExport.POST, "/api/web/my-data/export"],
      [savedPatients.POST, "/api/web/user/saved-patients"],
    ] as const) {
      const answer = await call(handler, path, { headers: bearer, json: {} });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toMatch(/verify your mobile number with a code/);
    }
    const order = await createOrder(t.handle.db, { bookingId: claimed.booking._id, attemptId: (await readBookingToken(t.handle.db, claimed.token, clock))!.attemptId }, clock);
    expect(order.orderId).toMatch(/^order_/);
  });

  it("refuses the claim with day_off once leave covers the offer's day, releases its hold and leaves the entry waiting; no offer is made on a day off", async () => {
    const { phone, link, slotStart } = await openOffer(6111, 8);
    const [doctor] = await t.handle.db.select({ id: doctors.id }).from(doctors).where(eq(doctors.username, DOCTOR));
    const [leave] = await t.handle.db.insert(doctorLeaves).values({ doctorId: doctor.id, fromDate: "2026-12-03", toDate: "2026-12-03", reason: "Conference" }).returning({ id: doctorLeaves.id });
    try {
      await expect(claimOffer(t.handle.db, link, clock)).rejects.toMatchObject({ reason: "day_off" });
      expect(await t.handle.db.select().from(bookings).where(and(eq(bookings.startsAt, new Date(slotStart)), eq(bookings.status, "held")))).toEqual([]);
      const [entry] = await t.handle.db.select().from(waitlistEntries).where(eq(waitlistEntries.phone, phone));
      expect(entry.status).toBe("waiting");
      const ids = await t.handle.db.select({ id: bookings.id }).from(bookings).where(and(eq(bookings.startsAt, new Date(thursdaySlot("2026-12-03", 9))), eq(bookings.status, "requested")));
      await cancel(ids[0].id);
      const before = (await offersSent()).length;
      await runOfferRound(t.handle.db, clock);
      expect((await offersSent()).length).toBe(before);
    } finally {
      await t.handle.db.delete(doctorLeaves).where(eq(doctorLeaves.id, leave.id));
    }
  });

  it("answers 409 offer_expired once the 15 minutes have passed", async () => {
    const { link } = await openOffer(6102);
    clock.advance(15 * 60_000);
    await expect(claimOffer(t.handle.db, link, clock)).rejects.toMatchObject({ status: 409, reason: "offer_expired" });
  });

  it("keeps the offered slot for its patient while the offer is open: a public hold is refused and the slot lists show it taken, until the offer lapses", async () => {
    const { link, slotStart } = await openOffer(6103);
    const visitor = await verifiedVisitor(t.handle.db, mobile(6203), clock());
    const book = () => holdFor(t.handle.db, { ...visitor, doctor: DOCTOR, slotStart, patient: patient(visitor.phone, "Kiran Das") }, clock);
    const listed = async () => (await getFreeSlots(t.handle.db, { doctor: DOCTOR, from: "2026-12-03", days: 1 }, clock)).slots.map((s) => s.start);
    await expect(book()).rejects.toMatchObject({ status: 409, reason: "slot_taken" });
    expect(await listed()).not.toContain(slotStart);
    clock.advance(14 * 60_000);
    await expect(book()).rejects.toMatchObject({ status: 409, reason: "slot_taken" });
    // The offer's 15 minutes are over: the slot is anyone's again, and the offer cannot be claimed.
    clock.advance(60_000);
    expect(await listed()).toContain(slotStart);
    await expect(book()).resolves.toMatchObject({ status: "held", start: slotStart });
    await expect(claimOffer(t.handle.db, link, clock)).rejects.toMatchObject({ status: 409, reason: "offer_expired" });
  });

  it("returns the offered slot to the pool at once when its patient leaves the waitlist", async () => {
    const { link, slotStart } = await openOffer(6104);
    const visitor = await verifiedVisitor(t.handle.db, mobile(6204), clock());
    const book = () => holdFor(t.handle.db, { ...visitor, doctor: DOCTOR, slotStart, patient: patient(visitor.phone, "Kiran Das") }, clock);
    await expect(book()).rejects.toMatchObject({ reason: "slot_taken" });
    await leaveByLink(t.handle.db, link, clock);
    await expect(book()).resolves.toMatchObject({ status: "held", start: slotStart });
  });

  it("lets the claim win when it races a public booking of the offered slot; the booking gets 409 slot_taken", async () => {
    const { link, slotStart } = await openOffer(6105);
    const visitor = await verifiedVisitor(t.handle.db, mobile(6205), clock());
    const results = await Promise.allSettled([
      holdFor(t.handle.db, { ...visitor, doctor: DOCTOR, slotStart, patient: patient(visitor.phone, "Kiran Das") }, clock),
      claimOffer(t.handle.db, link, clock),
    ]);
    expect(results[0]).toMatchObject({ status: "rejected", reason: { status: 409, reason: "slot_taken" } });
    expect(results[1]).toMatchObject({ status: "fulfilled" });
    const live = await t.handle.db.select().from(bookings).where(and(eq(bookings.startsAt, new Date(slotStart)), eq(bookings.status, "held")));
    expect(live.map((b) => b.phone)).toEqual([mobile(6105)]);
  });

  it("of 50 claims sent at once, exactly one holds the slot; the others answer 409 offer_claimed and leave the offer claimed; a replay is not slot_taken", async () => {
    const { phone, link, slotStart } = await openOffer(6106);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => claimOffer(t.handle.db, link, clock)));
    const won = results.filter((r) => r.status === "fulfilled");
    expect(won).toHaveLength(1);
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === "rejected").map((r) => (r.reason as { status: number; reason: string }));
    expect(lost).toHaveLength(49);
    for (const l of lost) expect(l).toMatchObject({ status: 409, reason: "offer_claimed" });
    const live = await t.handle.db.select().from(bookings).where(and(eq(bookings.startsAt, new Date(slotStart)), eq(bookings.status, "held")));
    expect(live).toHaveLength(1);
    expect(live[0]).toMatchObject({ phone, id: (won[0] as PromiseFulfilledResult<{ booking: { _id: string } }>).value.booking._id });
    const offers = await t.handle.db.select().from(waitlistOffers);
    expect(offers.map((o) => o.status)).toEqual(["claimed"]);
    const [entry] = await t.handle.db.select().from(waitlistEntries).where(eq(waitlistEntries.phone, phone));
    expect(entry.status).toBe("booked");
    const replay = await call(claimRoute, "/api/web/waitlist/claim", { json: { link } });
    expect(replay.status).toBe(409);
    expect(replay.body).toMatchObject({ success: 0, code: "offer_claimed" });
    expect(await offerView(t.handle.db, link, clock)).toMatchObject({ status: "claimed" });
  });

  it("does not offer a slot to a patient whose phone holds another slot (one hold per phone): the next in line gets it", async () => {
    const ids = await fillThursday("2026-12-03");
    const busy = await join(6107, "2026-12-03");
    const next = await join(6108, "2026-12-03");
    const v = await verifiedVisitor(t.handle.db, busy.phone, clock());
    await holdFor(t.handle.db, { ...v, doctor: DOCTOR, slotStart: "2026-12-05T03:30:00Z", patient: patient(busy.phone) }, clock);
    await cancel(ids[2]);
    expect((await runOfferRound(t.handle.db, clock)).offered).toBe(1);
    expect((await offersSent()).map((m) => m.recipient)).toEqual([next.phone]);
  });

  it("refuses a forged or missing link with a 4xx envelope", async () => {
    const forged = await call(claimRoute, "/api/web/waitlist/claim", { json: { link: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJlLWZvcmdlZC1oZXJlLXh4eHh4" } });
    expect(forged.status).toBe(403);
    expect(forged.body.code).toBe("link_invalid");
    expect((await call(claimRoute, "/api/web/waitlist/claim", { json: {} })).status).toBe(400);
    expect((await call(getOfferRoute, "/api/web/waitlist/get-offer", { json: { link: 12 } })).status).toBe(400);
    expect((await call(claimRoute, "/api/web/waitlist/claim", { body: "{", headers: { "content-type": "application/json" } })).status).toBe(400);
    expect((await call(claimRoute, "/api/web/waitlist/claim", { json: { link: "a\u0001bcdefghijklmnopqrstuvwxyz" } })).status).toBe(400);
  });
});

describe("joining", () => {
  const token = async (n: number) => (await verifiedVisitor(t.handle.db, mobile(n), new Date())).token;
  const post = async (json: unknown, bearer?: string) => call(joinRoute, "/api/web/waitlist/join", { json, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
  // The route reads the system clock, held at Sunday 29 November 2026 (06:00 IST): day(4) is Thursday 3 December.
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const as = (n: number, range: { from: string; to: string }) => ({ doctor: DOCTOR, ...range, patient: patient(mobile(n)) });

  it("answers 201 with the place in line, and keeps the place when the same phone joins again with another range", async () => {
    await fillThursday(day(4));
    const first = await token(6301);
    const a = await post(as(6301, { from: day(4), to: day(5) }), first);
    expect(a.status).toBe(201);
    expect(a.body.data).toMatchObject({ position: 1 });
    const b = await post(as(6302, { from: day(4), to: day(5) }), await token(6302));
    expect(b.body.data).toMatchObject({ position: 2 });
    const again = await post(as(6301, { from: day(3), to: day(5) }), first);
    expect(again.status).toBe(201);
    expect(again.body.data).toMatchObject({ waitlistId: (a.body.data as { waitlistId: string }).waitlistId, position: 1, from: day(3), to: day(5) });
    expect(await t.handle.db.select().from(waitlistEntries)).toHaveLength(2);
  });

  it("keeps one entry per phone and doctor when two joins arrive at once (the unique index)", async () => {
    await fillThursday(day(4));
    const bearer = await token(6303);
    const answers = await Promise.all([post(as(6303, { from: day(4), to: day(4) }), bearer), post(as(6303, { from: day(3), to: day(5) }), bearer)]);
    expect(answers.map((x) => x.status)).toEqual([201, 201]);
    expect(await t.handle.db.select().from(waitlistEntries).where(eq(waitlistEntries.phone, mobile(6303)))).toHaveLength(1);
  });

  it("refuses a range over 14 days, past dates, an unknown doctor, a missing token and a patient of another phone", async () => {
    const bearer = await token(6304);
    const long = await post(as(6304, { from: day(2), to: day(16) }), bearer);
    expect(long.status).toBe(400);
    expect(long.body.message).toContain("14 days");
    const past = await post(as(6304, { from: day(-3), to: day(2) }), bearer);
    expect(past.status).toBe(400);
    expect(past.body.message).toContain("passed");
    expect((await post(as(6304, { from: day(5), to: day(3) }), bearer)).status).toBe(400);
    expect((await post(as(6304, { from: "2026-02-30", to: day(3) }), bearer)).status).toBe(400);
    expect((await post({ ...as(6304, { from: day(2), to: day(3) }), doctor: "dr-nobody-here" }, bearer)).status).toBe(404);
    const anonymous = await post(as(6304, { from: day(2), to: day(3) }));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe("token_invalid");
    expect((await post({ doctor: DOCTOR, from: day(2), patient: patient(mobile(6304)) }, bearer)).status).toBe(400);
    expect((await post({ ...as(6304, { from: day(2), to: day(3) }), doctor: 7 }, bearer)).status).toBe(400);
    const other = await post({ doctor: DOCTOR, from: day(2), to: day(3), patient: patient(mobile(6399)) }, bearer);
    expect(other.status).toBe(400);
    expect(other.body.code).toBe("phone_not_verified");
  });

  it("asks for the patient's details when joining: an offer is kept for a named patient, so it is never a dead end", async () => {
    await fillThursday(day(4));
    const bearer = await token(6305);
    const bare = await post({ doctor: DOCTOR, from: day(4), to: day(4) }, bearer);
    expect(bare.status).toBe(400);
    expect(bare.body).toMatchObject({ success: 0, errors: [{ path: "patient" }] });
    expect(await t.handle.db.select().from(waitlistEntries)).toEqual([]);
  });

  it("offers nothing to an entry without the patient's details (made before they were asked), instead of an offer it could not claim", async () => {
    const ids = await fillThursday("2026-12-03");
    const { joined } = await join(6306, "2026-12-03");
    await t.handle.db.update(waitlistEntries).set({ patient: null }).where(eq(waitlistEntries.id, joined.waitlistId));
    await cancel(ids[1]);
    expect((await runOfferRound(t.handle.db, clock)).offered).toBe(0);
  });

  it("joins only for days that are full: a day with a free slot or not yet open for booking is refused (409 days_not_full); days over or without an OPD may lie in the range", async () => {
    const bearer = await token(6307);
    // Thursday 3 December has free slots: joining for it would bring offers of ordinary free times.
    const free = await post(as(6307, { from: day(4), to: day(4) }), bearer);
    expect([free.status, free.body.code]).toEqual([409, "days_not_full"]);
    expect(free.body.message).toContain("has free slots on");
    await fillThursday(day(4));
    // Wednesday (no OPD), the full Thursday and Friday (no OPD); Saturday the 5th has free slots.
    expect((await post(as(6307, { from: day(3), to: day(5) }), bearer)).status).toBe(201);
    const withSaturday = await post(as(6307, { from: day(4), to: day(6) }), bearer);
    expect([withSaturday.status, withSaturday.body.code]).toEqual([409, "days_not_full"]);
    // Beyond the doctor's booking horizon the slots open to everyone at once: not a waitlist's.
    const [{ horizon }] = await t.handle.db.select({ horizon: doctors.bookingHorizonDays }).from(doctors).where(eq(doctors.username, DOCTOR));
    const far = await post(as(6307, { from: day(horizon + 1), to: day(horizon + 7) }), bearer);
    expect([far.status, far.body.code]).toEqual([409, "days_not_full"]);
  });
});

describe("after joining", () => {
  it("answers a reference and a link to leave, queues an SMS saying so (quiet hours as set), and the link opens the place and leaves it, releasing an open offer's slot", async () => {
    const ids = await fillThursday("2026-12-03");
    const { phone, joined } = await join(6501, "2026-12-03");
    expect(joined.reference).toMatch(/^WL-[0-9A-F]{8}$/);
    const [row] = await t.handle.db.select().from(outboxMessages).where(eq(outboxMessages.kind, "waitlist_joined"));
    expect(row.body).not.toMatch(/#[A-Za-z0-9_.~-]{16,}/);
    const sms = { ...row, body: (await sentText(t.handle.db, row, clock()))! };
    expect(sms).toMatchObject({ recipient: phone, channel: "sms" });
    expect(sms.body).toContain(joined.reference);
    expect(sms.body).toContain("No offer is sent between 9 pm and 8 am.");
    expect(await readEntryLink(t.handle.db, linkOf(sms.body), clock)).toBe(joined.waitlistId);
    const place = await call(getOfferRoute, "/api/web/waitlist/get-offer", { json: { link: joined.leaveLink } });
    expect(place.body.data).toMatchObject({ status: "waiting", reference: joined.reference, range: { from: "2026-12-03", to: "2026-12-03" } });
    // An offer is open when the patient leaves: its slot is free again at once.
    await cancel(ids[0]);
    await runOfferRound(t.handle.db, clock);
    const visitor = await verifiedVisitor(t.handle.db, mobile(6601), clock());
    const book = () => holdFor(t.handle.db, { ...visitor, doctor: DOCTOR, slotStart: thursdaySlot("2026-12-03", 0), patient: patient(visitor.phone, "Kiran Das") }, clock);
    await expect(book()).rejects.toMatchObject({ reason: "slot_taken" });
    const left = await call(leaveRoute, "/api/web/waitlist/leave", { json: { link: joined.leaveLink } });
    expect(left.status).toBe(200);
    expect(await t.handle.db.select().from(waitlistEntries)).toEqual([]);
    await expect(book()).resolves.toMatchObject({ status: "held" });
    // The offer link and the place link cannot stand in for each other's kind of token elsewhere.
    expect((await call(getOfferRoute, "/api/web/waitlist/get-offer", { json: { link: joined.leaveLink } })).status).toBe(403);
  });

  it("sends the SMS of joining once per range however often the phone joins again", async () => {
    await fillThursday("2026-12-03");
    const { phone } = await join(6502, "2026-12-03");
    await join(6502, "2026-12-03");
    await join(6502, "2026-12-03");
    const joinedSms = () => t.handle.db.select().from(outboxMessages).where(and(eq(outboxMessages.kind, "waitlist_joined"), eq(outboxMessages.recipient, phone)));
    expect(await joinedSms()).toHaveLength(1);
  });

  it("says no quiet hours when offers go out at any hour", () => {
    expect(quietHoursSentence(null)).toBe("");
    expect(quietHoursSentence({ from: 22, until: 7 })).toBe("No offer is sent between 10 pm and 7 am.");
    expect(quietHoursSentence({ from: 12, until: 0 })).toBe("No offer is sent between noon and midnight.");
  });
});

describe("the days of the slot picker", () => {
  it("calls a day full only when every slot still to come is taken; a day whose hours are over is 'over', not full", async () => {
    await fillThursday("2026-12-10");
    // Thursday 3 December, 14:30 IST: the day's OPD (11:00 to 14:00) is over, nothing was booked.
    clock.set("2026-12-03T09:00:00Z");
    const { dayStates, opdDays } = await getFreeSlots(t.handle.db, { doctor: DOCTOR, from: "2026-12-03", days: 8 }, clock);
    expect(opdDays).toEqual(["2026-12-03", "2026-12-05", "2026-12-07", "2026-12-10"]);
    expect(dayStates).toEqual({ "2026-12-03": "over", "2026-12-05": "free", "2026-12-07": "free", "2026-12-10": "full" });
  });
});

describe("leaving, the patient's own data and retention", () => {
  it("removes the entry and its offers by the offer's link; leaving twice is not an error, and the link then opens nothing", async () => {
    const ids = await fillThursday("2026-12-03");
    const { phone } = await join(6401, "2026-12-03");
    await cancel(ids[5]);
    await runOfferRound(t.handle.db, clock);
    const [sms] = await offersSent();
    const link = linkOf(sms.body);
    const left = await call(leaveRoute, "/api/web/waitlist/leave", { json: { link } });
    expect(left.status).toBe(200);
    expect(await t.handle.db.select().from(waitlistEntries).where(eq(waitlistEntries.phone, phone))).toEqual([]);
    expect(await t.handle.db.select().from(waitlistOffers)).toEqual([]);
    await leaveByLink(t.handle.db, link, clock);
    expect((await call(getOfferRoute, "/api/web/waitlist/get-offer", { json: { link } })).status).toBe(403);
  });

  it("answers every entry and offer of a phone as plain JSON, and erases them", async () => {
    const ids = await fillThursday("2026-12-03");
    const { phone } = await join(6402, "2026-12-03");
    await cancel(ids[6]);
    await runOfferRound(t.handle.db, clock);
    const mine = await waitlistOfPhone(t.handle.db, phone);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ doctor: DOCTOR, from: "2026-12-03", status: "waiting", offers: [{ status: "open", slotStart: thursdaySlot("2026-12-03", 6) }] });
    expect(JSON.parse(JSON.stringify(mine))).toEqual(mine);
    expect((await listWaitlists(t.handle.db, (await staffMember(t.handle.db, "front_desk")).account, clock()))[0].entries[0]).toMatchObject({ phone: expect.stringContaining("•"), offers: [{ status: "open" }] });
    expect(await eraseWaitlistOfPhone(t.handle.db, phone)).toBe(1);
    expect(await waitlistOfPhone(t.handle.db, phone)).toEqual([]);
    expect(await t.handle.db.select().from(waitlistOffers)).toEqual([]);
  });

  it("deletes entries once their range has passed and offers 30 days after they were sent", async () => {
    const ids = await fillThursday("2026-12-03");
    await join(6403, "2026-12-03");
    const later = await join(6404, "2026-12-03", "2026-12-04");
    await cancel(ids[8]);
    await cancel(ids[9]);
    await runOfferRound(t.handle.db, clock);
    expect(await pruneWaitlist(t.handle.db, new Date("2026-12-03T18:00:00Z"))).toEqual({ entries: 0, offers: 0 });
    // 00:01 IST on the 4th: the first entry goes, its offer with it.
    expect(await pruneWaitlist(t.handle.db, new Date("2026-12-03T18:31:00Z"))).toEqual({ entries: 1, offers: 0 });
    const left = await t.handle.db.select().from(waitlistOffers);
    expect(left.map((o) => o.entryId)).toEqual([later.joined.waitlistId]);
    expect(await t.handle.db.select().from(waitlistEntries).where(like(waitlistEntries.phone, "%6404"))).toHaveLength(1);
    expect(await pruneWaitlist(t.handle.db, new Date("2027-01-01T00:00:00Z"))).toEqual({ entries: 1, offers: 1 });
  });
});
