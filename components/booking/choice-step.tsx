"use client";

import type { Ref } from "react";
import { getFreeSlots } from "@/lib/api/calls";
import type { FreeSlotsResponse, Slot } from "@/lib/contracts/booking";
import type { ChangeTier } from "@/lib/contracts/change-rules";
import { formatAppointment } from "@/lib/format/appointment-time";
import { formatFee } from "@/lib/format/money";
import { Field } from "@/components/ui/form-field";
import { WaitlistJoin } from "@/components/waitlist/waitlist-join";
import { SlotPicker } from "./slot-picker";
import type { BookingDoctor, BookingSpeciality, FlowState } from "./booking-state";
import styles from "./booking.module.scss";
import form from "@/components/ui/form.module.scss";

/**
 * Step 1 of /appointment: the speciality, the doctor, then a free slot of theirs, or their
 * waitlist when the days wanted are full; the fee and the refund rules of the slot chosen.
 */
export function ChoiceStep({
  state,
  specialities,
  headingRef,
  rulesText,
  onSpeciality,
  onDoctor,
  onSlot,
  onSlotsLoaded,
  onWaitlist,
  onLeaveWaitlist,
  onContinue,
}: {
  state: FlowState;
  specialities: BookingSpeciality[];
  headingRef: Ref<HTMLHeadingElement>;
  /** The refund and change rules of the chosen slot, as they would apply once paid. */
  rulesText: string | null;
  onSpeciality: (specialityId: string) => void;
  onDoctor: (doctor: BookingDoctor | null) => void;
  onSlot: (slot: Slot, timeZone: string, tiers: ChangeTier[]) => void;
  onSlotsLoaded: (loaded: FreeSlotsResponse) => void;
  onWaitlist: (range: { from: string; to: string }) => void;
  onLeaveWaitlist: () => void;
  onContinue: () => void;
}) {
  const { specialityId, doctors, doctor, slot, notice, joined, loaded, refresh, timeZone } = state;
  return (
    <>
      <h2 className={styles.heading} ref={headingRef} tabIndex={-1}>
        Choose a doctor and a time
      </h2>
      {notice ? (
        <p className={form.alert} role="alert">
          {notice}
        </p>
      ) : null}
      {joined ? (
        <div className={form.notice} role="status">
          <p>{joined.text}</p>
          {joined.leaveLink ? (
            <div className={form.actions}>
              <button type="button" className={form.secondary} onClick={onLeaveWaitlist}>
                Leave the waitlist
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
      <div className={form.grid}>
        <Field id="speciality" label="Speciality">
          <select id="speciality" value={specialityId} onChange={(e) => onSpeciality(e.target.value)}>
            <option value="">Choose a speciality</option>
            {specialities.map((s) => (
              <option key={s._id} value={s._id}>
                {s.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id="doctor" label="Doctor">
          <select
            id="doctor"
            value={doctor?.username ?? ""}
            disabled={!specialityId && doctors.length === 0}
            onChange={(e) => onDoctor(doctors.find((d) => d.username === e.target.value) ?? null)}
          >
            <option value="">{specialityId ? "Choose a doctor" : "Choose a speciality first"}</option>
            {doctors.map((d) => (
              <option key={d.username} value={d.username}>
                {d.fullName}
                {d.fee.amount ? ` (fee ${formatFee(d.fee)})` : ""}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {doctor ? <SlotPicker source={{ call: getFreeSlots, input: { doctor: doctor.username } }} selected={slot} onSelect={onSlot} refreshKey={refresh} onLoaded={onSlotsLoaded} /> : null}
      {doctor && doctor.fee.amount > 0 && loaded && loaded.doctor.username === doctor.username ? (
        <WaitlistJoin key={doctor.username} doctorName={doctor.fullName} data={loaded} onContinue={onWaitlist} />
      ) : null}
      {slot?.end && doctor ? (
        <p className={form.notice} aria-live="polite">
          {doctor.fullName}, {formatAppointment(slot.start, timeZone)}. Consultation fee {formatFee(doctor.fee)}, paid online. {rulesText}
        </p>
      ) : null}
      <div className={form.actions}>
        <button type="button" className={form.primary} onClick={onContinue}>
          Continue to patient details
        </button>
      </div>
    </>
  );
}
