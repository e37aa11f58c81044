import { defineCall } from "./declare";
import { correctionSchema, eraseSchema, erasureResultSchema, myDataSchema, privacyRequestAnswerSchema, withdrawConsentSchema } from "@/lib/contracts/my-data";

// A person's rights over what the hospital holds against their phone (docs/API.md "My data").

export const requestCorrectionCall = defineCall({
  group: "my-data",
  method: "POST",
  path: "web/my-data/correction",
  access: "phone",
  body: correctionSchema,
  limited: true,
  output: privacyRequestAnswerSchema,
  summary: "asks the hospital to correct a record (booking token); staff carry it out within 90 days. While the phone's correction request is open, another is added to it (200, `added`; 201 for a new request); 409 request_full when it holds as much as it can.",
  request: "`{ details }` (10 to 1000 characters)",
  answer: "201 `{ reference, dueAt, added: false }`: an open request staff carry out within 90 days; while the phone's correction request is open, another is added to it: 200 `{ reference, dueAt, added: true }` (its reference and due date); 409 `request_full` once it holds 4000 characters",
  reasons: ["request_full"],
});

export const eraseMyDataCall = defineCall({
  group: "my-data",
  method: "POST",
  path: "web/my-data/erase",
  status: 202,
  access: "phone",
  body: eraseSchema,
  limited: true,
  output: erasureResultSchema,
  summary: "erases what no law requires keeping, pseudonymises what it does (booking token); 409 while an appointment is to come",
  request: "`{ confirm: true }`",
  answer: "202 `{ reference, erased: [text], kept: [{ what, until` (YYYY-MM-DD)`, why }] }`; 409 `future_bookings` naming them while an appointment is to come (requested or confirmed, not yet over) or a slot is held; 400 without `confirm: true`. Before erasing, the payment gateway is asked for the payments of every order not known as paid: an order with any payment there that has not failed is kept (pseudonymised) with its booking, which is cancelled so that the payment is refunded, never applied; 503 `payment_service_unavailable` (Retry-After, nothing erased) when the gateway cannot answer, and 503 `payment_unchecked` when an order appeared meanwhile. The verified session ends with it (a later call is 401)",
  reasons: ["future_bookings", "payment_service_unavailable", "payment_unchecked"],
});

export const exportMyDataCall = defineCall({
  group: "my-data",
  method: "POST",
  path: "web/my-data/export",
  access: "phone",
  limited: true,
  answers: "file",
  fileType: "application/json",
  summary: "the same records as a JSON file to download (booking token)",
  answer: "200 the same as a file: `application/json`, `Content-Disposition: attachment; filename=\"my-data-PR-….json\"`, `private, no-store` (not an envelope); recorded as an `export` request",
});

export const getMyDataCall = defineCall({
  group: "my-data",
  method: "POST",
  path: "web/my-data/get",
  access: "phone",
  limited: true,
  output: myDataSchema,
  summary: "every record the hospital holds against the verified phone (booking token)",
  answer: "`MyData`: `{ reference, phone, patients, bookings` (each with its `payments` and their `refunds`)`, messages` (those about the phone's own records: its codes, contact messages, applications and waitlist offers, and those about its bookings; never matched by an e-mail address; a one-time code's text, every link's token and a form's acknowledgement withheld)`, contactMessages` (`{ reference, subject, createdAt }`)`, applications` (`{ reference, opening, status, createdAt }`: the contact and careers forms take a number without verifying it, so what was written there is named, not shown)`, consents, requests }`; recorded as an `access` request",
});

export const withdrawConsentCall = defineCall({
  group: "my-data",
  method: "POST",
  path: "web/my-data/withdraw-consent",
  access: "phone",
  body: withdrawConsentSchema,
  limited: true,
  output: privacyRequestAnswerSchema,
  summary: "withdraws reminders or remembered details at once (booking token)",
  request: "`{ purpose: reminders | remember_details }`",
  answer: "200 `{ reference, dueAt }`: withdrawn at once; withdrawing `reminders` also drops the reminders already queued to the phone, and none is queued for it after",
});
