"use client";

import type { FormEvent, Ref } from "react";
import type { PatientInput, SavedPatient } from "@/lib/contracts/booking";
import { quietHoursSentence, WAITLIST_OFFER_MINUTES } from "@/lib/contracts/waitlist";
import { formatAppointment, formatDay } from "@/lib/format/appointment-time";
import { formatFee } from "@/lib/format/money";
import { SavedPatients } from "./saved-patients";
import { PatientForm } from "./patient-form";
import type { FlowState } from "./booking-state";
import styles from "./booking.module.scss";
import form from "@/components/ui/form.module.scss";

/**
 * Step 2 of /appointment: the patient's details, for the chosen slot or for the waitlist of the
 * chosen days; a saved patient of the verified phone can fill them.
 */
export function DetailsStep({
  state,
  headingRef,
  summaryRef,
  holdMinutes,
  quietHours,
  rulesText,
  onChange,
  onChoosePatient,
  onField,
  onSubmit,
}: {
  state: FlowState;
  headingRef: Ref<HTMLHeadingElement>;
  summaryRef: Ref<HTMLParagraphElement>;
  holdMinutes: number;
  quietHours: { from: number; until: number } | null;
  /** The refund and change rules of the chosen slot, as they would apply once paid. */
  rulesText: string | null;
  /** Back to the doctor and time. */
  onChange: () => void;
  onChoosePatient: (patient: SavedPatient, phone: string) => void;
  onField: <K extends keyof PatientInput>(key: K, value: PatientInput[K]) => void;
  onSubmit: (event: FormEvent) => void;
}) {
  const { doctor, slot, waitlist, timeZone, busy } = state;
  const fee = doctor ? formatFee(doctor.fee) : "the fee";
  return (
    <>
      <h2 className={styles.heading} ref={headingRef} tabIndex={-1}>
        {waitlist ? "Patient details for the waitlist" : "Patient details"}
      </h2>
      <p className={form.muted}>
        {waitlist
          ? `Waitlist of ${doctor?.fullName}, ${formatDay(`${waitlist.from}T12:00:00Z`, "UTC")} to ${formatDay(`${waitlist.to}T12:00:00Z`, "UTC")}.`
          : `${doctor?.fullName}, ${slot ? formatAppointment(slot.start, timeZone) : ""}.`}{" "}
        <button type="button" className={form.secondary} onClick={onChange}>
          Change doctor or time
        </button>
      </p>
      <SavedPatients onChoose={onChoosePatient} />
      <PatientForm
        patient={state.patient}
        errors={state.errors}
        summaryRef={summaryRef}
        onField={onField}
        onSubmit={onSubmit}
        notice={
          waitlist ? (
            <>
              Next we send a code to your mobile to verify it, and you join the waitlist. When a slot frees up on these days we send an SMS with a link; the slot is kept for you for{" "}
              {WAITLIST_OFFER_MINUTES} minutes, then you pay {fee} as for any booking. {quietHoursSentence(quietHours)}
            </>
          ) : (
            <>
              Next we send a code to your mobile to verify it. The slot is then held for {holdMinutes} minutes while you pay {fee}. Refund and changes once paid: {rulesText}
            </>
          )
        }
        actions={
          <>
            <button type="button" className={form.secondary} onClick={onChange}>
              Back
            </button>
            <button type="submit" className={form.primary} disabled={busy}>
              {busy ? (waitlist ? "Joining the waitlist…" : "Holding your slot…") : waitlist ? "Join the waitlist" : "Continue"}
            </button>
          </>
        }
      />
    </>
  );
}
