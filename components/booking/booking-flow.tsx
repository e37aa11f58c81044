"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { useRouter, useSearchParams } from "next/navigation";
import { ApiError } from "@/lib/api/client";
import { getFreeSlots, leaveWaitlist, searchDoctors } from "@/lib/api/calls";
import { quietHoursSentence, WAITLIST_OFFER_MINUTES } from "@/lib/contracts/waitlist";
import type { DoctorSummary } from "@/lib/contracts/doctors";
import { GENDERS, PATIENT_RELATION_TEXT, PATIENT_RELATIONS, patientFormSchema, REMINDER_BOX_HINT, REMINDER_BOX_LABEL, type FreeSlotsResponse, type PatientInput, type PatientRelation, type SavedPatient, type Slot } from "@/lib/contracts/booking";
import { changePolicy, DEFAULT_CHANGE_TIERS, describePolicy, type ChangeTier } from "@/lib/contracts/change-rules";
import { formatAppointment, formatDay } from "@/lib/format/appointment-time";
import { formatFee } from "@/lib/format/money";
import { bookDoctorHref, bookingDetailsHref, bookSlotHref, ROUTES, waitlistDetailsHref } from "@/lib/routes";
import { Link } from "@/components/ui/link";
import { Field, describedBy } from "@/components/ui/form-field";
import { DateField } from "@/components/ui/date-field";
import { SlotPicker } from "./slot-picker";
import { SavedPatients } from "./saved-patients";
import { WaitlistJoin } from "@/components/waitlist/waitlist-join";
import { readDraft, updateDraft, type BookingDraft } from "./draft";
import { holdAndPay, usableToken } from "./session";
import styles from "./booking.module.scss";
import form from "@/components/ui/form.module.scss";

export interface BookingSpeciality {
  _id: string;
  name: string;
}

export interface BookingDoctor {
  username: string;
  fullName: string;
  designation: string;
  specialityIds: string[];
  fee: { amount: number; currency: string };
}

type Errors = Partial<Record<keyof PatientInput | "form", string>>;

const toDoctor = (d: DoctorSummary): BookingDoctor => ({
  username: d.username,
  fullName: d.fullName,
  designation: d.designation,
  specialityIds: d.specialities.map((s) => s._id),
  fee: d.consultationFee,
});

/**
 * /appointment: step 1 (speciality, doctor, date and slot) and step 2 (the patient's details).
 * What is chosen and typed is kept in the draft (sessionStorage), so going back loses nothing.
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
  const searchParams = useSearchParams();
  const detailsAsked = searchParams.get("step") === "details";
  const [step, setStep] = useState<1 | 2>(1);
  const [specialityId, setSpecialityId] = useState<string>(initialSpecialityId ?? initialDoctor?.specialityIds[0] ?? "");
  const [doctors, setDoctors] = useState<BookingDoctor[]>(initialDoctor ? [initialDoctor] : []);
  const [doctor, setDoctor] = useState<BookingDoctor | null>(initialDoctor);
  const [slot, setSlot] = useState<Slot | null>(initialSlot ? { start: initialSlot, end: "" } : null);
  const [timeZone, setTimeZone] = useState("Asia/Kolkata");
  const [changeTiers, setChangeTiers] = useState<ChangeTier[]>(DEFAULT_CHANGE_TIERS);
  const [patient, setPatient] = useState<Partial<PatientInput>>({ gender: undefined, consent: undefined as never });
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [refresh, setRefresh] = useState(0);
  // The visitor asked to wait for a slot between these days (the days they want are full): step 2 then joins the waitlist.
  const [waitlist, setWaitlist] = useState<{ from: string; to: string } | null>(null);
  const [loaded, setLoaded] = useState<FreeSlotsResponse | null>(null);
  // Where the visitor stands after joining the waitlist, and the signed link that leaves it.
  const [joined, setJoined] = useState<{ text: string; leaveLink?: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const errorSummary = useRef<HTMLParagraphElement>(null);

  // Restore the draft (coming back from the code page, or after a reload).
  useEffect(() => {
    const draft: BookingDraft = readDraft();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- restoring sessionStorage / the address hash, or fetching on mount: state follows an outside source
    if (draft.patient) setPatient(draft.patient);
    if (draft.changeTiers) setChangeTiers(draft.changeTiers);
    if (!initialDoctor && draft.doctor) {
      setDoctor({ username: draft.doctor.username, fullName: draft.doctor.fullName, designation: "", specialityIds: [], fee: draft.doctor.fee ?? { amount: 0, currency: "INR" } });
      if (draft.specialityId) setSpecialityId(draft.specialityId);
      if (draft.slot) setSlot(draft.slot);
    } else if (initialDoctor && draft.doctor?.username === initialDoctor.username && draft.slot?.end && draft.slot.start === initialSlot) {
      // The same doctor and time as the address: the whole slot (its end) is the draft's.
      setSlot(draft.slot);
    }
    if (draft.waitlist && (initialDoctor ? draft.waitlist.doctor === initialDoctor.username : draft.doctor?.username === draft.waitlist.doctor)) {
      setWaitlist({ from: draft.waitlist.from, to: draft.waitlist.to });
    }
    if (draft.waitlistJoined) {
      const j = draft.waitlistJoined;
      setJoined({
        text:
          `You are on ${j.fullName}'s waitlist (number ${j.position}${j.reference ? `, reference ${j.reference}` : ""}) for ${formatDay(`${j.from}T12:00:00Z`, "UTC")} to ${formatDay(`${j.to}T12:00:00Z`, "UTC")}. ` +
          `We sent you an SMS saying so, with a link to leave the waitlist. When a slot frees up we send another; the slot is kept for you for ${WAITLIST_OFFER_MINUTES} minutes.`,
        leaveLink: j.leaveLink,
      });
      updateDraft({ waitlistJoined: undefined });
    }
    if (draft.slotTaken) {
      setNotice("This slot was just taken, please pick another. The free slots below are up to date.");
      updateDraft({ slotTaken: false });
      setSlot(null);
      setRefresh((n) => n + 1);
    }
  }, [initialDoctor, initialSlot]);

  // Doctors of the chosen speciality.
  useEffect(() => {
    if (!specialityId) return;
    let live = true;
    searchDoctors({ speciality: specialityId, limit: 100, page: 1 })
      .then((data) => {
        if (!live) return;
        const list = data.map(toDoctor);
        setDoctors(list);
        if (doctor && !list.some((d) => d.username === doctor.username)) {
          setDoctor(null);
          setSlot(null);
        } else if (doctor) {
          setDoctor(list.find((d) => d.username === doctor.username) ?? doctor);
        }
      })
      .catch(() => live && setNotice("The doctors could not be loaded. Please reload the page."));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [specialityId]);

  // Follow the address: step 2 once it asks for it and a doctor and time are chosen, else step 1.
  // The address is read as the browser has it: useSearchParams follows a pushState a render or more
  // later (later still on a busy device), and reading it alone flipped the new step 2 back to step 1
  // and then to 2 again, each flip moving focus to the heading while the visitor typed (CI: the
  // name typed on the waitlist's details step was lost). detailsAsked re-runs this once Next follows.
  useEffect(() => {
    const asked = new URLSearchParams(window.location.search).get("step") === "details";
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the step follows the address (Back, Forward, a reload)
    setStep(asked && doctor && (slot?.end || waitlist) ? 2 : 1);
  }, [detailsAsked, doctor, slot, waitlist]);

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
      setWaitlist(null);
      updateDraft({ waitlist: undefined });
      showAddress(bookDoctorHref(doctor.username));
    } else if (doctor && slot) showAddress(bookSlotHref(doctor.username, slot.start));
    else setStep(1);
  };

  const chooseSlot = (chosen: Slot, zone: string, tiers: ChangeTier[]) => {
    setSlot(chosen);
    setTimeZone(zone);
    setChangeTiers(tiers);
    setNotice(null);
    setJoined(null);
    setWaitlist(null);
    updateDraft({ slot: chosen, changeTiers: tiers, specialityId, waitlist: undefined, doctor: doctor ? { username: doctor.username, fullName: doctor.fullName, fee: doctor.fee } : undefined });
  };

  /** "Leave the waitlist" beside the confirmation of joining: the link the join answered (as in its SMS). */
  const leaveJoined = async () => {
    const link = joined?.leaveLink;
    if (!link) return;
    const failed = await leaveWaitlist({ link }).then(
      () => null,
      (e: unknown) => (e instanceof ApiError ? e.message : "Leaving the waitlist did not work. Please try again."),
    );
    setJoined(failed === null ? { text: "You have left the waitlist. We will not send you offers." } : { text: `${failed} ${joined?.text ?? ""}`, leaveLink: link });
  };

  /** "Tell me when a slot frees up": the patient's details and the phone's verification come next, then the waitlist is joined. */
  const toWaitlistDetails = (range: { from: string; to: string }) => {
    if (!doctor) return;
    setSlot(null);
    setWaitlist(range);
    updateDraft({ slot: undefined, specialityId, waitlist: { doctor: doctor.username, ...range }, doctor: { username: doctor.username, fullName: doctor.fullName, fee: doctor.fee } });
    setStep(2);
    showAddress(waitlistDetailsHref(doctor.username, specialityId || undefined));
  };

  const toDetails = () => {
    if (!doctor || !slot || !slot.end) {
      setNotice("Choose a doctor, a date and a time first.");
      return;
    }
    updateDraft({ slot, specialityId, doctor: { username: doctor.username, fullName: doctor.fullName, fee: doctor.fee } });
    setStep(2);
    showAddress(bookingDetailsHref(doctor.username, slot.start, specialityId || undefined));
  };

  /** A saved patient of the verified phone fills the form (their consent to be remembered stays given). */
  const choosePatient = (saved: SavedPatient, phone: string) => {
    const next: Partial<PatientInput> = {
      ...patient,
      name: saved.name,
      relation: saved.relation,
      gender: saved.gender,
      dateOfBirth: saved.dateOfBirth ?? "",
      age: saved.age ?? undefined,
      email: saved.email ?? "",
      phone,
      remember: true,
    };
    setPatient(next);
    updateDraft({ patient: next });
    setErrors({});
  };

  // From the latest state, never this render's copy: a field typed before the last one's render
  // (a slow device, a form filled by a tool) is not lost.
  const setField = <K extends keyof PatientInput>(key: K, value: PatientInput[K]) => {
    setPatient((current) => {
      const next = { ...current, [key]: value };
      updateDraft({ patient: next });
      return next;
    });
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = patientFormSchema.safeParse(patient);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? "form") as keyof Errors;
        found[key] ??= issue.message;
      }
      setErrors(found);
      requestAnimationFrame(() => errorSummary.current?.focus());
      return;
    }
    setErrors({});
    const phone = parsed.data.phone;
    updateDraft({ patient: { ...patient, phone } });
    if (!usableToken(phone)) {
      // The visitor asked for the code (this button): the code page sends it once, on arrival.
      updateDraft({ sendCodeTo: phone });
      router.push(ROUTES.sendOtp);
      return;
    }
    setBusy(true);
    try {
      await holdAndPay((href) => router.push(href));
    } catch (e) {
      setErrors({ form: e instanceof ApiError ? e.message : "The booking could not be made. Please try again." });
      setBusy(false);
    }
  };

  const errorCount = Object.values(errors).filter(Boolean).length;
  // The hospital's refund and change rules for the chosen slot, as they would apply once paid.
  // eslint-disable-next-line react-hooks/purity -- the rule depends on the time the visitor reads it; re-rendered on every choice
  const rulesText = slot?.end && doctor ? describePolicy(changePolicy(changeTiers, slot.start, doctor.fee, new Date(Date.now())), timeZone) : null;

  return (
    <div className={styles.panel}>
      <ol className={styles.steps} aria-label="Booking steps">
        <li aria-current={step === 1 ? "step" : undefined}>1. Doctor and time</li>
        <li aria-current={step === 2 ? "step" : undefined}>2. Patient details</li>
        <li>3. Verify phone</li>
        <li>4. Pay</li>
      </ol>
      {step === 1 ? (
        <>
          <h2 className={styles.heading} ref={heading} tabIndex={-1}>
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
                  <button type="button" className={form.secondary} onClick={() => void leaveJoined()}>
                    Leave the waitlist
                  </button>
                </div>
              ) : null}
            </div>
          ) : null}
          <div className={form.grid}>
            <Field id="speciality" label="Speciality">
              <select
                id="speciality"
                value={specialityId}
                onChange={(e) => {
                  setSpecialityId(e.target.value);
                  updateDraft({ specialityId: e.target.value });
                }}
              >
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
                onChange={(e) => {
                  const next = doctors.find((d) => d.username === e.target.value) ?? null;
                  setDoctor(next);
                  setSlot(null);
                  updateDraft({ doctor: next ? { username: next.username, fullName: next.fullName, fee: next.fee } : undefined, slot: undefined });
                }}
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
          {doctor ? (
            <SlotPicker source={{ call: getFreeSlots, input: { doctor: doctor.username } }} selected={slot} onSelect={chooseSlot} refreshKey={refresh} onLoaded={setLoaded} />
          ) : null}
          {doctor && doctor.fee.amount > 0 && loaded && loaded.doctor.username === doctor.username ? <WaitlistJoin key={doctor.username} doctorName={doctor.fullName} data={loaded} onContinue={toWaitlistDetails} /> : null}
          {slot?.end && doctor ? (
            <p className={form.notice} aria-live="polite">
              {doctor.fullName}, {formatAppointment(slot.start, timeZone)}. Consultation fee {formatFee(doctor.fee)}, paid online.{" "}
              {rulesText}
            </p>
          ) : null}
          <div className={form.actions}>
            <button type="button" className={form.primary} onClick={toDetails}>
              Continue to patient details
            </button>
          </div>
        </>
      ) : (
        <>
          <h2 className={styles.heading} ref={heading} tabIndex={-1}>
            {waitlist ? "Patient details for the waitlist" : "Patient details"}
          </h2>
          <p className={form.muted}>
            {waitlist
              ? `Waitlist of ${doctor?.fullName}, ${formatDay(`${waitlist.from}T12:00:00Z`, "UTC")} to ${formatDay(`${waitlist.to}T12:00:00Z`, "UTC")}.`
              : `${doctor?.fullName}, ${slot ? formatAppointment(slot.start, timeZone) : ""}.`}{" "}
            <button type="button" className={form.secondary} onClick={toChoice}>
              Change doctor or time
            </button>
          </p>
          <SavedPatients onChoose={choosePatient} />
        <form onSubmit={submit} noValidate>
          <div className={form.grid}>
            {errorCount > 0 ? (
              <p className={`${form.alert} ${form.wide}`} role="alert" tabIndex={-1} ref={errorSummary}>
                {errors.form ?? `Please correct ${errorCount === 1 ? "the field" : `the ${errorCount} fields`} marked below.`}
              </p>
            ) : null}
            <Field id="relation" label="Who is the patient?" hint="One mobile number can book for the family." error={errors.relation}>
              <select id="relation" name="relation" value={patient.relation ?? "self"} onChange={(e) => setField("relation", e.target.value as PatientRelation)} {...describedBy("relation", true, errors.relation)}>
                {PATIENT_RELATIONS.map((r) => (
                  <option key={r} value={r}>
                    {PATIENT_RELATION_TEXT[r].choice}
                  </option>
                ))}
              </select>
            </Field>
            <Field id="name" label="Patient's full name" error={errors.name}>
              <input id="name" name="name" autoComplete="name" value={patient.name ?? ""} onChange={(e) => setField("name", e.target.value)} {...describedBy("name", false, errors.name)} />
            </Field>
            <Field id="phone" label="Mobile number" hint="We send a 6-digit code to this number." error={errors.phone}>
              <input
                id="phone"
                name="phone"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                value={patient.phone ?? ""}
                onChange={(e) => setField("phone", e.target.value)}
                {...describedBy("phone", true, errors.phone)}
              />
            </Field>
            <Field id="email" label="E-mail (optional)" hint="For the confirmation and a calendar file." error={errors.email}>
              <input id="email" name="email" type="email" autoComplete="email" value={(patient.email as string) ?? ""} onChange={(e) => setField("email", e.target.value)} {...describedBy("email", true, errors.email)} />
            </Field>
            {/* Typed as "14 Nov 1980" and read back in full, never the browser's date input (12/01/1980 in an en-US browser); the value stays ISO YYYY-MM-DD, as the API takes it. */}
            <DateField
              id="dateOfBirth"
              label="Date of birth"
              help="Or enter the age below."
              autoComplete="bday"
              value={(patient.dateOfBirth as string) || null}
              onChange={(day) => setField("dateOfBirth", day ?? "")}
              error={errors.dateOfBirth}
            />
            <Field id="age" label="Age in years" hint="If you do not know the date of birth." error={errors.age}>
              <input id="age" name="age" inputMode="numeric" value={(patient.age as string | number | undefined) ?? ""} onChange={(e) => setField("age", e.target.value as never)} {...describedBy("age", true, errors.age)} />
            </Field>
            <fieldset className={styles.fieldset} aria-describedby={errors.gender ? "gender-error" : undefined}>
              <legend>Gender</legend>
              <ul className={styles.choices}>
                {GENDERS.map((g) => (
                  <li key={g}>
                    <label className={styles.choice}>
                      <input type="radio" name="gender" value={g} checked={patient.gender === g} onChange={() => setField("gender", g)} />
                      <span>{g[0].toUpperCase() + g.slice(1)}</span>
                    </label>
                  </li>
                ))}
              </ul>
              {errors.gender ? (
                <p className={form.error} id="gender-error">
                  {errors.gender}
                </p>
              ) : null}
            </fieldset>
            <Field id="reason" label="Reason for the visit (optional)" error={errors.reason} wide>
              <textarea id="reason" name="reason" maxLength={500} value={patient.reason ?? ""} onChange={(e) => setField("reason", e.target.value)} {...describedBy("reason", false, errors.reason)} />
            </Field>
            <div className={`${form.field} ${form.wide}`}>
              <div>
                <input
                  type="checkbox"
                  id="consent"
                  checked={patient.consent === true}
                  onChange={(e) => setField("consent", (e.target.checked || undefined) as never)}
                  {...describedBy("consent", false, errors.consent)}
                />{" "}
                <label htmlFor="consent">
                  I agree that the hospital uses these details to manage this appointment, as the <Link href={ROUTES.privacy}>privacy notice</Link> explains.
                </label>
              </div>
              {errors.consent ? (
                <p className={form.error} id="consent-error">
                  {errors.consent}
                </p>
              ) : null}
            </div>
            <div className={`${form.field} ${form.wide}`}>
              <div>
                <input type="checkbox" id="reminders" checked={patient.reminders === true} onChange={(e) => setField("reminders", e.target.checked)} aria-describedby="reminders-hint" />{" "}
                <label htmlFor="reminders">{REMINDER_BOX_LABEL}</label>
              </div>
              <p className={form.hint} id="reminders-hint">
                {REMINDER_BOX_HINT} <Link href={ROUTES.myData}>Your data</Link> stops every reminder to this number.
              </p>
            </div>
            <div className={`${form.field} ${form.wide}`}>
              <div>
                <input type="checkbox" id="remember" checked={patient.remember === true} onChange={(e) => setField("remember", e.target.checked)} aria-describedby="remember-hint" />{" "}
                <label htmlFor="remember">Remember these details, to choose them at my next booking with this number (optional)</label>
              </div>
              <p className={form.hint} id="remember-hint">
                You can forget them at the next booking, or on <Link href={ROUTES.myData}>your data</Link>, at any time.
              </p>
            </div>
            {waitlist ? (
              <p className={`${form.notice} ${form.wide}`}>
                Next we send a code to your mobile to verify it, and you join the waitlist. When a slot frees up on these days we send an SMS with a link; the slot is
                kept for you for {WAITLIST_OFFER_MINUTES} minutes, then you pay {doctor ? formatFee(doctor.fee) : "the fee"} as for any booking. {quietHoursSentence(quietHours)}
              </p>
            ) : (
            <p className={`${form.notice} ${form.wide}`}>
              Next we send a code to your mobile to verify it. The slot is then held for {holdMinutes} minutes while you pay {doctor ? formatFee(doctor.fee) : "the fee"}. Refund and changes once paid: {rulesText}
            </p>
            )}
            <div className={`${form.actions} ${form.wide}`}>
              <button type="button" className={form.secondary} onClick={toChoice}>
                Back
              </button>
              <button type="submit" className={form.primary} disabled={busy}>
                {busy ? (waitlist ? "Joining the waitlist…" : "Holding your slot…") : waitlist ? "Join the waitlist" : "Continue"}
              </button>
            </div>
          </div>
        </form>
        </>
      )}
    </div>
  );
}
