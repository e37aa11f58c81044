import { and, eq, sql } from "drizzle-orm";
import { createTestDatabase, type TestDatabase } from "@/test/db";
import { holdFor, mobile, testClock, verifiedVisitor } from "@/test/booking-fixtures";
import { openPostgres, type DatabaseHandle } from "@/lib/server/db/client";
import { bookings, doctors } from "@/lib/server/db/schema";
import { forgetAuthSecret } from "@/lib/server/auth/keys";
import { lockDoctorTime } from "@/lib/server/booking/time-lock";
import { DomainError } from "@/lib/errors";

// PostgreSQL only: two instances of the site are two connection pools on one database. Holds
// racing for one slot meet on the exclusion constraint, where PostgreSQL may abort a waiter
// with a deadlock (40P01) instead of the constraint's error; the transaction executor runs it
// again (lib/server/db/retry.ts), so every loser answers 409 slot_taken and none a 500. The
// same race through two real servers is in e2e/two-instances.spec.ts.
const describeOnPostgres = process.env.TEST_DB_ENGINE === "postgres" ? describe : describe.skip;

describeOnPostgres("holds racing through two instances on one PostgreSQL", () => {
  let t: TestDatabase;
  let second: DatabaseHandle;
  const clock = testClock();
  beforeAll(async () => {
    t = await createTestDatabase();
    forgetAuthSecret();
    const { rows } = await t.handle.db.execute<{ name: string }>(sql`select current_database() as name`);
    const url = new URL(process.env.TEST_PG_URL!);
    url.pathname = `/${rows[0].name}`;
    second = await openPostgres(url.toString());
  });
  afterAll(async () => {
    await second?.close();
    await t.cleanup();
  });

  it("makes a hold wait while another instance writes the same doctor's time, and only that doctor's (no deadlock to break each second)", async () => {
    const [{ id: rajesh }] = await t.handle.db.select({ id: doctors.id }).from(doctors).where(eq(doctors.username, "dr-rajesh-iyer"));
    const hold = async (doctor: string, n: number, slotStart: string) => {
      const v = await verifiedVisitor(t.handle.db, mobile(9000 + n), clock());
      return holdFor(t.handle.db, { ...v, doctor, slotStart, patient: { name: "Asha Pillai", phone: v.phone, gender: "female", age: 30, reason: "", consent: true } }, clock);
    };
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    // The second instance holds Dr Iyer's time in an open transaction.
    const writer = second.db.transaction(async (tx) => {
      await lockDoctorTime(tx, rajesh);
      locked();
      await released;
    });
    await isLocked;
    try {
      let waitingDone = false;
      const waiting = hold("dr-rajesh-iyer", 1, "2026-12-10T05:30:00Z").then((view) => ((waitingDone = true), view));
      const [elsewhere] = await Promise.all([hold("dr-aditya-rao", 2, "2026-12-10T05:30:00Z"), new Promise((r) => setTimeout(r, 500))]);
      expect(elsewhere).toMatchObject({ status: "held", doctor: { username: "dr-aditya-rao" } });
      expect(waitingDone).toBe(false);
      release();
      await writer;
      expect(await waiting).toMatchObject({ status: "held", doctor: { username: "dr-rajesh-iyer" } });
    } finally {
      release();
      await writer;
    }
  });

  it.each([1, 2, 3])("50 holds on one slot, half through each instance: exactly one is made, 49 answer 409 slot_taken, none fails otherwise (round %i)", async (round) => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    const slotStart = new Date(Date.parse("2026-12-03T05:30:00Z") + (round - 1) * 15 * 60_000).toISOString();
    const visitors = await Promise.all(Array.from({ length: 50 }, (_, i) => verifiedVisitor(t.handle.db, mobile(round * 1000 + i), clock())));
    const outcomes = await Promise.all(
      visitors.map((v, i) =>
        holdFor(i % 2 ? second.db : t.handle.db, { ...v, doctor: "dr-rajesh-iyer", slotStart, patient: { name: "Asha Pillai", phone: v.phone, gender: "female", age: 30, reason: "", consent: true } }, clock).then(
          () => "held",
          (error: unknown) => (error instanceof DomainError ? `${error.status} ${error.reason}` : `unexpected ${String(error)}`),
        ),
      ),
    );
    expect(outcomes.filter((o) => o === "held")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "409 slot_taken")).toHaveLength(49);
    const held = await t.handle.db.select().from(bookings).where(and(eq(bookings.status, "held"), eq(bookings.startsAt, new Date(slotStart))));
    expect(held).toHaveLength(1);
  });
});
