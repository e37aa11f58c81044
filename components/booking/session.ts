"use client";

import { ApiError, browser, TOKEN_KEY } from "@/lib/api/client";
import { createOrder, holdSlot, joinWaitlist, savePatient } from "@/lib/api/calls";
import { patientSchema } from "@/lib/contracts/booking";
import { bookDoctorHref, paymentHref, ROUTES } from "@/lib/routes";
import { readDraft, updateDraft, type BookingDraft } from "./draft";

/** Seconds of validity a token must still have to be used for the hold and payment (else verify again). */
const MARGIN_SECONDS = 120;

/** Whether the stored token verified `phone` and is valid for a few more minutes (read from its payload; the server checks it). */
export function usableToken(phone: string | undefined): boolean {
  const token = browser.readToken();
  const draft = readDraft();
  if (!token || !phone || draft.verifiedPhone !== phone) return false;
  try {
    const payload = JSON.parse(atob(token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/"))) as { exp?: number };
    return typeof payload.exp === "number" && payload.exp * 1000 > Date.now() + MARGIN_SECONDS * 1000;
  } catch {
    return false;
  }
}

export function storeToken(token: string, phone: string): void {
  try {
    window.localStorage.setItem(TOKEN_KEY, token);
  } catch {
    // private mode without storage: the API calls below then fail with 401
  }
  updateDraft({ verifiedPhone: phone });
}

/**
 * The patient's details as the API takes them, checked again (another tab may have changed the
 * draft): without the mobile number, which the token already carries as the verified one.
 */
const detailsOf = (draft: BookingDraft) => draft.patient && patientSchema.safeParse({ ...draft.patient, phone: undefined });

/**
 * With a verified phone: saves the patient, holds the slot and opens its payment order, then
 * goes to the payment page. A slot taken meanwhile sends the visitor back to the picker, which
 * says so and shows fresh slots.
 */
export async function holdAndPay(navigate: (href: string) => void): Promise<void> {
  const draft = readDraft();
  if (draft.waitlist) return joinWaitlistFromDraft(navigate);
  // The details step let the visitor on only with details its schema took; a draft changed since (another tab) goes back to the form.
  const patient = detailsOf(draft);
  if (!draft.doctor || !draft.slot || !draft.patient || !patient?.success) {
    navigate(ROUTES.appointment);
    return;
  }
  const held = draft.held;
  const patientKey = JSON.stringify(draft.patient);
  if (held?.orderId && held.doctor === draft.doctor.username && held.slotStart === draft.slot.start && held.patientKey === patientKey) {
    // The same doctor, time and patient as the hold made before (Back, then on again): its payment, not a new hold.
    navigate(paymentHref(held.orderId));
    return;
  }
  try {
    const saved = await savePatient(patient.data);
    const booking = await holdSlot({
      doctor: draft.doctor.username,
      slotStart: draft.slot.start,
      specialityId: draft.specialityId,
      patientId: saved.patientId,
      // The patient row keeps who they are; the reason belongs to this visit.
      ...(draft.patient.reason ? { reason: draft.patient.reason } : {}),
      // The reminder box is this booking's choice, not the phone's.
      reminders: patient.data.reminders,
      ...(held ? { replaces: held.bookingId } : {}),
    });
    const made = { bookingId: booking._id, orderId: "", doctor: draft.doctor.username, slotStart: draft.slot.start, patientKey };
    // Kept at once: should the order fail, the next try still releases this hold.
    updateDraft({ held: made });
    const order = await createOrder({ bookingId: booking._id });
    updateDraft({ held: { ...made, orderId: order.orderId } });
    navigate(paymentHref(order.orderId));
  } catch (error) {
    if (error instanceof ApiError && (error.code === "slot_taken" || error.code === "not_a_slot")) {
      updateDraft({ slot: undefined, slotTaken: true });
      navigate(ROUTES.appointment);
      return;
    }
    throw error;
  }
}

/**
 * With a verified phone, for a visitor who asked to wait for a slot (the days they want are
 * full): joins the doctor's waitlist with the patient's details, then back to the booking step,
 * which says where they stand.
 */
async function joinWaitlistFromDraft(navigate: (href: string) => void): Promise<void> {
  const draft = readDraft();
  const patient = detailsOf(draft);
  if (!draft.waitlist || !patient?.success) {
    navigate(ROUTES.appointment);
    return;
  }
  const joined = await joinWaitlist({ doctor: draft.waitlist.doctor, from: draft.waitlist.from, to: draft.waitlist.to, patient: patient.data, ...(draft.specialityId ? { specialityId: draft.specialityId } : {}) });
  updateDraft({ waitlist: undefined, waitlistJoined: { fullName: joined.doctor.fullName, position: joined.position, from: joined.from, to: joined.to, reference: joined.reference, leaveLink: joined.leaveLink } });
  navigate(bookDoctorHref(joined.doctor.username));
}
