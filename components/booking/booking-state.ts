import { patientFormSchema, type FreeSlotsResponse, type PatientInput, type SavedPatient, type Slot } from "@/lib/contracts/booking";
import { DEFAULT_CHANGE_TIERS, type ChangeTier } from "@/lib/contracts/change-rules";
import { WAITLIST_OFFER_MINUTES } from "@/lib/contracts/waitlist";
import { formatDay } from "@/lib/format/appointment-time";
import type { DoctorSummary } from "@/lib/contracts/doctors";
import type { BookingDraft } from "./draft";

/**
 * The state of /appointment's first two steps (the doctor and time, then the patient's details)
 * and every change it goes through, as one reducer: plain data, no React, no storage. The
 * component (booking-flow.tsx) dispatches and does what lies outside: the draft, the address, focus.
 */

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

/** A doctor of the speciality's list, as the flow keeps them. */
export const toDoctor = (d: DoctorSummary): BookingDoctor => ({
  username: d.username,
  fullName: d.fullName,
  designation: d.designation,
  specialityIds: d.specialities.map((s) => s._id),
  fee: d.consultationFee,
});

/** The doctor as the draft keeps them. */
export const draftDoctor = (d: BookingDoctor): NonNullable<BookingDraft["doctor"]> => ({ username: d.username, fullName: d.fullName, fee: d.fee });

export type PatientErrors = Partial<Record<keyof PatientInput | "form", string>>;
type Range = { from: string; to: string };

export interface FlowState {
  step: 1 | 2;
  specialityId: string;
  /** The doctors of the chosen speciality (or the one the address named). */
  doctors: BookingDoctor[];
  doctor: BookingDoctor | null;
  /** The chosen slot; an `end` of "" is a time the address named, not yet confirmed by the free slots. */
  slot: Slot | null;
  timeZone: string;
  /** The hospital's refund and change rules as the free slots stated them. */
  changeTiers: ChangeTier[];
  patient: Partial<PatientInput>;
  errors: PatientErrors;
  /** A sentence for the visitor on step 1 (a slot just taken, doctors that did not load). */
  notice: string | null;
  busy: boolean;
  /** Bumped to make the slot picker load afresh. */
  refresh: number;
  /** The visitor asked to wait for a slot between these days (the days they want are full): step 2 then joins the waitlist. */
  waitlist: Range | null;
  /** The free slots as the picker last loaded them (the waitlist offer reads them). */
  loaded: FreeSlotsResponse | null;
  /** Where the visitor stands after joining the waitlist, and the signed link that leaves it. */
  joined: { text: string; leaveLink?: string } | null;
}

export type FlowAction =
  | { type: "restored"; draft: BookingDraft; initialDoctor: BookingDoctor | null; initialSlot: string | null }
  | { type: "specialityChosen"; specialityId: string }
  | { type: "doctorsLoaded"; doctors: BookingDoctor[] }
  | { type: "doctorChosen"; doctor: BookingDoctor | null }
  | { type: "slotsLoaded"; loaded: FreeSlotsResponse }
  | { type: "slotChosen"; slot: Slot; timeZone: string; changeTiers: ChangeTier[] }
  | { type: "addressFollowed"; detailsAsked: boolean }
  | { type: "stepShown"; step: 1 | 2 }
  | { type: "waitlistAsked"; range: Range }
  | { type: "waitlistDropped" }
  | { type: "joinedChanged"; joined: FlowState["joined"] }
  | { type: "noticeShown"; notice: string }
  | { type: "patientChosen"; saved: SavedPatient; phone: string }
  | { type: "fieldSet"; key: keyof PatientInput; value: PatientInput[keyof PatientInput] }
  | { type: "refused"; errors: PatientErrors }
  | { type: "accepted" }
  | { type: "holding" }
  | { type: "holdFailed"; message: string };

export const SLOT_TAKEN_NOTICE = "This slot was just taken, please pick another. The free slots below are up to date.";
export const CHOOSE_FIRST_NOTICE = "Choose a doctor, a date and a time first.";

/** What the page's address and the doctor's profile chose before anything was restored. */
export function initialFlow(initial: { doctor: BookingDoctor | null; slot: string | null; specialityId: string | null }): FlowState {
  return {
    step: 1,
    specialityId: initial.specialityId ?? initial.doctor?.specialityIds[0] ?? "",
    doctors: initial.doctor ? [initial.doctor] : [],
    doctor: initial.doctor,
    slot: initial.slot ? { start: initial.slot, end: "" } : null,
    timeZone: "Asia/Kolkata",
    changeTiers: DEFAULT_CHANGE_TIERS,
    patient: { gender: undefined, consent: undefined as never },
    errors: {},
    notice: null,
    busy: false,
    refresh: 0,
    waitlist: null,
    loaded: null,
    joined: null,
  };
}

const day = (date: string) => formatDay(`${date}T12:00:00Z`, "UTC");

/** The sentence shown once after joining a waitlist (the draft's `waitlistJoined`). */
function joinedText(j: NonNullable<BookingDraft["waitlistJoined"]>): string {
  return (
    `You are on ${j.fullName}'s waitlist (number ${j.position}${j.reference ? `, reference ${j.reference}` : ""}) for ${day(j.from)} to ${day(j.to)}. ` +
    `We sent you an SMS saying so, with a link to leave the waitlist. When a slot frees up we send another; the slot is kept for you for ${WAITLIST_OFFER_MINUTES} minutes.`
  );
}

/**
 * The draft laid over what the address chose (coming back from the code page, or a reload): with
 * a doctor named by the address, only the draft's slot of that same doctor and time is taken.
 */
function restore(state: FlowState, { draft, initialDoctor, initialSlot }: Extract<FlowAction, { type: "restored" }>): FlowState {
  const next = { ...state };
  if (draft.patient) next.patient = draft.patient;
  if (draft.changeTiers) next.changeTiers = draft.changeTiers;
  if (!initialDoctor && draft.doctor) {
    next.doctor = { username: draft.doctor.username, fullName: draft.doctor.fullName, designation: "", specialityIds: [], fee: draft.doctor.fee ?? { amount: 0, currency: "INR" } };
    if (draft.specialityId) next.specialityId = draft.specialityId;
    if (draft.slot) next.slot = draft.slot;
  } else if (initialDoctor && draft.doctor?.username === initialDoctor.username && draft.slot?.end && draft.slot.start === initialSlot) {
    // The same doctor and time as the address: the whole slot (its end) is the draft's.
    next.slot = draft.slot;
  }
  if (draft.waitlist && (initialDoctor ? draft.waitlist.doctor === initialDoctor.username : draft.doctor?.username === draft.waitlist.doctor)) {
    next.waitlist = { from: draft.waitlist.from, to: draft.waitlist.to };
  }
  if (draft.waitlistJoined) next.joined = { text: joinedText(draft.waitlistJoined), leaveLink: draft.waitlistJoined.leaveLink };
  if (draft.slotTaken) {
    next.notice = SLOT_TAKEN_NOTICE;
    next.slot = null;
    next.refresh = state.refresh + 1;
  }
  return next;
}

/** The step the address asks for, once a doctor and a time (or a waitlist's days) are chosen; else the first. */
const stepFor = (state: FlowState, detailsAsked: boolean): 1 | 2 => (detailsAsked && state.doctor && (state.slot?.end || state.waitlist) ? 2 : 1);

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case "restored":
      return restore(state, action);
    case "specialityChosen":
      return { ...state, specialityId: action.specialityId };
    case "doctorsLoaded": {
      // The chosen doctor stays when the speciality lists them (as listed, with their fee), else goes with their slot.
      const current = state.doctor && action.doctors.find((d) => d.username === state.doctor!.username);
      if (state.doctor && !current) return { ...state, doctors: action.doctors, doctor: null, slot: null };
      return { ...state, doctors: action.doctors, doctor: current ?? state.doctor };
    }
    case "doctorChosen":
      return { ...state, doctor: action.doctor, slot: null };
    case "slotsLoaded":
      return { ...state, loaded: action.loaded };
    case "slotChosen":
      return { ...state, slot: action.slot, timeZone: action.timeZone, changeTiers: action.changeTiers, notice: null, joined: null, waitlist: null };
    case "addressFollowed":
      return { ...state, step: stepFor(state, action.detailsAsked) };
    case "stepShown":
      return { ...state, step: action.step };
    case "waitlistAsked":
      return { ...state, slot: null, waitlist: action.range, step: 2 };
    case "waitlistDropped":
      return { ...state, waitlist: null };
    case "joinedChanged":
      return { ...state, joined: action.joined };
    case "noticeShown":
      return { ...state, notice: action.notice };
    case "patientChosen": {
      // A saved patient of the verified phone fills the form (their consent to be remembered stays given).
      const { saved } = action;
      const patient: Partial<PatientInput> = {
        ...state.patient,
        name: saved.name,
        relation: saved.relation,
        gender: saved.gender,
        dateOfBirth: saved.dateOfBirth ?? "",
        age: saved.age ?? undefined,
        email: saved.email ?? "",
        phone: action.phone,
        remember: true,
      };
      return { ...state, patient, errors: {} };
    }
    case "fieldSet": {
      const errors = state.errors[action.key] ? { ...state.errors, [action.key]: undefined } : state.errors;
      return { ...state, patient: { ...state.patient, [action.key]: action.value }, errors };
    }
    case "refused":
      return { ...state, errors: action.errors };
    case "accepted":
      return { ...state, errors: {} };
    case "holding":
      return { ...state, busy: true };
    case "holdFailed":
      return { ...state, errors: { form: action.message }, busy: false };
  }
}

/** The details form checked by its schema: the mobile number parsed (E.164), or one message per field. */
export function checkPatient(patient: Partial<PatientInput>): { ok: true; phone: string } | { ok: false; errors: PatientErrors } {
  const parsed = patientFormSchema.safeParse(patient);
  if (parsed.success) return { ok: true, phone: parsed.data.phone };
  const errors: PatientErrors = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? "form") as keyof PatientErrors;
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/** How many fields the summary above the form names. */
export const errorCount = (errors: PatientErrors): number => Object.values(errors).filter(Boolean).length;
