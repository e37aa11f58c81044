import type { ReactNode } from "react";
import { Link } from "@/components/ui/link";
import type { DoctorProfile, DoctorSummary } from "@/lib/contracts/doctors";
import { formatFee } from "@/lib/format/money";
import { LOCALE_FACTS, type Locale } from "@/lib/i18n/locales";
import { specialityHref } from "@/lib/routes";
import { doctorWords, spokenLanguagesText, type DoctorWords } from "./doctor-words";
import { experienceText } from "./experience-text";

/** What a fact reads its term and value with: the page's words and the list's classes. */
interface FactContext {
  t: DoctorWords;
  classes: FactClasses;
}

interface Fact {
  term: (d: DoctorProfile, t: DoctorWords) => string;
  detail: (d: DoctorProfile, c: FactContext) => ReactNode;
  shown?: (d: DoctorProfile) => boolean;
}

/** The facts a doctor's card and profile show, each said once: its term and how its value reads. */
const FACTS = {
  designation: { term: (_d, t) => t("facts.designation"), detail: (d) => d.designation },
  specialities: {
    term: (d, t) => t("facts.specialities", { count: d.specialities.length }),
    detail: (d, { classes }) => (
      <ul className={classes.list}>
        {d.specialities.map((s) => (
          <li key={s._id}>
            <Link href={specialityHref(s)}>{s.specialityName}</Link>
          </li>
        ))}
      </ul>
    ),
    shown: (d) => d.specialities.length > 0,
  },
  qualifications: { term: (_d, t) => t("facts.qualifications"), detail: (d) => d.qualifications.join(", ") },
  experience: { term: (_d, t) => t("facts.experience"), detail: (d, { t }) => experienceText(t, d.experienceYears) },
  languages: { term: (_d, t) => t("facts.languages"), detail: (d, { t }) => spokenLanguagesText(t, d.languages) },
  registration: { term: (_d, t) => t("facts.registration"), detail: (d) => d.registrationNumber },
  fee: { term: (_d, t) => t("facts.fee"), detail: (d) => formatFee(d.consultationFee) },
} satisfies Record<string, Fact>;

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
 * A doctor's facts as a description list, in the order given and in the page's language;
 * `children` adds facts of the page's own (a card's next free time) at the end. `inEnglish`
 * names the record's fields shown in English on a Marathi or Hindi page (their translation is
 * missing or out of date): their values are marked as English for screen readers and fonts.
 */
export async function DoctorFacts<D extends DoctorSummary>({
  locale,
  doctor,
  facts,
  classes = {},
  inEnglish = [],
  children,
}: {
  locale: Locale;
  doctor: D;
  facts: readonly (D extends DoctorProfile ? FactName : SummaryFact)[];
  classes?: FactClasses;
  inEnglish?: readonly string[];
  children?: ReactNode;
}) {
  const t = await doctorWords(locale);
  // A summary's facts read only what a summary carries (SummaryFact leaves out the registration).
  const profile = doctor as unknown as DoctorProfile;
  return (
    <dl className={classes.facts}>
      {facts.map((name) => {
        const fact: Fact = FACTS[name];
        if (fact.shown && !fact.shown(profile)) return null;
        return (
          <div key={name}>
            <dt>{fact.term(profile, t)}</dt>
            <dd className={classes.detail?.[name]} lang={inEnglish.includes(name) ? LOCALE_FACTS.en.tag : undefined}>
              {fact.detail(profile, { t, classes })}
            </dd>
          </div>
        );
      })}
      {children}
    </dl>
  );
}
