import type { FreeSlotsResponse, SavedPatient } from "@/lib/contracts/booking";
import { DEFAULT_CHANGE_TIERS } from "@/lib/contracts/change-rules";
import { CHOOSE_FIRST_NOTICE, checkPatient, errorCount, flowReducer, initialFlow, SLOT_TAKEN_NOTICE, type BookingDoctor, type FlowAction, type FlowState } from "./booking-state";

// The booking flow's state and its transitions, without React: what each choice, restore and
// answer does to the steps, the slot, the waitlist and the patient's form.

const DOCTOR: BookingDoctor = { username: "dr-rajesh-iyer", fullName: "Dr. Rajesh Iyer", designation: "Consultant Cardiologist", specialityIds: ["cardio"], fee: { amount: 150_000, currency: "INR" } };
const OTHER: BookingDoctor = { ...DOCTOR, username: "dr-meera-nair", fullName: "Dr. Meera Nair" };
const SLOT = { start: "2026-12-10T05:30:00.000Z", end: "2026-12-10T05:45:00.000Z" };

const run = (state: FlowState, ...actions: FlowAction[]) => actions.reduce(flowReducer, state);
const fresh = () => initialFlow({ doctor: null, slot: null, specialityId: null });
const fromProfile = () => initialFlow({ doctor: DOCTOR, slot: SLOT.start, specialityId: null });

describe("the first state", () => {
  it("takes the address's doctor, its first speciality and the time it names, not yet a whole slot", () => {
    const state = fromProfile();
    expect(state).toMatchObject({ step: 1, specialityId: "cardio", doctors: [DOCTOR], doctor: DOCTOR, slot: { start: SLOT.start, end: "" }, changeTiers: DEFAULT_CHANGE_TIERS });
    expect(fresh()).toMatchObject({ specialityId: "", doctors: [], doctor: null, slot: null });
  });
});

describe("restoring the draft", () => {
  it("takes the draft's doctor, speciality and slot when the address named no doctor", () => {
    const state = run(fresh(), { type: "restored", draft: { doctor: { username: OTHER.username, fullName: OTHER.fullName }, specialityId: "neuro", slot: SLOT, patient: { name: "Asha" } }, initialDoctor: null, initialSlot: null });
    expect(state.doctor).toEqual({ username: OTHER.username, fullName: OTHER.fullName, designation: "", specialityIds: [], fee: { amount: 0, currency: "INR" } });
    expect(state).toMatchObject({ specialityId: "neuro", slot: SLOT, patient: { name: "Asha" } });
  });

  it("with the address's doctor, takes the draft's whole slot only for the same doctor and time", () => {
    const same = run(fromProfile(), { type: "restored", draft: { doctor: { username: DOCTOR.username, fullName: DOCTOR.fullName }, slot: SLOT }, initialDoctor: DOCTOR, initialSlot: SLOT.start });
    expect(same.slot).toEqual(SLOT);
    const other = run(fromProfile(), { type: "restored", draft: { doctor: { username: OTHER.username, fullName: OTHER.fullName }, slot: SLOT }, initialDoctor: DOCTOR, initialSlot: SLOT.start });
    expect(other).toMatchObject({ doctor: DOCTOR, slot: { start: SLOT.start, end: "" } });
  });

  it("keeps the waitlist's days of the same doctor, says where a visitor who just joined stands, and a slot taken while verifying", () => {
    const state = run(fromProfile(), {
      type: "restored",
      draft: {
        waitlist: { doctor: DOCTOR.username, from: "2026-12-10", to: "2026-12-12" },
        waitlistJoined: { fullName: DOCTOR.fullName, position: 2, from: "2026-12-10", to: "2026-12-12", reference: "WL-1234ABCD", leaveLink: "link" },
        slotTaken: true,
      },
      initialDoctor: DOCTOR,
      initialSlot: SLOT.start,
    });
    expect(state.waitlist).toEqual({ from: "2026-12-10", to: "2026-12-12" });
    expect(state.joined?.text).toMatch(/^You are on Dr\. Rajesh Iyer's waitlist \(number 2, reference WL-1234ABCD\) for .+ to .+\. We sent you an SMS/);
    expect(state.joined?.leaveLink).toBe("link");
    expect(state).toMatchObject({ notice: SLOT_TAKEN_NOTICE, slot: null, refresh: 1 });
    const elsewhere = run(fromProfile(), { type: "restored", draft: { waitlist: { doctor: OTHER.username, from: "2026-12-10", to: "2026-12-12" } }, initialDoctor: DOCTOR, initialSlot: SLOT.start });
    expect(elsewhere.waitlist).toBeNull();
  });
});

describe("choosing a doctor and a time", () => {
  it("keeps the chosen doctor as the speciality lists them, and drops them and their slot when it does not", () => {
    const chosen = run(fromProfile(), { type: "slotChosen", slot: SLOT, timeZone: "Asia/Kolkata", changeTiers: DEFAULT_CHANGE_TIERS });
    const listed = { ...DOCTOR, designation: "Senior Consultant" };
    expect(run(chosen, { type: "doctorsLoaded", doctors: [listed, OTHER] })).toMatchObject({ doctors: [listed, OTHER], doctor: listed, slot: SLOT });
    expect(run(chosen, { type: "doctorsLoaded", doctors: [OTHER] })).toMatchObject({ doctors: [OTHER], doctor: null, slot: null });
  });

  it("a new doctor drops the slot; a slot chosen clears the notice, the waitlist and the joined message", () => {
    const state = run(fromProfile(), { type: "noticeShown", notice: CHOOSE_FIRST_NOTICE }, { type: "waitlistAsked", range: { from: "2026-12-10", to: "2026-12-11" } }, { type: "joinedChanged", joined: { text: "joined" } });
    const chosen = run(state, { type: "slotChosen", slot: SLOT, timeZone: "Europe/London", changeTiers: [] });
    expect(chosen).toMatchObject({ slot: SLOT, timeZone: "Europe/London", changeTiers: [], notice: null, waitlist: null, joined: null });
    expect(run(chosen, { type: "doctorChosen", doctor: OTHER })).toMatchObject({ doctor: OTHER, slot: null });
  });

  it("keeps the free slots the picker loaded", () => {
    const loaded = { doctor: { username: DOCTOR.username } } as FreeSlotsResponse;
    expect(run(fresh(), { type: "slotsLoaded", loaded }).loaded).toBe(loaded);
  });
});

describe("the step follows the address", () => {
  it("is the details step only when asked and a doctor with a whole slot, or the waitlist's days, are chosen", () => {
    expect(run(fromProfile(), { type: "addressFollowed", detailsAsked: true }).step).toBe(1);
    const chosen = run(fromProfile(), { type: "slotChosen", slot: SLOT, timeZone: "Asia/Kolkata", changeTiers: [] });
    expect(run(chosen, { type: "addressFollowed", detailsAsked: true }).step).toBe(2);
    expect(run(chosen, { type: "addressFollowed", detailsAsked: true }, { type: "addressFollowed", detailsAsked: false }).step).toBe(1);
    const waiting = run(fromProfile(), { type: "waitlistAsked", range: { from: "2026-12-10", to: "2026-12-11" } });
    expect(waiting).toMatchObject({ step: 2, slot: null, waitlist: { from: "2026-12-10", to: "2026-12-11" } });
    expect(run(waiting, { type: "addressFollowed", detailsAsked: true }).step).toBe(2);
    expect(run(waiting, { type: "waitlistDropped" }, { type: "addressFollowed", detailsAsked: true }).step).toBe(1);
    expect(run(waiting, { type: "stepShown", step: 1 }).step).toBe(1);
  });
});

describe("the patient's form", () => {
  it("sets a field and clears only that field's error", () => {
    const refused = run(fresh(), { type: "refused", errors: { name: "Enter the patient's full name", phone: "Enter a valid mobile number" } });
    const typed = run(refused, { type: "fieldSet", key: "name", value: "Asha Rao" });
    expect(typed.patient.name).toBe("Asha Rao");
    expect(typed.errors).toEqual({ name: undefined, phone: "Enter a valid mobile number" });
    expect(errorCount(typed.errors)).toBe(1);
  });

  it("a saved patient fills the form with the verified number, remembered, and clears the errors", () => {
    const saved: SavedPatient = { patientId: "p1", name: "Anika Nair", relation: "child", gender: "female", dateOfBirth: null, age: 7, email: null };
    const state = run(fresh(), { type: "fieldSet", key: "reason", value: "Fever" }, { type: "refused", errors: { name: "x" } }, { type: "patientChosen", saved, phone: "+919876543210" });
    expect(state.patient).toMatchObject({ name: "Anika Nair", relation: "child", gender: "female", dateOfBirth: "", age: 7, email: "", phone: "+919876543210", remember: true, reason: "Fever" });
    expect(state.errors).toEqual({});
  });

  it("is busy while the slot is held, and a failure says why and frees the button", () => {
    const holding = run(fresh(), { type: "accepted" }, { type: "holding" });
    expect(holding).toMatchObject({ busy: true, errors: {} });
    expect(run(holding, { type: "holdFailed", message: "This slot was just taken" })).toMatchObject({ busy: false, errors: { form: "This slot was just taken" } });
  });

  it("checks the form with its schema: the number comes back as E.164, or one message per field", () => {
    expect(checkPatient({ name: "Asha Rao", phone: "98765 43210", gender: "female", age: "30" as never, consent: true })).toEqual({ ok: true, phone: "+919876543210" });
    const refused = checkPatient({ name: "A", phone: "123" });
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(Object.keys(refused.errors).sort()).toEqual(["consent", "gender", "name", "phone"]);
      expect(refused.errors.name).toBe("The patient's full name must be at least 2 characters.");
    }
  });
});
