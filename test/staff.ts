import { getConfig } from "@/lib/server/config";
import type { Executor } from "@/lib/server/db";
import type { StaffRole } from "@/lib/contracts/staff";
import { createSession, endSession, readSession, recordFactorGiven } from "@/lib/server/auth/staff-sessions";
import { createStaff } from "@/lib/server/staff";
import { confirmTotp, startTotp } from "@/lib/server/staff/factors";
import { generate } from "otplib";

/** A password that passes the console's rules, for test accounts. */
export const STAFF_PASSWORD = "kettle-monsoon-harbour-42";

/** A staff account of a role (made as the staff token would), and the headers of a signed-in browser on the site. */
export async function staffMember(db: Executor, role: StaffRole, email = `${role}.${crypto.randomUUID().slice(0, 8)}@hospital.example`) {
  const account = await createStaff(db, { email, name: `Test ${role}`, role, password: STAFF_PASSWORD }, "staff token", new Date());
  return { account, headers: await signedInHeaders(db, account.id) };
}

/**
 * Cookie and Origin of a browser signed in as this account (the cookie name of a plain-http site):
 * a session that gave its password and then its second factor at `now` (how the factor is given is
 * lib/server/staff/factors.test.ts's; here the session is only put in that state).
 */
export async function signedInHeaders(db: Executor, userId: string, now = new Date()) {
  const { token } = await createSession(db, userId, now);
  const signedIn = await recordFactorGiven(db, (await readSession(db, token, now))!, now);
  return { cookie: `staff_session=${signedIn}`, origin: new URL(getConfig().siteUrl).origin };
}

/** Cookie and Origin of a browser that has given this account's password only (its second factor still to come). */
export async function signingInHeaders(db: Executor, userId: string, now = new Date()) {
  const { token } = await createSession(db, userId, now);
  return { cookie: `staff_session=${token}`, origin: new URL(getConfig().siteUrl).origin };
}

/**
 * Enrols an authenticator app for the account as its first sign-in does (through the domain's
 * own calls, in a session then ended), and answers the app's secret and the ten recovery codes shown then.
 */
export async function enrolledFactor(db: Executor, userId: string, now = new Date()): Promise<{ secret: string; recoveryCodes: string[] }> {
  const { token } = await createSession(db, userId, now);
  const session = (await readSession(db, token, now))!;
  const { secret } = await startTotp(db, session, now);
  const { recoveryCodes } = await confirmTotp(db, session, { code: await generate({ secret, epoch: Math.floor(now.getTime() / 1000) }) }, now);
  await endSession(db, session.sessionId);
  return { secret, recoveryCodes: recoveryCodes! };
}
