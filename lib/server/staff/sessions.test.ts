import { isKnownDevice } from "./devices";
import { eq } from "drizzle-orm";
import { createTestDatabase, testEngine, type TestDatabase } from "@/test/db";
import { STAFF_PASSWORD, staffMember } from "@/test/staff";
import { forgetAuthSecret } from "@/lib/server/auth/keys";
import { forgetConfig } from "@/lib/server/config";
import { auditLog, staffSessions } from "@/lib/server/db/schema";
import { createSession, pruneSessions, readSession, recordSessionClient, sessionLifetimes, sessionLifetimesText, type StaffSession, recordFactorGiven } from "@/lib/server/auth/staff-sessions";
import { changePassword } from "./index";
import { endAccountSessions, endOwnSession, listOwnSessions } from "./sessions";

jest.mock("next/cache", () => ({ ...jest.requireActual("next/cache"), revalidateTag: jest.fn() }));

// A staff member's own sessions, listed without their tokens and ended by id (another account's
// id is unknown to them), an administrator ending all of an account's, the hospital's idle and
// absolute lifetimes with last use written at most once a minute, and the pruning of the dead.
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  forgetAuthSecret();
});
afterAll(async () => t.cleanup());

const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const CHROME_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
/** Now: the fixture accounts' own sessions (staffMember signs in at the real clock) are live beside these. */
const start = new Date();
const at = (ms: number) => new Date(start.getTime() + ms);

/** A session of `userId` signed in at `now` from a browser and address; its token and the person as a request reads them. */
async function signedIn(userId: string, userAgent: string, address: string, now = start): Promise<{ token: string; session: StaffSession }> {
  const { token: password } = await createSession(t.handle.db, userId, now);
  await recordSessionClient(t.handle.db, password, { userAgent, address });
  const token = (await recordFactorGiven(t.handle.db, (await readSession(t.handle.db, password, now))!, now))!;
  return { token, session: (await readSession(t.handle.db, token, now))! };
}

const sessionRow = async (id: string) => (await t.handle.db.select().from(staffSessions).where(eq(staffSessions.id, id)))[0];

describe(`one's own console sessions on ${testEngine()}`, () => {
  it("lists the live ones, this one first, by device and masked network, with nothing of a token", async () => {
    const { account } = await staffMember(t.handle.db, "editor");
    const laptop = await signedIn(account.id, FIREFOX_LINUX, "203.0.113.45");
    const desk = await signedIn(account.id, CHROME_WINDOWS, "2001:db8:85a3::8a2e:370:7334", at(60_000));
    const stranger = await staffMember(t.handle.db, "editor");
    await signedIn(stranger.account.id, CHROME_WINDOWS, "198.51.100.7");

    const listed = await listOwnSessions(t.handle.db, laptop.session, at(120_000));
    expect(listed.map((s) => [s.device, s.network, s.current])).toEqual([
      ["Firefox on Linux", "203.0.113.x", true],
      ["Chrome on Windows", "2001:db8:85a3::/48", false],
      // The fixture's session of staffMember, whose sign-in recorded nothing (a session from before this was kept).
      ["Unknown browser", null, false],
    ]);
    expect(listed[1]).toMatchObject({ id: desk.session.sessionId, signedInAt: at(60_000).toISOString(), lastUsedAt: at(60_000).toISOString() });
    const text = JSON.stringify(listed);
    for (const secret of [laptop.token, desk.token, (await sessionRow(laptop.session.sessionId)).tokenHash]) expect(text).not.toContain(secret);
    // Past its idle lifetime a session is not listed (and is refused, below).
    expect((await listOwnSessions(t.handle.db, laptop.session, at(sessionLifetimes().idleMs + 60_000))).map((s) => s.device)).not.toContain("Firefox on Linux");
  });

  it("ends one of them by id, audited; its next request is refused; another account's id answers 404 and ends nothing", async () => {
    const { account } = await staffMember(t.handle.db, "front_desk");
    const here = await signedIn(account.id, CHROME_WINDOWS, "203.0.113.9");
    const lost = await signedIn(account.id, FIREFOX_LINUX, "198.51.100.20");
    const other = await staffMember(t.handle.db, "front_desk");
    const theirs = await signedIn(other.account.id, FIREFOX_LINUX, "198.51.100.21");

    await expect(endOwnSession(t.handle.db, here.session, theirs.session.sessionId, at(1000))).rejects.toMatchObject({ status: 404 });
    expect(await readSession(t.handle.db, theirs.token, at(2000))).not.toBeNull();
    await expect(endOwnSession(t.handle.db, here.session, "00000000-0000-4000-8000-000000000000", at(1000))).rejects.toMatchObject({ status: 404 });

    expect(await endOwnSession(t.handle.db, here.session, lost.session.sessionId, at(1000))).toEqual({ id: lost.session.sessionId, current: false });
    expect(await readSession(t.handle.db, lost.token, at(2000))).toBeNull();
    expect(await readSession(t.handle.db, here.token, at(2000))).not.toBeNull();
    await expect(endOwnSession(t.handle.db, here.session, lost.session.sessionId, at(3000))).rejects.toMatchObject({ status: 404 });

    const audit = await t.handle.db.select().from(auditLog).where(eq(auditLog.entityId, account.id));
    expect(audit.filter((a) => a.action === "session_ended").map((a) => a.after)).toEqual([{ device: "Firefox on Linux", network: "198.51.100.x", current: false }]);
    // Ending the one in use is allowed: it signs out.
    expect(await endOwnSession(t.handle.db, here.session, here.session.sessionId, at(4000))).toEqual({ id: here.session.sessionId, current: true });
    expect(await readSession(t.handle.db, here.token, at(5000))).toBeNull();
  });

  it("answers 404 for a session of one's own that is already over (idle past its lifetime, not yet pruned), and audits nothing", async () => {
    const { account } = await staffMember(t.handle.db, "front_desk");
    const idle = await signedIn(account.id, FIREFOX_LINUX, "198.51.100.30");
    const later = at(sessionLifetimes().idleMs + 120_000);
    const here = await signedIn(account.id, CHROME_WINDOWS, "203.0.113.30", later);
    await expect(endOwnSession(t.handle.db, here.session, idle.session.sessionId, later)).rejects.toMatchObject({ status: 404 });
  });

  it("a password change ends every other session of the account, keeps the one that changed it, and keeps its browser a known device", async () => {
    const { account } = await staffMember(t.handle.db, "editor");
    const here = await signedIn(account.id, CHROME_WINDOWS, "203.0.113.9", new Date());
    const phone = await signedIn(account.id, FIREFOX_LINUX, "198.51.100.30", new Date());
    const changedAt = new Date();
    const { deviceToken } = await changePassword(t.handle.db, here.session, { current: STAFF_PASSWORD, next: "lantern-quarry-meadow-31" }, changedAt);
    expect(await isKnownDevice(t.handle.db, deviceToken, { id: account.id, passwordChangedAt: changedAt }, new Date())).toBe(true);
    expect(await readSession(t.handle.db, here.token, new Date())).not.toBeNull();
    expect(await readSession(t.handle.db, phone.token, new Date())).toBeNull();
    expect(await t.handle.db.select().from(staffSessions).where(eq(staffSessions.userId, account.id))).toHaveLength(1);
    const [entry] = await t.handle.db.select().from(auditLog).where(eq(auditLog.action, "password_changed"));
    expect(entry.after).toEqual({ otherSessionsEnded: 2 }); // the phone and the fixture's
  });
});

describe(`an administrator ending another account's sessions on ${testEngine()}`, () => {
  it("ends them all, audited with the count; not one's own (400), not an unknown account (404)", async () => {
    const admin = await staffMember(t.handle.db, "admin");
    const adminSession = (await signedIn(admin.account.id, CHROME_WINDOWS, "203.0.113.1")).session;
    const { account } = await staffMember(t.handle.db, "front_desk");
    const a = await signedIn(account.id, CHROME_WINDOWS, "203.0.113.2");
    const b = await signedIn(account.id, FIREFOX_LINUX, "203.0.113.3");

    expect(await endAccountSessions(t.handle.db, account.id, adminSession, at(1000))).toEqual({ id: account.id, ended: 3 });
    for (const s of [a, b]) expect(await readSession(t.handle.db, s.token, at(2000))).toBeNull();
    const [entry] = await t.handle.db.select().from(auditLog).where(eq(auditLog.action, "sessions_ended_by_admin"));
    expect(entry).toMatchObject({ actorId: admin.account.id, entityId: account.id, after: { email: expect.stringMatching(/^f•••@/), sessions: 3 } });

    await expect(endAccountSessions(t.handle.db, admin.account.id, adminSession, at(3000))).rejects.toMatchObject({ status: 400 });
    expect(await readSession(t.handle.db, (await signedIn(admin.account.id, CHROME_WINDOWS, "203.0.113.1", at(3000))).token, at(4000))).not.toBeNull();
    await expect(endAccountSessions(t.handle.db, "00000000-0000-4000-8000-000000000000", adminSession, at(3000))).rejects.toMatchObject({ status: 404 });
  });
});

describe(`lifetimes and last use on ${testEngine()}`, () => {
  afterEach(() => {
    delete process.env.STAFF_SESSION_IDLE_MINUTES;
    delete process.env.STAFF_SESSION_MAX_HOURS;
    forgetConfig();
  });

  it("writes last use (and the network) at most once a minute, by a conditional UPDATE; the idle rule counts from that write", async () => {
    const { account } = await staffMember(t.handle.db, "editor");
    const { token, session } = await signedIn(account.id, FIREFOX_LINUX, "203.0.113.45");
    await readSession(t.handle.db, token, at(59_000), "198.51.100.99");
    expect(await sessionRow(session.sessionId)).toMatchObject({ lastSeenAt: start, lastAddress: "203.0.113.x" });
    await readSession(t.handle.db, token, at(60_000), "198.51.100.99");
    expect(await sessionRow(session.sessionId)).toMatchObject({ lastSeenAt: at(60_000), lastAddress: "198.51.100.x" });
    // An address the server did not stamp leaves the network as it was.
    await readSession(t.handle.db, token, at(125_000), null);
    expect(await sessionRow(session.sessionId)).toMatchObject({ lastSeenAt: at(125_000), lastAddress: "198.51.100.x" });
    // Used 59 s after that write (not written), then idle: it ends at the idle lifetime counted from
    // the write, 59 s before the lifetime counted from its last request: up to a minute early, never late.
    await readSession(t.handle.db, token, at(184_000));
    expect(await readSession(t.handle.db, token, at(125_000 + sessionLifetimes().idleMs))).toBeNull();
    expect(await sessionRow(session.sessionId)).toBeUndefined();
  });

  it("follows the hospital's settings: STAFF_SESSION_IDLE_MINUTES and STAFF_SESSION_MAX_HOURS", async () => {
    process.env.STAFF_SESSION_IDLE_MINUTES = "10";
    process.env.STAFF_SESSION_MAX_HOURS = "1";
    forgetConfig();
    expect(sessionLifetimesText()).toBe("A session ends after 10 minutes without use and 1 hour after signing in.");
    const { account } = await staffMember(t.handle.db, "editor");
    const idle = await signedIn(account.id, FIREFOX_LINUX, "203.0.113.45");
    expect(await readSession(t.handle.db, idle.token, at(9 * 60_000))).not.toBeNull();
    expect(await readSession(t.handle.db, idle.token, at(19 * 60_000 + 1000))).toBeNull();
    const busy = await signedIn(account.id, FIREFOX_LINUX, "203.0.113.45");
    for (let minute = 8; minute < 60; minute += 8) expect(await readSession(t.handle.db, busy.token, at(minute * 60_000))).not.toBeNull();
    expect(await readSession(t.handle.db, busy.token, at(3600_000))).toBeNull();
  });

  it("prunes sessions past either lifetime and keeps the live ones", async () => {
    const { account } = await staffMember(t.handle.db, "editor");
    const live = await signedIn(account.id, FIREFOX_LINUX, "203.0.113.45", at(3 * 3600_000));
    const idle = await signedIn(account.id, FIREFOX_LINUX, "203.0.113.45", at(3 * 3600_000 - sessionLifetimes().idleMs - 60_000));
    const old = await signedIn(account.id, FIREFOX_LINUX, "203.0.113.45", at(3 * 3600_000 - sessionLifetimes().maxMs - 60_000));
    await pruneSessions(t.handle.db, at(3 * 3600_000 + 1000));
    expect(await sessionRow(live.session.sessionId)).toBeDefined();
    expect(await sessionRow(idle.session.sessionId)).toBeUndefined();
    expect(await sessionRow(old.session.sessionId)).toBeUndefined();
  });
});
