"use client";

import type { FormEvent, ReactNode, Ref } from "react";
import { GENDERS, PATIENT_RELATION_TEXT, PATIENT_RELATIONS, REMINDER_BOX_HINT, REMINDER_BOX_LABEL, type PatientInput, type PatientRelation } from "@/lib/contracts/booking";
import { ROUTES } from "@/lib/routes";
import { Link } from "@/components/ui/link";
import { Field, describedBy } from "@/components/ui/form-field";
import { DateField } from "@/components/ui/date-field";
import { errorCount, type PatientErrors } from "./booking-state";
import styles from "./booking.module.scss";
import form from "@/components/ui/form.module.scss";

type SetField = <K extends keyof PatientInput>(key: K, value: PatientInput[K]) => void;

/**
 * Step 2's form: who the patient is, the mobile number to verify, and the consents. Each error
 * stands next to its field, and a summary above them takes the focus (`summaryRef`) on a refused
 * send. `notice` says what comes next; `actions` are its buttons.
 */
export function PatientForm({
  patient,
  errors,
  summaryRef,
  onField,
  onSubmit,
  notice,
  actions,
}: {
  patient: Partial<PatientInput>;
  errors: PatientErrors;
  summaryRef: Ref<HTMLParagraphElement>;
  onField: SetField;
  onSubmit: (event: FormEvent) => void;
  notice: ReactNode;
  actions: ReactNode;
}) {
  const count = errorCount(errors);
  return (
    <form method="post" onSubmit={onSubmit} noValidate>
      <div className={form.grid}>
        {count > 0 ? (
          <p className={`${form.alert} ${form.wide}`} role="alert" tabIndex={-1} ref={summaryRef}>
            {errors.form ?? `Please correct ${count === 1 ? "the field" : `the ${count} fields`} marked below.`}
          </p>
        ) : null}
        <Field id="relation" label="Who is the patient?" hint="One mobile number can book for the family." error={errors.relation}>
          <select id="relation" name="relation" value={patient.relation ?? "self"} onChange={(e) => onField("relation", e.target.value as PatientRelation)} {...describedBy("relation", true, errors.relation)}>
            {PATIENT_RELATIONS.map((r) => (
              <option key={r} value={r}>
                {PATIENT_RELATION_TEXT[r].choice}
              </option>
            ))}
          </select>
        </Field>
        <Field id="name" label="Patient's full name" error={errors.name}>
          <input id="name" name="name" autoComplete="name" value={patient.name ?? ""} onChange={(e) => onField("name", e.target.value)} {...describedBy("name", false, errors.name)} />
        </Field>
        <Field id="phone" label="Mobile number" hint="We send a 6-digit code to this number." error={errors.phone}>
          <input
            id="phone"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={patient.phone ?? ""}
            onChange={(e) => onField("phone", e.target.value)}
            {...describedBy("phone", true, errors.phone)}
          />
        </Field>
        <Field id="email" label="E-mail (optional)" hint="For the confirmation and a calendar file." error={errors.email}>
          <input id="email" name="email" type="email" autoComplete="email" value={(patient.email as string) ?? ""} onChange={(e) => onField("email", e.target.value)} {...describedBy("email", true, errors.email)} />
        </Field>
        {/* Typed as "14 Nov 1980" and read back in full, never the browser's date input (12/01/1980 in an en-US browser); the value stays ISO YYYY-MM-DD, as the API takes it. */}
        <DateField
          id="dateOfBirth"
          label="Date of birth"
          help="Or enter the age below."
          autoComplete="bday"
          value={(patient.dateOfBirth as string) || null}
          onChange={(day) => onField("dateOfBirth", day ?? "")}
          error={errors.dateOfBirth}
        />
        <Field id="age" label="Age in years" hint="If you do not know the date of birth." error={errors.age}>
          <input id="age" name="age" inputMode="numeric" value={(patient.age as string | number | undefined) ?? ""} onChange={(e) => onField("age", e.target.value as never)} {...describedBy("age", true, errors.age)} />
        </Field>
        <fieldset className={styles.fieldset} aria-describedby={errors.gender ? "gender-error" : undefined}>
          <legend>Gender</legend>
          <ul className={styles.choices}>
            {GENDERS.map((g) => (
              <li key={g}>
                <label className={styles.choice}>
                  <input type="radio" name="gender" value={g} checked={patient.gender === g} onChange={() => onField("gender", g)} />
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
          <textarea id="reason" name="reason" maxLength={500} value={patient.reason ?? ""} onChange={(e) => onField("reason", e.target.value)} {...describedBy("reason", false, errors.reason)} />
        </Field>
        <div className={`${form.field} ${form.wide}`}>
          <div>
            <input
              type="checkbox"
              id="consent"
              checked={patient.consent === true}
              onChange={(e) => onField("consent", (e.target.checked || undefined) as never)}
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
            <input type="checkbox" id="reminders" checked={patient.reminders === true} onChange={(e) => onField("reminders", e.target.checked)} aria-describedby="reminders-hint" />{" "}
            <label htmlFor="reminders">{REMINDER_BOX_LABEL}</label>
          </div>
          <p className={form.hint} id="reminders-hint">
            {REMINDER_BOX_HINT} <Link href={ROUTES.myData}>Your data</Link> stops every reminder to this number.
          </p>
        </div>
        <div className={`${form.field} ${form.wide}`}>
          <div>
            <input type="checkbox" id="remember" checked={patient.remember === true} onChange={(e) => onField("remember", e.target.checked)} aria-describedby="remember-hint" />{" "}
            <label htmlFor="remember">Remember these details, to choose them at my next booking with this number (optional)</label>
          </div>
          <p className={form.hint} id="remember-hint">
            You can forget them at the next booking, or on <Link href={ROUTES.myData}>your data</Link>, at any time.
          </p>
        </div>
        <p className={`${form.notice} ${form.wide}`}>{notice}</p>
        <div className={`${form.actions} ${form.wide}`}>{actions}</div>
      </div>
    </form>
  );
}
