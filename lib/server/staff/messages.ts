import "server-only";
import type { StaffMe } from "@/lib/contracts/staff";
import { formatAppointment } from "@/lib/format/appointment-time";
import { CONSOLE_ROUTES } from "@/lib/routes";
import type { Executor } from "../db";
import { getConfig } from "../config";
import { enqueueMessage, kickDispatcher } from "../outbox";
import { LINK_WITHHELD } from "../outbox/link-secrets";
import { describeUserAgent, maskAddress } from "../auth/session-device";

// The e-mails the console sends a member of staff about their own account, through the outbox.
// Neither carries a secret: the new-device notice says only when, what and from where, and the
// reset link's token is signed when the message is sent (lib/server/outbox/link-secrets.ts).

/** Tells the staff member that their password was given from a browser their account has not signed in on. */
export async function tellOfNewDevice(db: Executor, me: StaffMe, origin: { client: string; userAgent?: string | null }, now: Date): Promise<void> {
  const { hospitalName, timeZone } = getConfig();
  const body = [
    `The password of your ${hospitalName} console account (${me.email}) was given from a new device.`,
    `When: ${formatAppointment(now, timeZone)}`,
    // The browser's kind and the network, in the site's own words: never what the browser wrote
    // about itself, which whoever signed in chose (it could say there is nothing to do).
    `Device: ${describeUserAgent(origin.userAgent ?? null)}`,
    `Network: ${maskAddress(origin.client) ?? "not known"}`,
    "If this was you, there is nothing to do. If this was not you, someone knows your password: your second factor keeps them out, but change your password now and tell the administrator.",
  ].join("\n");
  await enqueueMessage(db, { channel: "email", kind: "staff_new_device", recipient: me.email, subject: `New sign-in to your console account | ${hospitalName}`, body, now });
  kickDispatcher();
}

/** The e-mail with a password reset link, valid until `validUntil`. */
export async function sendResetLink(db: Executor, to: string, resetId: string, now: Date, validUntil: Date): Promise<void> {
  const { hospitalName, siteUrl } = getConfig();
  const body = [
    `Someone asked to set a new password for the ${hospitalName} console account ${to}.`,
    `Open this link within 30 minutes to choose a new one (it works once): ${siteUrl}${CONSOLE_ROUTES.resetPassword}${LINK_WITHHELD}`,
    "If you did not ask for it, ignore this e-mail: your password stays as it is. If it keeps coming, tell the administrator.",
  ].join("\n");
  await enqueueMessage(db, {
    channel: "email",
    kind: "staff_password_reset",
    recipient: to,
    subject: `Set a new console password | ${hospitalName}`,
    body,
    link: { kind: "staff-reset", resetId, validUntil: validUntil.toISOString() },
    expiresAt: validUntil,
    now,
  });
  kickDispatcher();
}

/**
 * Tells the staff member that their account's second factor changed (`what`: "A passkey “Work
 * laptop” was added"), so a change they did not make is noticed; it carries no secret.
 */
export async function tellOfFactorChange(db: Executor, account: { email: string }, what: string, now: Date): Promise<void> {
  const { hospitalName, timeZone } = getConfig();
  const body = [
    `${what} on your ${hospitalName} console account (${account.email}).`,
    `When: ${formatAppointment(now, timeZone)}`,
    "If this was you, there is nothing to do. If it was not, tell the administrator at once: they can reset your second factor and end every session of your account.",
  ].join("\n");
  await enqueueMessage(db, { channel: "email", kind: "staff_factor_changed", recipient: account.email, subject: `Your console sign-in changed | ${hospitalName}`, body, now });
  kickDispatcher();
}
