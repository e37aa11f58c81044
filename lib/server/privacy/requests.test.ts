import { and, eq } from "drizzle-orm";
import { createTestDatabase, type TestDatabase } from "@/test/db";
import { call } from "@/test/http";
import { staffMember } from "@/test/staff";
import { holdSystemClockAtFixtureDay, mobile, testClock, verifiedVisitor } from "@/test/booking-fixtures";
import { auditLog, privacyRequests } from "@/lib/server/db/schema";
import { forgetAuthSecret } from "@/lib/server/auth/keys";
import { requestCorrection } from "@/lib/server/compose/my-data";
import { closePrivacyRequest, recordPrivacyRequest, requestsOfPhone } from "@/lib/server/privacy/requests";
import { DomainError } from "@/lib/errors";
import { CORRECTION_MAX, OPEN_REQUEST_DETAILS_MAX } from "@/lib/contracts/my-data";
import { POST as correctionRoute } from "@/app/api/web/my-data/correction/route";

// A phone has one open request of a kind (a correction is the kind that stays open): another
// is added to it, its words after the earlier ones, up to a bound; two sent at once still make
// one. Both engines: PostgreSQL runs the racing requests truly at once.

let t: TestDatabase;
const clock = testClock();
beforeAll(async () => {
  t = await createTestDatabase();
  holdSystemClockAtFixtureDay();
  forgetAuthSecret();
});
afterAll(async () => t.cleanup());

const openOf = async (phone: string) => (await requestsOfPhone(t.handle.db, phone)).filter((r) => r.state === "open");
const detailsOf = async (reference: string) => (await t.handle.db.select({ details: privacyRequests.details }).from(privacyRequests).where(eq(privacyRequests.reference, reference)))[0]?.details;

describe("a phone's open correction request", () => {
  it("adds a second correction to the open one (same reference and due date, its words after the first), and says so; a new one after staff close it", async () => {
    const phone = mobile(5101);
    const first = await requestCorrection(t.handle.db, phone, "My date of birth is 4 May 1980.", clock());
    expect(first.added).toBe(false);
    clock.advance(60_000);
    const second = await requestCorrection(t.handle.db, phone, "My e-mail is asha@example.com.", clock());
    expect(second).toEqual({ reference: first.reference, dueAt: first.dueAt, added: true });
    expect(await openOf(phone)).toHaveLength(1);
    expect(await detailsOf(first.reference)).toBe("My date of birth is 4 May 1980.\n\nMy e-mail is asha@example.com.");
    // Each is in the audit log, the second as added, without its words.
    const audit = await t.handle.db.select({ after: auditLog.after }).from(auditLog).where(and(eq(auditLog.action, "privacy_correction"), eq(auditLog.entityId, first.reference)));
    expect(audit.map((a) => a.after)).toEqual(expect.arrayContaining([{ state: "open" }, { state: "open", added: true }]));

    const [row] = await t.handle.db.select({ id: privacyRequests.id }).from(privacyRequests).where(eq(privacyRequests.reference, first.reference));
    const { account } = await staffMember(t.handle.db, "admin");
    await closePrivacyRequest(t.handle.db, { id: row.id, note: "Corrected." }, account, clock());
    const third = await requestCorrection(t.handle.db, phone, "My name is spelt Aasha.", clock());
    expect(third.added).toBe(false);
    expect(third.reference).not.toBe(first.reference);
  });

  it("keeps the open request's words within their bound: a correction beyond it is refused with 409 request_full, naming the open request", async () => {
    const phone = mobile(5102);
    const text = (c: string) => c.repeat(CORRECTION_MAX);
    const first = await requestCorrection(t.handle.db, phone, text("a"), clock());
    let last = first;
    for (const c of ["b", "c"]) last = await requestCorrection(t.handle.db, phone, text(c), clock());
    expect(last).toMatchObject({ reference: first.reference, added: true });
    const error = await requestCorrection(t.handle.db, phone, text("d"), clock()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ status: 409, reason: "request_full" });
    expect((error as Error).message).toContain(first.reference);
    expect((await detailsOf(first.reference))!.length).toBeLessThanOrEqual(OPEN_REQUEST_DETAILS_MAX);
    expect(await openOf(phone)).toHaveLength(1);
  });

  it("makes one open request of corrections sent at once (two, then twenty), every one of them added to it", async () => {
    for (const [n, count] of [
      [5103, 2],
      [5104, 20],
    ]) {
      const phone = mobile(n);
      const answers = await Promise.all(Array.from({ length: count }, (_, i) => requestCorrection(t.handle.db, phone, `Correction number ${i} of ${count}.`, clock())));
      const open = await openOf(phone);
      expect(open).toHaveLength(1);
      expect(new Set(answers.map((a) => a.reference))).toEqual(new Set([open[0].reference]));
      expect(answers.filter((a) => !a.added)).toHaveLength(1);
      const details = (await detailsOf(open[0].reference))!;
      for (let i = 0; i < count; i++) expect(details).toContain(`Correction number ${i} of ${count}.`);
    }
  });

  it("keeps the requests answered at once (access, export, consent withdrawal) one per request, closed", async () => {
    const phone = mobile(5105);
    for (let i = 0; i < 3; i++) await recordPrivacyRequest(t.handle.db, { phone, kind: "access" }, clock());
    const mine = await requestsOfPhone(t.handle.db, phone);
    expect(mine).toHaveLength(3);
    expect(mine.every((r) => r.state === "closed")).toBe(true);
  });

  it("answers 201 for a new correction and 200 saying it was added for the next, through the call", async () => {
    const v = await verifiedVisitor(t.handle.db, mobile(5106), new Date());
    const headers = { authorization: `Bearer ${v.token}` };
    const first = await call(correctionRoute, "/api/web/my-data/correction", { headers, json: { details: "My date of birth is 4 May 1980." } });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ added: false });
    const second = await call(correctionRoute, "/api/web/my-data/correction", { headers, json: { details: "And my e-mail is asha@example.com." } });
    expect(second.status).toBe(200);
    const data = second.body.data as { reference: string; added: boolean };
    expect(data).toMatchObject({ reference: (first.body.data as { reference: string }).reference, added: true });
    expect(second.body.message).toContain(`Added to your open request ${data.reference}`);
  });
});
