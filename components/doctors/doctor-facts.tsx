import type { ReactNode } from "react";
import { Link } from "@/components/ui/link";
import type { DoctorProfile, DoctorSummary } from "@/lib/contracts/doctors";
import { formatFee } from "@/lib/format/money";
import { specialityHref } from "@/lib/routes";
import { experienceText } from "./experience-text";

/** The facts a doctor's card and profile show, each said once: its term and how its value reads. */
const FACTS = {
  designation: { term: () => "Designation", detail: (d: DoctorProfile) => d.designation },
  specialities: {
    term: (d: DoctorProfile) => (d.specialities.length > 1 ? "Specialities" : "Speciality"),
    detail: (d: DoctorProfile, classes: FactClasses) => (
      <ul className={classes.list}>
        {d.specialities.map((s) => (
          <li key={s._id}>
            <Link href={specialityHref(s)}>{s.specialityName}</Link>
          </li>
        ))}
      </ul>
    ),
    shown: (d: DoctorProfile) => d.specialities.length > 0,
  },
  qualifications: { term: () => "Qualifications", detail: (d: DoctorProfile) => d.qualifications.join(", ") },
  experience: { term: () => "Experience", detail: (d: DoctorProfile) => experienceText(d.experienceYears) },
  languages: { term: () => "Languages", detail: (d: DoctorProfile) => d.languages.join(", ") },
  registration: { term: () => "Registration no.", detail: (d: DoctorProfile) => d.registrationNumber },
  fee: { term: () => "Consultation fee", detail: (d: DoctorProfile) => formatFee(d.consultationFee) },
} satisfies Record<string, { term: (d: DoctorProfile) => string; detail: (d: DoctorProfile, classes: FactClasses) => ReactNode; shown?: (d: DoctorProfile) => boolean }>;

type FactName = keyof typeof FACTS;
/** The facts a card can show: those a summary carries. */
type SummaryFact = Exclude<FactName, "registration">;
interface FactClasses {
  /** The facts list. */
  facts?: string;
  /** A list inside a fact (the specialities). */
  list?: string;
  /** Each fact's value, by fact (the profile sets the fee apart). */
  detail?: Partial<Record<FactName, string>>;
}

/**
 * A doctor's facts as a description list, in the order given; `children` adds facts of the page's
 * own (a card's next free time) at the end.
 */
export function DoctorFacts<D extends DoctorSummary>({
  doctor,
  facts,
  classes = {},
  children,
}: {
  doctor: D;
  facts: readonly (D extends DoctorProfile ? FactName : SummaryFact)[];
  classes?: FactClasses;
  children?: ReactNode;
}) {
  // A summary's facts read only what a summary carries (SummaryFact leaves out the registration).
  const profile = doctor as unknown as DoctorProfile;
  return (
    <dl className={classes.facts}>
      {facts.map((name) => {
        const fact: { term: (d: DoctorProfile) => string; detail: (d: DoctorProfile, c: FactClasses) => ReactNode; shown?: (d: DoctorProfile) => boolean } = FACTS[name];
        if (fact.shown && !fact.shown(profile)) return null;
        return (
          <div key={name}>
            <dt>{fact.term(profile)}</dt>
            <dd className={classes.detail?.[name]}>{fact.detail(profile, classes)}</dd>
          </div>
        );
      })}
      {children}
    </dl>
  );
}
