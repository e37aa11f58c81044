"use client";

import type { PatientInput } from "@/lib/contracts/booking";
import type { ChangeTier } from "@/lib/contracts/change-rules";

/**
 * What the visitor has chosen and typed, kept in this tab's sessionStorage so that going back,
 * reloading or verifying the phone on the next page loses nothing. It never reaches a URL.
 */
export interface BookingDraft {
  specialityId?: string;
  doctor?: { username: string; fullName: string; fee?: { amount: number; currency: string } };
  slot?: { start: string; end: string };
  /** The hospital's refund and change rules as the free slots stated them (lib/contracts/change-rules.ts). */
  changeTiers?: ChangeTier[];
  patient?: Partial<PatientInput>;
  /** The number the current token verified (E.164), so it is not asked again. */
  verifiedPhone?: string;
  /**
   * Set by the visitor's own Continue on the details step, and taken by the code page, which
   * sends a code on arrival only then: Back, Forward or a reload onto the page never sends one.
   */
  sendCodeTo?: string;
  /**
   * The code last sent for this number (its attempt, masked number, expiry and resend time, never
   * the code itself): a reload of the code page shows the code box again until it expires.
   */
  codeSent?: { phone: string; attemptId: string; sentTo: string; expiresAt: string; resendAfter: string };
  /** The slot this visitor holds now and its payment order: a new hold releases it (and only it); the same choice again reopens its payment. */
  held?: { bookingId: string; orderId: string; doctor: string; slotStart: string; patientKey: string };
  /** Set when the chosen slot was taken while verifying: the picker says so and refreshes. */
  slotTaken?: boolean;
  /** The visitor asked to wait for a slot of this doctor between these dates (the details step then joins the waitlist). */
  waitlist?: { doctor: string; from: string; to: string };
  /** Just joined: the booking step says where they stand, once. */
  waitlistJoined?: { fullName: string; position: number; from: string; to: string; reference?: string; leaveLink?: string };
}

const KEY = "booking-draft";

export function readDraft(): BookingDraft {
  try {
    const text = window.sessionStorage.getItem(KEY);
    return text ? (JSON.parse(text) as BookingDraft) : {};
  } catch {
    return {};
  }
}

function writeDraft(draft: BookingDraft): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // storage full or off (private mode): the flow still works within the page
  }
}

export function updateDraft(patch: Partial<BookingDraft>): BookingDraft {
  const next = { ...readDraft(), ...patch };
  writeDraft(next);
  return next;
}

export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}
