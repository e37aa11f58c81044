import fs from "node:fs";
import { joinWaitlist } from "@/lib/server/waitlist";
import os from "node:os";
import path from "node:path";
import { and, eq, inArray, sql } from "drizzle-orm";
import { createTestDatabase, type TestDatabase } from "@/test/db";
import { call } from "@/test/http";
import { heldBookingWithOrder, holdFor, holdSystemClockAtFixtureDay, mobile, testClock, verifiedVisitor } from "@/test/booking-fixtures";
import { bookings, contactMessages, jobApplications, jobOpenings, outboxMessages, patients, paymentCaptures, paymentOrders, privacyRequests, sandboxPayments } from "@/lib/server/db/schema";
import { forgetAuthSecret } from "@/lib/server/auth/keys";
import { forgetConfig } from "@/lib/server/config";
import { confirmPayment, handleWebhook } from "@/lib/server/payments";
import { sandboxCheckout } from "@/lib/server/payments/sandbox-checkout";
import { recordSandboxPayment, sandboxSecrets } from "@/lib/server/payments/sandbox";
import { hmacHex } from "@/lib/server/payments/signature";
import { reconcilePayments } from "@/lib/server/payments/reconcile";
import { privateUploads } from "@/lib/server/files/storage";
import { POST as getRoute } from "@/app/api/web/my-data/get/route";
import { POST as exportRoute } from "@/app/api/web/my-data/export/route";
import { POST as eraseRoute } from "@/app/api/web/my-data/erase/route";
import { POST as correctionRoute } from "@/app/api/web/my-data/correction/route";
import { POST as withdrawRoute } from "@/app/api/web/my-data/withdraw-consent/route";
import { eraseMyData } from "@/lib/server/compose/my-data";
import type { ErasureResult, MyData } from "@/lib/contracts/my-data";

let t: TestDatabase;
let dataDir: string;
const clock = testClock();
let slot = 0;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hospital-my-data-"));
  process.env.DATA_DIR = dataDir;
  forgetConfig();
  t = await createTestDatabase();
  // The route handlers' clock, on the fixtures' calendar whatever day the suite runs.
  holdSystemClockAtFixtureDay();
  forgetAuthSecret();
});
afterAll(async () => {
  await t.cleanup();
  delete process.env.DATA_DIR;
  forgetConfig();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => clock.set("2026-11-30T00:30:00Z"));

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A paid booking of phone number `n` for a patient named `name` (Dr Rajesh Iyer, from Thursday 3 December), with the e-mail typed on it if any. */
async function paidBooking(n: number, name: string, email: string | null = null) {
  const { v, booking, orderId } = await heldBookingWithOrder(t.handle.db, clock, slot, 7000 + n - slot);
  slot += 1;
  await t.handle.db.update(patients).set({ name, email }).where(eq(patients.phone, v.phone));
  const result = await sandboxCheckout(t.handle.db, { orderId, outcome: "success", attemptId: v.attemptId }, clock);
  if (result.outcome !== "success") throw new Error("expected a payment");
  await confirmPayment(t.handle.db, { orderId, paymentId: result.razorpay_payment_id, signature: result.razorpay_signature, attemptId: v.attemptId }, clock);
  return { v, booking, orderId, paymentId: result.razorpay_payment_id };
}

/** A contact message and (unless `application` is false) a job application with its résumé file, given with `phone`. */
async function formsOf(phone: string, name: string, email: string, application = true) {
  await t.handle.db.insert(contactMessages).values({ name, phone, email, subject: "Billing", message: `Hello, this is ${name}, please call ${phone}`, createdAt: clock() });
  const key = application ? await applicationOf(phone, name, email) : null;
  await t.handle.db.insert(outboxMessages).values({ channel: "email", kind: "contact_ack", recipient: email, ownerPhone: phone, subject: "Thanks", body: `Dear ${name}, we received your message.`, sendAfter: clock(), createdAt: clock() });
  return key;
}

async function applicationOf(phone: string, name: string, email: string) {
  const [opening] = await t.handle.db.select({ id: jobOpenings.id }).from(jobOpenings).limit(1);
  const key = `${crypto.randomUUID()}.pdf`;
  await privateUploads.put(key, Buffer.from(`%PDF-1.4 résumé of ${name}\n%%EOF`));
  await t.handle.db.insert(jobApplications).values({
    openingId: opening.id,
    name,
    email,
    phone,
    experienceYears: 4,
    coverNote: `I am ${name}.`,
    resumeKey: key,
    resumeName: "cv.pdf",
    resumeType: "application/pdf",
    resumeBytes: 40,
    createdAt: clock(),
  });
  return key;
}

/**
 * Every text, varchar, text[] and jsonb column of every table, read from the database's own
 * catalogue, so a table added later is searched too: the rows in which any holds one of `needles`.
 */
async function rowsHolding(needles: string[]): Promise<string[]> {
  const columns = await t.handle.db.execute<{ table_name: string; column_name: string }>(sql`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and (c.data_type in ('text', 'character varying', 'character', 'jsonb', 'json') or (c.data_type = 'ARRAY' and c.udt_name in ('_text', '_varchar')))
    order by c.table_name, c.column_name`);
  const list = "rows" in columns ? columns.rows : (columns as unknown as { table_name: string; column_name: string }[]);
  expect(list.length).toBeGreaterThan(50);
  expect(list.map((c) => c.table_name)).toEqual(expect.arrayContaining(["patients", "bookings", "outbox_messages", "consents", "privacy_requests", "audit_log"]));
  const found: string[] = [];
  for (const { table_name, column_name } of list) {
    for (const needle of needles) {
      const result = await t.handle.db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table_name)} where position(lower(${needle}) in lower(${sql.identifier(column_name)}::text)) > 0`,
      );
      const n = ("rows" in result ? result.rows : (result as unknown as { n: number }[]))[0].n;
      if (n > 0) found.push(`${table_name}.${column_name} holds "${needle}" in ${n} row(s)`);
    }
  }
  return found;
}

describe("my data: get and export", () => {
  it("answers only the token's phone's records, never another phone's", async () => {
    const mine = await paidBooking(1, "Kavya Deshpande");
    const theirs = await paidBooking(2, "Rohan Kulkarni");
    await formsOf(mine.v.phone, "Kavya Deshpande", "kavya.d@example.in");
    await formsOf(theirs.v.phone, "Rohan Kulkarni", "rohan.k@example.in");

    const { status, body } = await call(getRoute, "/api/web/my-data/get", { headers: bearer(mine.v.token), json: {} });
    expect(status).toBe(200);
    const data = body.data as MyData;
    expect(data.reference).toMatch(/^PR-[A-HJ-NP-Z2-9]{8}$/);
    expect(data.phone).toBe(mine.v.phone);
    expect(data.patients.map((p) => p.name)).toEqual(["Kavya Deshpande"]);
    expect(data.bookings).toHaveLength(1);
    expect(data.bookings[0]).toMatchObject({ reference: mine.booking.reference, fee: { amount: 150_000, currency: "INR" } });
    expect(data.bookings[0].payments[0]).toMatchObject({ orderId: mine.orderId, status: "paid" });
    expect(data.contactMessages).toHaveLength(1);
    expect(data.applications).toHaveLength(1);
    expect(data.consents.map((c) => c.purpose).sort()).toEqual(["privacy_notice", "reminders"]);
    expect(data.messages.map((m) => m.kind)).toEqual(expect.arrayContaining(["booking_paid", "reminder", "contact_ack"]));
    expect(data.requests[0]).toMatchObject({ reference: data.reference, kind: "access", state: "closed" });
    const text = JSON.stringify(body);
    for (const other of [theirs.v.phone, "Rohan", "rohan.k@example.in", theirs.booking.reference]) expect(text).not.toContain(other);
  });

  it("joins nothing through a typed e-mail, name or family member: a phone that gave another's e-mail sees, exports and erases none of their messages", async () => {
    const victim = await paidBooking(3, "Asha Kulkarni", "asha.k@example.in");
    await formsOf(victim.v.phone, "Asha Kulkarni", "asha.k@example.in");
    // Another phone books for a patient of the same name, with the victim's e-mail typed in.
    const other = await paidBooking(4, "Asha Kulkarni", "asha.k@example.in");
    await formsOf(other.v.phone, "Asha Kulkarni", "asha.k@example.in", false);
    const victimMessages = await t.handle.db.select({ id: outboxMessages.id }).from(outboxMessages).where(eq(outboxMessages.bookingId, victim.booking._id));
    expect(victimMessages.length).toBeGreaterThanOrEqual(2);

    for (const route of [getRoute, exportRoute]) {
      const { status, body } = await call(route, "/api/web/my-data/get", { headers: bearer(other.v.token), json: {} });
      expect(status).toBe(200);
      const data = ("data" in body ? body.data : body) as MyData;
      expect(data.bookings.map((b) => b.reference)).toEqual([other.booking.reference]);
      expect(data.messages.filter((m) => m.kind === "contact_ack")).toHaveLength(1);
      const text = JSON.stringify(data);
      expect(text).not.toContain(victim.booking.reference);
      expect(text).not.toContain(victim.v.phone);
    }
    const mine = ((await call(getRoute, "/api/web/my-data/get", { headers: bearer(victim.v.token), json: {} })).body.data as MyData).messages;
    expect(mine.filter((m) => m.body.includes(victim.booking.reference)).length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(mine)).not.toContain(other.booking.reference);

    // After both appointments (an erasure waits for them).
    await eraseMyData(t.handle.db, other.v.phone, new Date("2026-12-31T00:30:00Z"));
    const left = await t.handle.db.select({ id: outboxMessages.id }).from(outboxMessages).where(eq(outboxMessages.bookingId, victim.booking._id));
    expect(left).toHaveLength(victimMessages.length);
    const victimAck = await t.handle.db.select().from(outboxMessages).where(and(eq(outboxMessages.kind, "contact_ack"), eq(outboxMessages.ownerPhone, victim.v.phone)));
    expect(victimAck).toHaveLength(1);
  });

  it("shows what a form took with this number (unverified) by its reference only: never the sender's name, address, message or cover note, nor the acknowledgement sent to them", async () => {
    const v = await verifiedVisitor(t.handle.db, mobile(7201), clock());
    await formsOf(v.phone, "Someone Else", "someone.else@example.in");
    const { body } = await call(getRoute, "/api/web/my-data/get", { headers: bearer(v.token), json: {} });
    const data = body.data as MyData;
    expect(data.contactMessages).toEqual([{ reference: expect.stringMatching(/^CM-[0-9A-F]{8}$/), subject: "Billing", createdAt: expect.any(String) }]);
    expect(data.applications).toEqual([{ reference: expect.stringMatching(/^JA-/), opening: expect.any(String), status: expect.any(String), createdAt: expect.any(String) }]);
    expect(data.messages.find((m) => m.kind === "contact_ack")).toMatchObject({ recipient: "the e-mail address given on the form", subject: null });
    const text = JSON.stringify(body);
    for (const written of ["Someone Else", "someone.else@example.in", "please call", "I am Someone"]) expect(text).not.toContain(written);
  });

  it("never shows a live link: booking and offer links in the messages it lists and exports are withheld", async () => {
    const mine = await paidBooking(5, "Meera Joshi", "meera.j@example.in");
    await t.handle.db.insert(outboxMessages).values({
      channel: "sms",
      kind: "waitlist_offer",
      recipient: mine.v.phone,
      ownerPhone: mine.v.phone,
      body: "A slot is free: claim it at https://hospital.example/waitlist-offer#eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl",
      sendAfter: clock(),
      createdAt: clock(),
    });
    for (const route of [getRoute, exportRoute]) {
      const { body } = await call(route, "/api/web/my-data/get", { headers: bearer(mine.v.token), json: {} });
      const data = ("data" in body ? body.data : body) as MyData;
      const links = data.messages.map((m) => m.body).filter((b) => b.includes("#"));
      expect(links.length).toBeGreaterThanOrEqual(3);
      for (const b of links) expect(b).not.toMatch(/#[A-Za-z0-9_.~-]{16,}/);
      expect(links.join("\n")).toContain("/my-booking#(link withheld)");
    }
  });

  it("gives the export as a JSON attachment that is not cached", async () => {
    const v = await verifiedVisitor(t.handle.db, mobile(7101), clock());
    const { status, response, body } = await call(exportRoute, "/api/web/my-data/export", { headers: bearer(v.token), json: {} });
    expect(status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="my-data-PR-[A-Z2-9]{8}\.json"/);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(body).toMatchObject({ phone: v.phone, patients: [], bookings: [] });
    const [row] = await t.handle.db.select().from(privacyRequests).where(eq(privacyRequests.reference, body.reference as string));
    expect(row).toMatchObject({ kind: "export", state: "closed" });
  });

  it("answers 401 without a token, and the calls' other doors with 4xx envelopes", async () => {
    expect((await call(getRoute, "/api/web/my-data/get", { json: {} })).status).toBe(401);
    expect((await call(getRoute, "/api/web/my-data/get", { headers: bearer("x".repeat(40)), json: {} })).status).toBe(401);
    const v = await verifiedVisitor(t.handle.db, mobile(7102), clock());
    const malformed = await call(eraseRoute, "/api/web/my-data/erase", { headers: { ...bearer(v.token), "content-type": "application/json" }, body: "{nope" });
    expect(malformed.status).toBe(400);
    expect(malformed.body.success).toBe(0);
    const unconfirmed = await call(eraseRoute, "/api/web/my-data/erase", { headers: bearer(v.token), json: { confirm: "yes" } });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.message).toMatch(/Tick the box/);
    const long = await call(correctionRoute, "/api/web/my-data/correction", { headers: bearer(v.token), json: { details: "x".repeat(1001) } });
    expect(long.status).toBe(400);
    const control = await call(correctionRoute, "/api/web/my-data/correction", { headers: bearer(v.token), json: { details: "My name is \u0000 wrong here" } });
    expect(control.status).toBe(400);
    const oversized = await call(getRoute, "/api/web/my-data/get", { headers: bearer(v.token), json: { pad: "x".repeat(4000) } });
    expect(oversized.status).toBe(413);
    const purpose = await call(withdrawRoute, "/api/web/my-data/withdraw-consent", { headers: bearer(v.token), json: { purpose: "privacy_notice" } });
    expect(purpose.status).toBe(400);
    const { GET } = await import("@/app/api/web/my-data/get/route");
    expect((await call(GET, "/api/web/my-data/get", { method: "GET" })).status).toBe(405);
  });
});

describe("my data: erasure", () => {
  it("erases or pseudonymises everything: no text column of any table still holds the phone or the name, and the kept booking and payment stay whole", async () => {
    const NAME = "Zubeida Farooqui-Erasetest";
    const EMAIL = "zubeida.erasetest@example.in";
    const paid = await paidBooking(11, NAME);
    const phone = paid.v.phone;
    // An unpaid hold of the same phone that lapsed: nothing to keep of it.
    clock.advance(20 * 60_000);
    const v2 = await verifiedVisitor(t.handle.db, phone, clock());
    const unpaid = await holdFor(t.handle.db, { ...v2, doctor: "dr-rajesh-iyer", slotStart: "2026-12-07T06:30:00Z", patient: { name: NAME, phone, gender: "female", age: 39, email: EMAIL, reason: `Follow-up for ${NAME}`, consent: true } }, clock);
    const resume = await formsOf(phone, NAME, EMAIL);
    // A waitlist entry of the phone, with the patient's details it would book with.
    // A Friday: no OPD, so nothing free (the waitlist takes days that are full, or without an OPD).
    await joinWaitlist(t.handle.db, { phone, doctor: "dr-rajesh-iyer", from: "2026-12-11", to: "2026-12-11", patient: { name: NAME, phone, gender: "female", age: 39, email: EMAIL, reason: "", relation: "self", remember: false, reminders: false, consent: true } }, clock);
    await call(correctionRoute, "/api/web/my-data/correction", { headers: bearer(v2.token), json: { details: `Please spell my name ${NAME}; my number is ${phone}` } });
    const [before] = await t.handle.db.select().from(bookings).where(eq(bookings.id, paid.booking._id));
    const [orderBefore] = await t.handle.db.select().from(paymentOrders).where(eq(paymentOrders.orderId, paid.orderId));
    expect((await rowsHolding([phone])).length).toBeGreaterThan(0); // the search finds what is there

    // While the paid appointment is to come the erasure is refused, saying why (the routes run on the
    // real clock, so the erasure itself is called here with the test's).
    await expect(eraseMyData(t.handle.db, phone, clock())).rejects.toMatchObject({ status: 409, reason: "future_bookings", message: expect.stringContaining(paid.booking.reference) });

    // After the appointment (the hold lapsed long ago):
    clock.set("2027-01-10T06:00:00Z");
    const late = await verifiedVisitor(t.handle.db, phone, clock());
    const result = await eraseMyData(t.handle.db, phone, clock());
    expect(result.reference).toMatch(/^PR-[A-HJ-NP-Z2-9]{8}$/);
    expect(result.erased.join(" ")).toMatch(/message/);
    expect(result.erased.join(" ")).toMatch(/job application/);
    expect(result.erased.join(" ")).toMatch(/contact message/);
    expect(result.erased.join(" ")).toMatch(/consent/);
    expect(result.erased.join(" ")).toMatch(/waitlist entry/);
    expect(result.kept).toEqual([
      expect.objectContaining({ what: expect.stringContaining(paid.booking.reference), until: expect.stringMatching(/^2029-12-/), why: expect.stringMatching(/medical records/) }),
      expect.objectContaining({ what: expect.stringMatching(/^Payment of .*1,500/), until: expect.stringMatching(/^2029-12-/), why: expect.stringMatching(/accounts/) }),
    ]);

    const digits = phone.replace(/\D/g, "");
    expect(await rowsHolding([phone, digits, digits.slice(2), NAME, "Zubeida", "Farooqui", EMAIL])).toEqual([]);

    // The kept booking and its payment are whole, under the request's reference.
    const [after] = await t.handle.db.select().from(bookings).where(eq(bookings.id, paid.booking._id));
    expect(after).toMatchObject({ reference: before.reference, doctorId: before.doctorId, startsAt: before.startsAt, fee: before.fee, status: before.status, phone: result.reference, reason: "" });
    const [orderAfter] = await t.handle.db.select().from(paymentOrders).where(eq(paymentOrders.orderId, paid.orderId));
    expect(orderAfter).toMatchObject({ amount: orderBefore.amount, status: "paid", paymentId: orderBefore.paymentId, paidAt: orderBefore.paidAt });
    const [patient] = await t.handle.db.select().from(patients).where(eq(patients.id, after.patientId));
    expect(patient).toMatchObject({ name: `Erased on request ${result.reference}`, email: null, dateOfBirth: null, age: null });
    expect(await t.handle.db.select().from(bookings).where(eq(bookings.id, unpaid._id))).toEqual([]);
    expect(await privateUploads.read(resume!)).toBeNull();
    // The request names no one, and the erased session's token no longer opens anything.
    const [request] = await t.handle.db.select().from(privacyRequests).where(eq(privacyRequests.reference, result.reference));
    expect(request).toMatchObject({ kind: "erasure", state: "closed" });
    expect(request.phoneHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await call(getRoute, "/api/web/my-data/get", { headers: bearer(late.token), json: {} })).status).toBe(401);
    expect((await call(getRoute, "/api/web/my-data/get", { headers: bearer(v2.token), json: {} })).status).toBe(401);
  });

  it("answers the erasure through the route with 202, its reference and lists, and ends the verified session", async () => {
    const v = await verifiedVisitor(t.handle.db, mobile(7201), clock());
    await formsOf(v.phone, "Nikhil Erasetest", "nikhil.erasetest@example.in");
    const { status, body } = await call(eraseRoute, "/api/web/my-data/erase", { headers: bearer(v.token), json: { confirm: true } });
    expect(status).toBe(202);
    const result = body.data as ErasureResult;
    expect(result.reference).toMatch(/^PR-[A-HJ-NP-Z2-9]{8}$/);
    expect(result.erased).toEqual(expect.arrayContaining([expect.stringMatching(/contact message/), expect.stringMatching(/job application/)]));
    expect(result.kept).toEqual([]);
    expect((await call(getRoute, "/api/web/my-data/get", { headers: bearer(v.token), json: {} })).status).toBe(401);
  });

  it("deletes the kept records with the booking retention, on the date the erasure named", async () => {
    const { pruneBookings } = await import("@/lib/server/booking/retention");
    const paid = await paidBooking(12, "Imran Erasetest");
    clock.set("2027-01-10T06:00:00Z");
    const v = await verifiedVisitor(t.handle.db, paid.v.phone, clock());
    expect(v.phone).toBe(paid.v.phone);
    const result = await eraseMyData(t.handle.db, paid.v.phone, clock());
    const until = result.kept[0].until;
    await pruneBookings(t.handle.db, new Date(`${until}T00:00:00Z`));
    expect(await t.handle.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, paid.booking._id))).toHaveLength(1);
    await pruneBookings(t.handle.db, new Date(`${until}T23:59:00Z`));
    expect(await t.handle.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, paid.booking._id))).toEqual([]);
    await pruneBookings(t.handle.db, new Date(Date.parse(`${until}T23:59:00Z`) + 2 * 86_400_000));
    expect(await t.handle.db.select({ id: patients.id }).from(patients).where(eq(patients.phone, result.reference))).toEqual([]);
  });
});

describe("my data: erasure and money at the payment gateway (the sandbox)", () => {
  /** A hold of phone number `n` with its order. */
  async function holdWithOrder(n: number) {
    const held = await heldBookingWithOrder(t.handle.db, clock, slot, 7000 + n - slot);
    slot += 1;
    return held;
  }
  /** The gateway's signed webhook for one of its payments, as Razorpay (and the sandbox) sends it. */
  async function signedWebhook(event: string, payment: { id: string; orderId: string; amount: number; currency: string; status: string }) {
    const rawBody = JSON.stringify({ entity: "event", event, payload: { payment: { entity: { id: payment.id, order_id: payment.orderId, amount: payment.amount, currency: payment.currency, status: payment.status } } } });
    const { webhookSecret } = await sandboxSecrets(t.handle.db);
    return { rawBody, signature: hmacHex(webhookSecret, rawBody), eventId: `evt_${crypto.randomUUID()}` };
  }
  const gatewayPayment = async (id: string) => (await t.handle.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)))[0];

  it("keeps (pseudonymised) a booking whose payment the gateway authorised before the hold lapsed, never deletes it, and refunds the payment when its webhook comes", async () => {
    const { v, booking, orderId } = await holdWithOrder(41);
    const paid = await sandboxCheckout(t.handle.db, { orderId, outcome: "success", attemptId: v.attemptId }, clock);
    if (paid.outcome !== "success") throw new Error("expected a payment");
    // The success call never came; the hold lapses.
    clock.advance(11 * 60_000);
    const result = await eraseMyData(t.handle.db, v.phone, clock());
    expect(result.erased.join(" ")).not.toMatch(/unpaid booking/);
    expect(result.kept).toEqual([
      expect.objectContaining({ what: expect.stringContaining(booking.reference), why: expect.stringMatching(/medical records/) }),
      expect.objectContaining({ what: expect.stringMatching(/^A payment of .*1,500 for .* at the payment service, and its refund$/), why: expect.stringMatching(/refunded in full/) }),
    ]);
    const [kept] = await t.handle.db.select().from(bookings).where(eq(bookings.id, booking._id));
    expect(kept).toMatchObject({ phone: result.reference, status: "cancelled", reason: "" });
    expect(await t.handle.db.select().from(paymentOrders).where(eq(paymentOrders.orderId, orderId))).toHaveLength(1);
    expect(await rowsHolding([v.phone])).toEqual([]);

    // The gateway's signed payment.captured event arrives: the payment is captured and refunded, not applied.
    const payment = await gatewayPayment(paid.razorpay_payment_id);
    expect(await handleWebhook(t.handle.db, await signedWebhook("payment.captured", { ...payment, status: "captured" }), clock)).toBe("applied");
    expect((await gatewayPayment(paid.razorpay_payment_id)).status).toBe("refunded");
    const [capture] = await t.handle.db.select().from(paymentCaptures).where(eq(paymentCaptures.paymentId, paid.razorpay_payment_id));
    expect(capture).toMatchObject({ status: "refunded", reason: "cancelled", refundAmount: 150_000 });
    const [after] = await t.handle.db.select().from(bookings).where(eq(bookings.id, booking._id));
    expect(after.status).toBe("cancelled");
    // No message is written to the erased person.
    expect(await t.handle.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, result.reference))).toEqual([]);
  });

  it("refunds in the reconciliation, found by its receipt, a payment the gateway took for an order the erasure had deleted", async () => {
    const { v, orderId } = await holdWithOrder(42);
    clock.advance(11 * 60_000);
    const result = await eraseMyData(t.handle.db, v.phone, clock());
    expect(result.erased.join(" ")).toMatch(/1 unpaid booking/);
    expect(await t.handle.db.select().from(paymentOrders).where(eq(paymentOrders.orderId, orderId))).toEqual([]);
    // The checkout was still open: a payment of that order reaches the gateway; its webhook finds no order.
    const late = await recordSandboxPayment(t.handle.db, { orderId, amount: 150_000, currency: "INR", outcome: "success", now: clock() });
    expect(await handleWebhook(t.handle.db, await signedWebhook("payment.authorized", late), clock)).toBe("ignored");
    clock.advance(60 * 60_000);
    const report = await reconcilePayments(t.handle.db, clock());
    expect(report.refunded).toBeGreaterThanOrEqual(1);
    const refunded = await gatewayPayment(late.id);
    expect(refunded).toMatchObject({ status: "refunded", refundKey: `refund_${late.id}`, refundId: expect.stringMatching(/^rfnd_/) });
    await reconcilePayments(t.handle.db, clock());
    expect((await gatewayPayment(late.id)).refundId).toBe(refunded.refundId);
  });
});

describe("my data: consents", () => {
  it("withdrawing reminders drops the queued reminder, and a later booking that does not tick the box again queues none", async () => {
    const first = await paidBooking(21, "Sneha Patil");
    const pending = () =>
      t.handle.db
        .select({ id: outboxMessages.id, status: outboxMessages.status, bookingId: outboxMessages.bookingId })
        .from(outboxMessages)
        .where(and(eq(outboxMessages.recipient, first.v.phone), eq(outboxMessages.kind, "reminder")));
    expect((await pending()).map((r) => r.status)).toEqual(["pending"]);

    const { status, body } = await call(withdrawRoute, "/api/web/my-data/withdraw-consent", { headers: bearer(first.v.token), json: { purpose: "reminders" } });
    expect(status).toBe(200);
    expect((body.data as { reference: string }).reference).toMatch(/^PR-/);
    expect((await pending()).map((r) => r.status)).toEqual(["cancelled"]);

    // A second booking of the same phone, its reminder box left empty, paid: its confirmation is sent, its reminder is not queued.
    const { v, booking, orderId } = await heldBookingWithOrder(t.handle.db, clock, slot, 7000 + 21 - slot, {});
    slot += 1;
    expect(v.phone).toBe(first.v.phone);
    const paidResult = await sandboxCheckout(t.handle.db, { orderId, outcome: "success", attemptId: v.attemptId }, clock);
    if (paidResult.outcome !== "success") throw new Error("expected a payment");
    await confirmPayment(t.handle.db, { orderId, paymentId: paidResult.razorpay_payment_id, signature: paidResult.razorpay_signature, attemptId: v.attemptId }, clock);
    const second = await t.handle.db.select({ kind: outboxMessages.kind }).from(outboxMessages).where(eq(outboxMessages.bookingId, booking._id));
    expect(second.map((m) => m.kind)).toContain("booking_paid");
    expect(second.map((m) => m.kind)).not.toContain("reminder");

    const data = (await call(getRoute, "/api/web/my-data/get", { headers: bearer(first.v.token), json: {} })).body.data as MyData;
    expect(data.consents.find((c) => c.purpose === "reminders")?.withdrawnAt).toEqual(expect.any(String));
  });

  it("records the privacy notice's consent with the patient, in the same transaction, once while it is live", async () => {
    const { consents } = await import("@/lib/server/db/schema");
    const patient = (phone: string) => ({ name: "Asha Rao", phone, gender: "female" as const, age: 30, reason: "", consent: true as const });
    const v = await verifiedVisitor(t.handle.db, mobile(7301), clock());
    const first = await holdFor(t.handle.db, { ...v, doctor: "dr-rajesh-iyer", slotStart: "2026-12-07T07:00:00Z", patient: patient(v.phone) }, clock);
    await holdFor(t.handle.db, { ...v, doctor: "dr-rajesh-iyer", slotStart: "2026-12-07T07:15:00Z", replaces: first._id, patient: patient(v.phone) }, clock);
    // Another phone's patient is saved first (add-patient-detail), with its consent in the same
    // transaction; its hold of a taken slot then fails and leaves both as they were written.
    const other = await verifiedVisitor(t.handle.db, mobile(7302), clock());
    await expect(holdFor(t.handle.db, { ...other, doctor: "dr-rajesh-iyer", slotStart: "2026-12-07T07:15:00Z", patient: patient(other.phone) }, clock)).rejects.toMatchObject({ reason: "slot_taken" });
    expect((await t.handle.db.select().from(consents).where(eq(consents.phone, other.phone))).map((c) => c.purpose)).toEqual(["privacy_notice"]);
    expect(await t.handle.db.select().from(patients).where(eq(patients.phone, other.phone))).toHaveLength(1);
    const rows = await t.handle.db.select().from(consents).where(eq(consents.phone, v.phone));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: "privacy_notice", version: expect.stringMatching(/^privacy-notice-/), withdrawnAt: null });
    expect(rows[0].text).toMatch(/privacy notice/);
  });
});

describe("my data: requests in the console and retention", () => {
  it("lists a correction with the days left of its 90 for an admin, who closes it with a note (audited); front desk may not", async () => {
    const { staffMember } = await import("@/test/staff");
    const { POST: listRoute } = await import("@/app/api/admin/privacy/list/route");
    const { POST: closeRoute } = await import("@/app/api/admin/privacy/close/route");
    const { listPrivacyRequests } = await import("@/lib/server/privacy/requests");
    const v = await verifiedVisitor(t.handle.db, mobile(7401), clock());
    const asked = await call(correctionRoute, "/api/web/my-data/correction", { headers: bearer(v.token), json: { details: "My date of birth is 4 May 1980, not 1981." } });
    expect(asked.status).toBe(201);
    const { reference } = asked.body.data as { reference: string };

    const inTenDays = new Date(Date.now() + 10 * 86_400_000);
    const { requests } = await listPrivacyRequests(t.handle.db, { page: 1 }, inTenDays);
    const mine = requests.find((r) => r.reference === reference)!;
    expect(mine).toMatchObject({ kind: "correction", state: "open", details: "My date of birth is 4 May 1980, not 1981." });
    expect(Date.parse(mine.dueAt) - Date.parse(mine.createdAt)).toBe(90 * 86_400_000);
    expect(mine.daysLeft).toBe(80);

    const desk = await staffMember(t.handle.db, "front_desk");
    expect((await call(listRoute, "/api/admin/privacy/list", { headers: desk.headers, json: {} })).status).toBe(403);
    const admin = await staffMember(t.handle.db, "admin");
    const listed = await call(listRoute, "/api/admin/privacy/list", { headers: admin.headers, json: { state: "open" } });
    expect(listed.status).toBe(200);
    expect((listed.body.data as { reference: string; daysLeft: number }[]).find((r) => r.reference === reference)?.daysLeft).toEqual(expect.any(Number));

    expect((await call(closeRoute, "/api/admin/privacy/close", { headers: admin.headers, json: { id: mine.id, note: "ok" } })).status).toBe(400);
    const closed = await call(closeRoute, "/api/admin/privacy/close", { headers: admin.headers, json: { id: mine.id, note: "Date of birth corrected in the patient record." } });
    expect(closed.status).toBe(200);
    expect((await call(closeRoute, "/api/admin/privacy/close", { headers: admin.headers, json: { id: mine.id, note: "Again, by mistake." } })).status).toBe(409);
    const { auditLog } = await import("@/lib/server/db/schema");
    const audit = await t.handle.db.select().from(auditLog).where(eq(auditLog.entityId, reference));
    expect(audit.map((a) => a.action).sort()).toEqual(["privacy_correction", "privacy_request_closed"]);
    expect(JSON.stringify(audit)).not.toContain(v.phone);
    expect(JSON.stringify(audit)).not.toContain("1980");
  });

  it("deletes closed requests a year after closing and withdrawn consents a year after withdrawal, keeping open ones", async () => {
    const { prunePrivacyRequests } = await import("@/lib/server/privacy/requests");
    const { pruneConsents, giveConsent, withdrawConsent } = await import("@/lib/server/privacy/consents");
    const { consents } = await import("@/lib/server/db/schema");
    const v = await verifiedVisitor(t.handle.db, mobile(7501), clock());
    await t.handle.db.insert(patients).values({ phone: v.phone, name: "Kept Patient", gender: "male", createdAt: clock(), updatedAt: clock() });
    const access = (await call(getRoute, "/api/web/my-data/get", { headers: bearer(v.token), json: {} })).body.data as MyData;
    const correction = (await call(correctionRoute, "/api/web/my-data/correction", { headers: bearer(v.token), json: { details: "Please correct my e-mail address." } })).body.data as { reference: string };
    await giveConsent(t.handle.db, v.phone, "privacy_notice", clock());
    await giveConsent(t.handle.db, v.phone, "remember_details", clock());
    await withdrawConsent(t.handle.db, v.phone, "remember_details", clock());
    const refs = [access.reference, correction.reference];
    const later = new Date(clock().getTime() + 366 * 86_400_000);
    await prunePrivacyRequests(t.handle.db, new Date(clock().getTime() + 300 * 86_400_000));
    expect(await t.handle.db.select().from(privacyRequests).where(inArray(privacyRequests.reference, refs))).toHaveLength(2);
    await prunePrivacyRequests(t.handle.db, later);
    expect((await t.handle.db.select().from(privacyRequests).where(inArray(privacyRequests.reference, refs))).map((r) => r.reference)).toEqual([correction.reference]);
    await pruneConsents(t.handle.db, later);
    const left = await t.handle.db.select().from(consents).where(eq(consents.phone, v.phone));
    expect(left.map((c) => c.purpose)).toEqual(["privacy_notice"]);
    // Once the booking retention has removed the phone's last patient, its live consents go too.
    await t.handle.db.delete(patients).where(eq(patients.phone, v.phone));
    await pruneConsents(t.handle.db, later);
    expect(await t.handle.db.select().from(consents).where(eq(consents.phone, v.phone))).toEqual([]);
  });
});
