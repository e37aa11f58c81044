"use client";

import { useCallback, useEffect, useReducer, useRef, type FormEvent } from "react";
import { useRouter, useSearchParams } from "next/navigation";
import { ApiError } from "@/lib/api/client";
import { leaveWaitlist, searchDoctors } from "@/lib/api/calls";
import type { PatientInput, SavedPatient, Slot } from "@/lib/contracts/booking";
import { changePolicy, describePolicy, type ChangeTier } from "@/lib/contracts/change-rules";
import { bookDoctorHref, bookingDetailsHref, bookSlotHref, ROUTES, waitlistDetailsHref } from "@/lib/routes";
import { CHOOSE_FIRST_NOTICE, checkPatient, draftDoctor, flowReducer, initialFlow, toDoctor, type BookingDoctor, type BookingSpeciality, type FlowAction } from "./booking-state";
import { ChoiceStep } from "./choice-step";
import { DetailsStep } from "./details-step";
import { readDraft, updateDraft } from "./draft";
import { holdAndPay, usableToken } from "./session";
import styles from "./booking.module.scss";

export type { BookingDoctor } from "./booking-state";

/**
 * /appointment: step 1 (speciality, doctor, date and slot) and step 2 (the patient's details),
 * over one reducer (booking-state.ts). What is chosen and typed is kept in the draft
 * (sessionStorage), so going back loses nothing.
 */
export function BookingFlow({
  specialities,
  initialDoctor,
  initialSlot,
  initialSpecialityId,
  holdMinutes,
  quietHours,
}: {
  specialities: BookingSpeciality[];
  initialDoctor: BookingDoctor | null;
  initialSlot: string | null;
  initialSpecialityId: string | null;
  /** How long the slot is held while the visitor pays (the site's BOOKING_HOLD_MINUTES). */
  holdMinutes: number;
  /** When no waitlist offer is sent (the site's WAITLIST_QUIET_HOURS; null: at any hour). */
  quietHours: { from: number; until: number } | null;
}) {
  const router = useRouter();
  // The step is the address's (?step=details): Back and Forward move between steps, a reload keeps it.
  const detailsAsked = useSearchParams().get("step") === "details";
  const [state, dispatch] = useReducer(flowReducer, { doctor: initialDoctor, slot: initialSlot, specialityId: initialSpecialityId }, initialFlow);
  // The state after every action sent, at once: what goes into the draft is the latest, never this
  // render's copy, so a field typed before the last one's render (a slow device, a form filled by
  // a tool) is not lost.
  const latest = useRef(state);
  const send = useCallback((action: FlowAction) => {
    latest.current = flowReducer(latest.current, action);
    dispatch(action);
    return latest.current;
  }, []);
  const heading = useRef<HTMLHeadingElement>(null);
  const errorSummary = useRef<HTMLParagraphElement>(null);
  const { step, specialityId, doctor, slot, waitlist } = state;

  // Restore the draft (coming back from the code page, or after a reload); what it says once is then taken from it.
  useEffect(() => {
    const draft = readDraft();
    send({ type: "restored", draft, initialDoctor, initialSlot });
    if (draft.waitlistJoined) updateDraft({ waitlistJoined: undefined });
    if (draft.slotTaken) updateDraft({ slotTaken: false });
  }, [initialDoctor, initialSlot, send]);

  // Doctors of the chosen speciality.
  useEffect(() => {
    if (!specialityId) return;
    let live = true;
    searchDoctors({ speciality: specialityId, limit: 100, page: 1 })
      .then((data) => live && send({ type: "doctorsLoaded", doctors: data.map(toDoctor) }))
      .catch(() => live && send({ type: "noticeShown", notice: "The doctors could not be loaded. Please reload the page." }));
    return () => {
      live = false;
    };
  }, [specialityId, send]);

  // Follow the address: step 2 once it asks for it and a doctor and time are chosen, else step 1.
  // The address is read as the browser has it: useSearchParams follows a pushState a render or more
  // later (later still on a busy device), and reading it alone flipped the new step 2 back to step 1
  // and then to 2 again, each flip moving focus to the heading while the visitor typed (CI: the
  // name typed on the waitlist's details step was lost). detailsAsked re-runs this once Next follows.
  useEffect(() => {
    send({ type: "addressFollowed", detailsAsked: new URLSearchParams(window.location.search).get("step") === "details" });
  }, [detailsAsked, doctor, slot, waitlist, send]);

  useEffect(() => {
    heading.current?.focus();
  }, [step]);

  /**
   * The booking's own address changes (its step, doctor and time) are history entries of this page,
   * never a server navigation: the page renders nothing from them that the flow's state does not
   * hold, and a navigation re-rendered the page per step and swapped the document's head, leaving
   * the page without a title for a moment (an axe failure in CI). Next keeps useSearchParams and
   * Back/Forward in step with the native pushState.
   */
  const showAddress = (href: string) => window.history.pushState(null, "", href);

  /** Back to step 1 (a new history entry when step 2 was the first page seen, else the previous one). */
  const toChoice = () => {
    if (doctor && waitlist) {
      send({ type: "waitlistDropped" });
      updateDraft({ waitlist: undefined });
      showAddress(bookDoctorHref(doctor.username));
    } else if (doctor && slot) showAddress(bookSlotHref(doctor.username, slot.start));
    else send({ type: "stepShown", step: 1 });
  };

  const chooseSlot = (chosen: Slot, zone: string, tiers: ChangeTier[]) => {
    send({ type: "slotChosen", slot: chosen, timeZone: zone, changeTiers: tiers });
    updateDraft({ slot: chosen, changeTiers: tiers, specialityId, waitlist: undefined, doctor: doctor ? draftDoctor(doctor) : undefined });
  };

  /** "Leave the waitlist" beside the confirmation of joining: the link the join answered (as in its SMS). */
  const leaveJoined = async () => {
    const joined = latest.current.joined;
    const link = joined?.leaveLink;
    if (!link) return;
    const failed = await leaveWaitlist({ link }).then(
      () => null,
      (e: unknown) => (e instanceof ApiError ? e.message : "Leaving the waitlist did not work. Please try again."),
    );
    send({ type: "joinedChanged", joined: failed === null ? { text: "You have left the waitlist. We will not send you offers." } : { text: `${failed} ${joined?.text ?? ""}`, leaveLink: link } });
  };

  /** "Tell me when a slot frees up": the patient's details and the phone's verification come next, then the waitlist is joined. */
  const toWaitlistDetails = (range: { from: string; to: string }) => {
    if (!doctor) return;
    send({ type: "waitlistAsked", range });
    updateDraft({ slot: undefined, specialityId, waitlist: { doctor: doctor.username, ...range }, doctor: draftDoctor(doctor) });
    showAddress(waitlistDetailsHref(doctor.username, specialityId || undefined));
  };

  const toDetails = () => {
    if (!doctor || !slot || !slot.end) {
      send({ type: "noticeShown", notice: CHOOSE_FIRST_NOTICE });
      return;
    }
    updateDraft({ slot, specialityId, doctor: draftDoctor(doctor) });
    send({ type: "stepShown", step: 2 });
    showAddress(bookingDetailsHref(doctor.username, slot.start, specialityId || undefined));
  };

  const choosePatient = (saved: SavedPatient, phone: string) => updateDraft({ patient: send({ type: "patientChosen", saved, phone }).patient });

  const setField = <K extends keyof PatientInput>(key: K, value: PatientInput[K]) => updateDraft({ patient: send({ type: "fieldSet", key, value }).patient });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { patient } = latest.current;
    const checked = checkPatient(patient);
    if (!checked.ok) {
      send({ type: "refused", errors: checked.errors });
      requestAnimationFrame(() => errorSummary.current?.focus());
      return;
    }
    send({ type: "accepted" });
    const phone = checked.phone;
    updateDraft({ patient: { ...patient, phone } });
    if (!usableToken(phone)) {
      // The visitor asked for the code (this button): the code page sends it once, on arrival.
      updateDraft({ sendCodeTo: phone });
      router.push(ROUTES.sendOtp);
      return;
    }
    send({ type: "holding" });
    try {
      await holdAndPay((href) => router.push(href));
    } catch (e) {
      send({ type: "holdFailed", message: e instanceof ApiError ? e.message : "The booking could not be made. Please try again." });
    }
  };

  // The hospital's refund and change rules for the chosen slot, as they would apply once paid.
  // eslint-disable-next-line react-hooks/purity -- the rule depends on the time the visitor reads it; re-rendered on every choice
  const rulesText = slot?.end && doctor ? describePolicy(changePolicy(state.changeTiers, slot.start, doctor.fee, new Date(Date.now())), state.timeZone) : null;

  return (
    <div className={styles.panel}>
      <ol className={styles.steps} aria-label="Booking steps">
        <li aria-current={step === 1 ? "step" : undefined}>1. Doctor and time</li>
        <li aria-current={step === 2 ? "step" : undefined}>2. Patient details</li>
        <li>3. Verify phone</li>
        <li>4. Pay</li>
      </ol>
      {step === 1 ? (
        <ChoiceStep
          state={state}
          specialities={specialities}
          headingRef={heading}
          rulesText={rulesText}
          onSpeciality={(id) => {
            send({ type: "specialityChosen", specialityId: id });
            updateDraft({ specialityId: id });
          }}
          onDoctor={(next) => {
            send({ type: "doctorChosen", doctor: next });
            updateDraft({ doctor: next ? draftDoctor(next) : undefined, slot: undefined });
          }}
          onSlot={chooseSlot}
          onSlotsLoaded={(loaded) => send({ type: "slotsLoaded", loaded })}
          onWaitlist={toWaitlistDetails}
          onLeaveWaitlist={() => void leaveJoined()}
          onContinue={toDetails}
        />
      ) : (
        <DetailsStep
          state={state}
          headingRef={heading}
          summaryRef={errorSummary}
          holdMinutes={holdMinutes}
          quietHours={quietHours}
          rulesText={rulesText}
          onChange={toChoice}
          onChoosePatient={choosePatient}
          onField={setField}
          onSubmit={submit}
        />
      )}
    </div>
  );
}
