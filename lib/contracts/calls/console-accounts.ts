import { z } from "zod";
import { signInStepSchema } from "@/lib/contracts/staff-factors";
import { defineCall } from "./declare";
import { auditEntrySchema, auditQuerySchema } from "@/lib/contracts/audit";
import { noDataSchema } from "@/lib/contracts/envelope";
import { consolePrivacyRequestSchema, privacyCloseSchema, privacyListSchema, privacyRequestClosedSchema } from "@/lib/contracts/my-data";
import {
  forgotPasswordSchema,
  passwordChangeSchema,
  resetPasswordSchema,
  sessionEndedSchema,
  sessionIdSchema,
  signInSchema,
  STAFF_ROLES,
  staffAccountSchema,
  staffCreateSchema,
  staffIdSchema,
  staffMeSchema,
  staffSessionsEndedSchema,
  staffSessionViewSchema,
} from "@/lib/contracts/staff";

// The console's sign-in, accounts, audit log and privacy requests (docs/API.md "Staff console").

export const listAuditCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/audit/list",
  access: "staff",
  roles: ["admin"],
  body: auditQuerySchema,
  output: z.array(auditEntrySchema),
  summary: "what staff did, newest first, 50 a page, in words (admin): { action?, actor?, from?, to?, reference?, page? }",
  request: "`{ action?, actor?, from?, to?, reference?, page? }`: `action` one of the declared actions (`AUDIT_ACTION_TEXT` in lib/contracts/audit.ts), `actor` a staff account's id or `staff_token` / `visitor`, `from`/`to` the hospital's days (both included), `reference` a record's reference (SH-…, PR-…, CM-…, JA-…, or a setting's key, an image's path)",
  answer: "200 entries newest first, 50 a page, with `pagination`; each `{ id, at, actor (the person's name), action, description (the action in words), entity (in words), record (its reference or name, or null), before, after }`; 400 naming the field for an undeclared action, a person who is no account, an impossible day",
});

export const signInCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/auth/login",
  access: "console",
  body: signInSchema,
  output: signInStepSchema,
  summary: "a staff member gives their password: { email, password } → a session that must still give its second factor; 401 with one message for every failure; 429 while throttled",
  request: "`{ email, password }`; the browser's known-device cookie, if it has one",
  answer: "200 `{ name, next, methods }` and the session cookie of a session that may only finish signing in (`admin/auth/factor/verify`, or enrolling the account's first factor when `next` is `enrol`) within 10 minutes; a sign-in without a valid known-device cookie e-mails the staff member; 401 `sign_in_failed` (one message for every failure: unknown e-mail, wrong password, disabled account); 429 `rate_limited` with `Retry-After` while the client address or the e-mail must wait",
  description:
    "Wrong passwords are counted per client address and per e-mail, whether the account exists or not. After 3 wrong ones for an e-mail (10 for an address) each next try must wait twice as long as the last, from 2 seconds up to 5 minutes; a try that comes too soon is refused with 429 `rate_limited`, `Retry-After` and \"Too many tries: wait N seconds and try again.\", the same for every e-mail. A sign-in carrying a valid known-device token of the account (in a signed, httpOnly cookie of up to five accounts' tokens, 180 days, issued at its last sign-in on that browser since the password last changed) is held only by that device's own count, not by the e-mail's nor the address's, so nobody guessing elsewhere or at the same address keeps the real person out. Each try is counted before its password is checked, so tries sent at once are counted or refused one by one. The right password clears the e-mail's count and forgives one of its address's wrong tries. No account is ever locked.",
  reasons: ["sign_in_failed", "rate_limited"],
});

export const forgotPasswordCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/auth/forgot-password",
  access: "console",
  body: forgotPasswordSchema,
  output: noDataSchema,
  summary: "asks for a link to set a new password: { email }; the answer is the same whether an account has this e-mail",
  request: "`{ email }`",
  answer: "200 with the same message for every e-mail; the account (if any, and not disabled) gets an e-mail with a signed link to /admin/reset-password, its token after `#`, that works once within 30 minutes (at most 3 links an hour to one account); 429 `rate_limited` after 10 requests an hour from one address",
  reasons: ["rate_limited"],
});

export const resetPasswordCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/auth/reset-password",
  access: "console",
  body: resetPasswordSchema,
  output: noDataSchema,
  summary: "sets a new password with an e-mailed link: { token, password }; every session of the account ends, and no session is opened",
  request: "`{ token, password }`: the token is what follows `#` in the link",
  answer: "200 (the link is spent, every other link of the account too, and every session of the account ends: the person signs in again with the new password); 400 on `password` (the rules of a password change), the link still usable; 400 `reset_link_refused` for a forged, used or expired link",
  reasons: ["reset_link_refused"],
});

export const signOutCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/auth/logout",
  access: "console",
  output: noDataSchema,
  summary: "ends this session on the server and clears its cookie. A session that has already ended (idle, expired, ended elsewhere) still gets its cookie cleared: 200.",
  request: "`{}`",
  answer: "200; the session ends on the server, the cookie is cleared (also when the session had already ended)",
});

export const getMeCall = defineCall({
  group: "console",
  method: "GET",
  path: "admin/auth/me",
  access: "staff",
  roles: STAFF_ROLES,
  output: staffMeSchema,
  summary: "the signed-in staff member (401 when the session has ended)",
  answer: "200 the signed-in person",
});

export const changePasswordCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/auth/password",
  access: "staff",
  roles: STAFF_ROLES,
  body: passwordChangeSchema,
  output: noDataSchema,
  summary: "changes one's own password: { current, next }; the account's other sessions end",
  request: "`{ current, next }`",
  answer: "200 (other sessions end); 400 on `current` or `next` (short, common, or built from the account's e-mail: what is left once the address, its name, its domain and their words are taken out must be 8 characters or more, so `pw@audit.in1234` is refused); a wrong `current` counts against the account as a wrong sign-in does (audited), and while the account must wait: 429 `rate_limited` with `Retry-After`",
  reasons: ["rate_limited"],
});

export const listOwnSessionsCall = defineCall({
  group: "console",
  method: "GET",
  path: "admin/auth/sessions/list",
  access: "staff",
  roles: STAFF_ROLES,
  output: z.array(staffSessionViewSchema),
  summary: "the signed-in person's live console sessions, this one first: device, network last used from, signed in, last used",
  answer:
    "200 `[{ id, device, network, signedInAt, lastUsedAt, current }]`: `device` in short from the sign-in's User-Agent (\"Firefox on Linux\"), `network` the last address masked to its /24 (IPv4, \"203.0.113.x\") or /48 (IPv6), or null; no place name and never a token. `lastUsedAt` is written at most once a minute",
});

export const endOwnSessionCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/auth/sessions/end",
  access: "staff",
  roles: STAFF_ROLES,
  body: sessionIdSchema,
  output: sessionEndedSchema,
  summary: "ends one of one's own sessions: { id }; its next request is refused (401)",
  request: "`{ id }` (a session's id from the list)",
  answer: "200 `{ id, current }` (audited, `session_ended`); `current` true when it was this request's session: its cookie is cleared and the person is signed out; 404 for an id that is not one of the caller's live sessions (another account's included)",
});

export const closePrivacyRequestCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/privacy/close",
  access: "staff",
  roles: ["admin"],
  body: privacyCloseSchema,
  output: privacyRequestClosedSchema,
  summary: "closes an open privacy request with a note of what was done (admin): { id, note }",
  request: "`{ id, note }` (note 5 to 500 characters)",
  answer: "200 `{ id, reference }` (audited, `privacy_request_closed`, without the note); 409 `already_closed`; 404 unknown",
  reasons: ["already_closed"],
});

export const listPrivacyRequestsCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/privacy/list",
  access: "staff",
  roles: ["admin"],
  body: privacyListSchema,
  output: z.array(consolePrivacyRequestSchema),
  summary: "privacy requests, open ones by due date with the days left of the 90 (admin): { state?, page? }",
  request: "`{ state?: open|closed (open), page? }`",
  answer: "200 requests, 25 a page: open ones by due date, closed ones newest first: `{ id, reference, kind, state, details, createdAt, dueAt, daysLeft` (of the 90; negative when overdue; null once closed)`, closedAt, closedBy, note }`",
});

export const createStaffCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/staff/create",
  status: 201,
  access: "staff",
  roles: ["admin"],
  stepUp: true,
  body: staffCreateSchema,
  output: staffAccountSchema,
  summary: "a new staff account (admin): { email, name, role, password }; 409 when the e-mail has one",
  request: "`{ email, name, role, password }`",
  answer: "201 the account; 400 naming the field; 409 when the e-mail has an account",
  reasons: ["step_up"],
});

export const disableStaffCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/staff/disable",
  access: "staff",
  roles: ["admin"],
  stepUp: true,
  body: staffIdSchema,
  output: staffAccountSchema,
  summary: "disables a staff account (admin): { id }; its sessions end at once",
  request: "`{ id }`",
  answer: "200 the account (disabling ends its sessions); 400 for one's own; 404 unknown",
  reasons: ["step_up"],
});

export const enableStaffCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/staff/enable",
  access: "staff",
  roles: ["admin"],
  stepUp: true,
  body: staffIdSchema,
  output: staffAccountSchema,
  summary: "enables a staff account (admin): { id }",
  request: "`{ id }`",
  answer: "200 the account (disabling ends its sessions); 400 for one's own; 404 unknown",
  reasons: ["step_up"],
});

export const endStaffSessionsCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/staff/sessions/end",
  access: "staff",
  roles: ["admin"],
  stepUp: true,
  body: staffIdSchema,
  output: staffSessionsEndedSchema,
  summary: "ends every console session of another staff account (admin): { id }",
  request: "`{ id }` (the account's id)",
  answer: "200 `{ id, ended }` (how many sessions ended; audited, `sessions_ended_by_admin`); the account can sign in again; 400 for one's own account; 404 unknown",
  reasons: ["step_up"],
});

export const listStaffCall = defineCall({
  group: "console",
  method: "GET",
  path: "admin/staff/list",
  access: "staff",
  roles: ["admin"],
  output: z.array(staffAccountSchema),
  summary: "every staff account (admin)",
  answer: "200 every account: `{ id, email, name, role, disabled, lastSignInAt, createdAt }`",
});
