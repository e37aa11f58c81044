import { and, desc, eq } from "drizzle-orm";
import { createTestDatabase, testEngine, type TestDatabase } from "@/test/db";
import { STAFF_PASSWORD, signedInHeaders, staffMember } from "@/test/staff";
import { forgetAuthSecret } from "@/lib/server/auth/keys";
import { auditLog, outboxMessages, staffPasswordResets, staffSessions } from "@/lib/server/db/schema";
import { LINK_WITHHELD, sentText } from "@/lib/server/outbox/link-secrets";
import { signIn } from "./index";
import { limitResetAsks, prunePasswordResets, RESET_LINK_REFUSED, resetPassword, sendResetIfAccount } from "./password-reset";
import type { Executor } from "../db";

/** An ask as the forgotten-password call makes it: the address's limit, then the link if the e-mail has an account. */
async function askPasswordReset(db: Executor, email: string, client: string, now: Date): Promise<void> {
  await limitResetAsks(db, client);
  await sendResetIfAccount(db, email, client, now);
}

jest.mock("next/cache", () => ({ ...jest.requireActual("next/cache"), revalidateTag: jest.fn() }));

// A forgotten password: a signed link by e-mail, good once for 30 minutes, that sets a new
// password under the usual rules, ends every session of the account and opens none.
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  forgetAuthSecret();
});
afterAll(async () => t.cleanup());

const NEW_PASSWORD = "orchid-lantern-river-77";
let n = 0;
const newAddress = () => `192.0.2.${(n++ % 250) + 1}`;

/** The token of the last reset link e-mailed to `email`, as the e-mail sent at `now` carries it. */
async function linkTokenOf(email: string, now: Date): Promise<string> {
  const [row] = await t.handle.db.select().from(outboxMessages).where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.kind, "staff_password_reset"))).orderBy(desc(outboxMessages.createdAt)).limit(1);
  expect(row.body).toContain(`/admin/reset-password${LINK_WITHHELD}`);
  const text = (await sentText(t.handle.db, row, now))!;
  return /\/admin\/reset-password#([\w.-]+)/.exec(text)![1];
}

describe(`a forgotten staff password on ${testEngine()}`, () => {
  it("e-mails a link that sets a new password once, ends every session of the account and opens none", async () => {
    const { account } = await staffMember(t.handle.db, "front_desk");
    await signedInHeaders(t.handle.db, account.id);
    const now = new Date(Date.now() + 1000);
    await askPasswordReset(t.handle.db, account.email, newAddress(), now);
    const token = await linkTokenOf(account.email, now);
    // A password the rules refuse leaves the link usable.
    await expect(resetPassword(t.handle.db, { token, password: "password1234" }, now)).rejects.toMatchObject({ status: 400, errors: [{ path: "password" }] });
    await resetPassword(t.handle.db, { token, password: NEW_PASSWORD }, new Date(now.getTime() + 60_000));
    expect(await t.handle.db.select().from(staffSessions).where(eq(staffSessions.userId, account.id))).toEqual([]);
    // Used once: the same link again is refused, and the password it set stands.
    await expect(resetPassword(t.handle.db, { token, password: "another-orchid-river-88" }, new Date(now.getTime() + 120_000))).rejects.toMatchObject({ status: 400, reason: "reset_link_refused", message: RESET_LINK_REFUSED });
    const later = new Date(now.getTime() + 180_000);
    await expect(signIn(t.handle.db, { email: account.email, password: STAFF_PASSWORD }, { client: newAddress() }, later)).rejects.toMatchObject({ status: 401 });
    await expect(signIn(t.handle.db, { email: account.email, password: NEW_PASSWORD }, { client: newAddress() }, later)).resolves.toMatchObject({ step: { name: account.name, next: "enrol" } });
    const actions = (await t.handle.db.select().from(auditLog).where(eq(auditLog.entityId, account.id))).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["password_reset_asked", "password_reset_done", "password_reset_refused"]));
  });

  it("refuses a link older than 30 minutes, and a forged one", async () => {
    const { account } = await staffMember(t.handle.db, "editor");
    const now = new Date(Date.now() + 1000);
    await askPasswordReset(t.handle.db, account.email, newAddress(), now);
    const token = await linkTokenOf(account.email, now);
    await expect(resetPassword(t.handle.db, { token, password: NEW_PASSWORD }, new Date(now.getTime() + 30 * 60_000 + 1000))).rejects.toMatchObject({ reason: "reset_link_refused" });
    await expect(resetPassword(t.handle.db, { token: `${token.slice(0, -2)}xx`, password: NEW_PASSWORD }, now)).rejects.toMatchObject({ reason: "reset_link_refused" });
    await prunePasswordResets(t.handle.db, new Date(now.getTime() + 2 * 86_400_000));
    expect(await t.handle.db.select().from(staffPasswordResets).where(eq(staffPasswordResets.userId, account.id))).toEqual([]);
  });

  it("spends every other open link of the account when one is used", async () => {
    const { account } = await staffMember(t.handle.db, "editor");
    const now = new Date(Date.now() + 1000);
    await askPasswordReset(t.handle.db, account.email, newAddress(), now);
    const first = await linkTokenOf(account.email, now);
    await askPasswordReset(t.handle.db, account.email, newAddress(), new Date(now.getTime() + 1000));
    const second = await linkTokenOf(account.email, new Date(now.getTime() + 1000));
    expect(second).not.toBe(first);
    await resetPassword(t.handle.db, { token: second, password: NEW_PASSWORD }, new Date(now.getTime() + 2000));
    await expect(resetPassword(t.handle.db, { token: first, password: "another-orchid-river-88" }, new Date(now.getTime() + 3000))).rejects.toMatchObject({ reason: "reset_link_refused" });
  });

  it("sends nothing for an unknown or disabled e-mail, and at most 3 links an hour to one account, answering the same", async () => {
    const { account } = await staffMember(t.handle.db, "editor");
    const now = new Date();
    await expect(askPasswordReset(t.handle.db, "nobody.at.all@hospital.example", newAddress(), now)).resolves.toBeUndefined();
    expect(await t.handle.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, "nobody.at.all@hospital.example"))).toEqual([]);
    for (let i = 0; i < 5; i += 1) await expect(askPasswordReset(t.handle.db, account.email, newAddress(), now)).resolves.toBeUndefined();
    expect(await t.handle.db.select().from(outboxMessages).where(and(eq(outboxMessages.recipient, account.email), eq(outboxMessages.kind, "staff_password_reset")))).toHaveLength(3);
  });
});
