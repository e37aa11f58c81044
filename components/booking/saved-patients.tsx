"use client";

import { useCallback, useEffect, useId, useRef, useState } from "react";
import { ApiError } from "@/lib/api/client";
import { forgetSavedPatient, getSavedPatients } from "@/lib/api/calls";
import { PATIENT_RELATION_TEXT, type SavedPatient } from "@/lib/contracts/booking";
import { readDraft } from "./draft";
import { PhoneVerifier } from "./phone-verifier";
import { usableToken } from "./session";
import styles from "./booking.module.scss";
import form from "@/components/ui/form.module.scss";

/**
 * Booking for the family: the patients a verified phone asked to be offered again (the details
 * form's "Remember" box), as a choice that fills the form. The number is verified here first when
 * the visitor has no token for it yet; each saved patient can be forgotten in one click.
 */
export function SavedPatients({ onChoose }: { onChoose: (patient: SavedPatient, phone: string) => void }) {
  const [phone, setPhone] = useState<string | null>(null);
  const [patients, setPatients] = useState<SavedPatient[] | null>(null);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const group = useId();
  /** Bumped when the list (or a notice on it) should take the focus: once React has committed it. */
  const [focusList, setFocusList] = useState(0);
  useEffect(() => {
    if (focusList) listHeading.current?.focus();
  }, [focusList]);

  const load = useCallback(async (verified: string) => {
    setError(null);
    try {
      const { patients: found } = await getSavedPatients();
      setPhone(verified);
      setPatients(found);
      setOpen(true);
      setFocusList((n) => n + 1);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : "The saved patients could not be loaded. Please try again.");
    }
  }, []);

  /** A number verified in this tab a few minutes ago (the last booking, a Back from the code page) is not asked again. */
  const ask = () => {
    const verified = readDraft().verifiedPhone;
    if (verified && usableToken(verified)) void load(verified);
    else setOpen(true);
  };

  const forget = async (patient: SavedPatient) => {
    setError(null);
    try {
      await forgetSavedPatient({ patientId: patient.patientId });
      setPatients((list) => (list ?? []).filter((p) => p.patientId !== patient.patientId));
      setNotice(`${patient.name}'s details are forgotten: they will not be offered again.`);
      setFocusList((n) => n + 1);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : "The details could not be forgotten. Please try again.");
    }
  };

  if (patients && phone) {
    return (
      <section className={styles.fieldset} aria-labelledby={`${group}-title`}>
        <h3 id={`${group}-title`} className={styles.subheading} tabIndex={-1} ref={listHeading}>
          {patients.length ? "Who is this appointment for?" : "No saved patients on this number"}
        </h3>
        {notice ? <p role="status">{notice}</p> : null}
        {error ? (
          <p className={form.alert} role="alert">
            {error}
          </p>
        ) : null}
        {patients.length ? (
          <ul className={styles.choices}>
            {patients.map((p) => (
              <li key={p.patientId}>
                <label className={styles.choice}>
                  <input
                    type="radio"
                    name={`${group}-patient`}
                    value={p.patientId}
                    checked={chosen === p.patientId}
                    onChange={() => {
                      setChosen(p.patientId);
                      onChoose(p, phone);
                    }}
                  />
                  <span>
                    {p.name} <span className={form.muted}>({PATIENT_RELATION_TEXT[p.relation].saved})</span>
                  </span>
                </label>{" "}
                <button type="button" className={form.secondary} onClick={() => void forget(p)} aria-label={`Forget ${p.name}'s details`}>
                  Forget
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className={form.muted}>Fill in the details below; tick “Remember” to be offered them next time.</p>
        )}
        {patients.length ? <p className={form.muted}>Choosing fills the form below: check it, then continue. Or fill it in for someone new.</p> : null}
      </section>
    );
  }

  return (
    <section className={styles.fieldset} aria-labelledby={`${group}-ask`}>
      <h3 id={`${group}-ask`} className={styles.subheading}>
        Booked with us before?
      </h3>
      {open ? (
        <PhoneVerifier id={`${group}-saved`} label="Your mobile number" verifyLabel="Verify and show saved patients" afterVerify={load}>
          <button type="button" className={form.secondary} onClick={() => setOpen(false)}>
            Not now
          </button>
        </PhoneVerifier>
      ) : (
        <p>
          Patients you asked us to remember are offered again after you verify your mobile number.{" "}
          <button type="button" className={form.secondary} onClick={ask}>
            Choose a saved patient
          </button>
        </p>
      )}
      {error ? (
        <p className={form.alert} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
