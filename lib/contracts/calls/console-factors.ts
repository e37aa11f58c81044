import { defineCall } from "./declare";
import { noDataSchema } from "@/lib/contracts/envelope";
import { STAFF_ROLES, staffIdSchema } from "@/lib/contracts/staff";
import {
  factorEnrolledSchema,
  factorGivenSchema,
  factorIdSchema,
  factorsResetSchema,
  factorsSchema,
  factorVerifySchema,
  passkeyRegisterSchema,
  RECOVERY_CODE_COUNT,
  STEP_UP_MINUTES,
  totpConfirmSchema,
  totpEnrolmentSchema,
  webauthnOptionsSchema,
} from "@/lib/contracts/staff-factors";

// The console's second factor (docs/API.md "Staff console"): giving it to finish a sign-in or to
// step up, enrolling passkeys and an authenticator app, recovery codes, and an administrator's reset.

const ENROL_ACCESS =
  "At the first sign-in (a session that has given the password of an account with no second factor yet), or later from a signed-in session that gave its second factor within the last " +
  `${STEP_UP_MINUTES} minutes (403 \`step_up\` otherwise). A session that has only given its password cannot add a factor to an account that has one (403 \`enrolled\`): a stolen password adds nothing.`;

export const factorOptionsCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/auth/factor/options",
  access: "signing-in",
  output: webauthnOptionsSchema,
  summary: "a passkey challenge for this session: WebAuthn request options over the account's passkeys",
  request: "`{}`",
  answer: "200 the options for `startAuthentication()` of @simplewebauthn/browser (a new challenge, valid 5 minutes, kept with the session); 400 `factor_failed` when the account has no passkey",
  reasons: ["second_factor", "factor_failed"],
});

export const verifyFactorCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/auth/factor/verify",
  access: "signing-in",
  body: factorVerifySchema,
  output: factorGivenSchema,
  summary: "gives the second factor: finishes a sign-in, or steps up a signed-in session: { method: passkey, response } | { method: totp, code } | { method: recovery, code }",
  request: "`{ method: \"passkey\", response }` (what `startAuthentication()` answered to this session's options), `{ method: \"totp\", code }` (six digits) or `{ method: \"recovery\", code }`",
  answer: `200 \`{ me, recoveryCodesLeft }\` (after a recovery code, how many of the ${RECOVERY_CODE_COUNT} are left; else null): a sign-in is finished under a new session cookie (the one that gave only the password stops working) for the session's full lifetime, and the browser gets its known-device cookie; 400 \`factor_failed\` with one message for a wrong, expired or already used code or passkey; 429 \`rate_limited\` with \`Retry-After\` after 5 wrong ones; 403 \`factor_locked\` after 100 from browsers the account has not signed in on`,
  description:
    "An authenticator app's code is taken within one 30-second step either side of the server's clock, and never twice: a code of a step already used (or of an earlier one) is refused. A passkey's answer must sign this session's last challenge for the site's own origin, and its signature counter must have moved on. Wrong tries count where they come from: a signed-in session's step-up on that session; a sign-in from a browser the account has signed in on (its known-device cookie) on that browser; any other on the account's count for new browsers, whatever the session, so signing in again with the password buys no more guesses, and past 100 none is taken from a new browser until the password changes. The real person's known browser is never held by a thief's tries.",
  reasons: ["second_factor", "factor_failed", "rate_limited", "factor_locked"],
});

export const startTotpCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/auth/factors/totp/start",
  access: "signing-in",
  output: totpEnrolmentSchema,
  summary: "begins enrolling an authenticator app: a new secret, its otpauth:// address and QR code",
  request: "`{}`",
  answer: "200 `{ secret, uri, qrSvg }`, kept (sealed) with this session only: it counts for nothing until a code of it is confirmed from this session, and the session's next start replaces it; 409 `taken` when the account already has an authenticator app",
  description: ENROL_ACCESS,
  reasons: ["second_factor", "step_up", "enrolled", "taken"],
});

export const confirmTotpCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/auth/factors/totp/confirm",
  access: "signing-in",
  body: totpConfirmSchema,
  output: factorEnrolledSchema,
  summary: "confirms the authenticator app with its first code: { code, name? }",
  request: "`{ code, name? }`",
  answer: `200 \`{ factor, recoveryCodes }\`: the app is enrolled, and when it is the account's first factor the ${RECOVERY_CODE_COUNT} recovery codes (shown this once) and the sign-in is finished; 400 \`factor_failed\` for a wrong code; 409 when no app is being enrolled`,
  description: ENROL_ACCESS,
  reasons: ["second_factor", "step_up", "enrolled", "factor_failed", "rate_limited"],
});

export const passkeyOptionsCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/auth/factors/passkey/options",
  access: "signing-in",
  output: webauthnOptionsSchema,
  summary: "begins enrolling a passkey: WebAuthn creation options (the account's passkeys excluded)",
  request: "`{}`",
  answer: "200 the options for `startRegistration()` of @simplewebauthn/browser (a new challenge, valid 5 minutes, kept with the session); 409 `taken` when the account has its 10 passkeys, the most it keeps",
  description: ENROL_ACCESS,
  reasons: ["second_factor", "step_up", "enrolled"],
});

export const registerPasskeyCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/auth/factors/passkey/register",
  access: "signing-in",
  body: passkeyRegisterSchema,
  output: factorEnrolledSchema,
  summary: "saves a passkey: { name, response }",
  request: "`{ name, response }`: `response` is what `startRegistration()` answered to this session's options",
  answer: `200 \`{ factor, recoveryCodes }\` (the ${RECOVERY_CODE_COUNT} recovery codes when it is the account's first factor, which also finishes the sign-in); 400 \`factor_failed\` when the answer does not verify against this session's challenge and the site's origin`,
  description: ENROL_ACCESS,
  reasons: ["second_factor", "step_up", "enrolled", "factor_failed"],
});

export const listFactorsCall = defineCall({
  group: "console",
  method: "GET",
  path: "admin/auth/factors/list",
  access: "staff",
  roles: STAFF_ROLES,
  output: factorsSchema,
  summary: "the signed-in person's second factors and how many recovery codes are left",
  answer: "200 `{ factors: [{ id, kind, name, createdAt, lastUsedAt }], recoveryCodesLeft }`",
});

export const removeFactorCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/auth/factors/remove",
  access: "staff",
  roles: STAFF_ROLES,
  stepUp: true,
  body: factorIdSchema,
  output: noDataSchema,
  summary: "removes one of one's own passkeys or the authenticator app: { id }",
  request: "`{ id }`",
  answer: "200; 404 for a factor that is not the caller's; 409 `last_factor` for the account's only one",
  reasons: ["step_up", "last_factor"],
});

export const newRecoveryCodesCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/auth/factors/recovery-codes",
  access: "staff",
  roles: STAFF_ROLES,
  stepUp: true,
  output: factorEnrolledSchema.shape.recoveryCodes.unwrap(),
  summary: `replaces one's recovery codes with ${RECOVERY_CODE_COUNT} new ones (shown once; the old ones stop working)`,
  request: "`{}`",
  answer: `200 the ${RECOVERY_CODE_COUNT} new codes`,
  reasons: ["step_up"],
});

export const resetStaffFactorsCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/staff/factors/reset",
  access: "staff",
  roles: ["admin"],
  stepUp: true,
  body: staffIdSchema,
  output: factorsResetSchema,
  summary: "an administrator resets another account's second factors: { id }; every session of it ends and it enrols again at its next sign-in",
  request: "`{ id }`",
  answer: "200 `{ id, sessionsEnded }`; 400 for one's own account; 404 for no such account",
  reasons: ["step_up"],
});
