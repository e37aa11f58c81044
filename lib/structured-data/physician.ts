// schema.org for a doctor's profile (pure).
import type { PostalAddress } from "@/lib/contracts/contact";
import { WEEK_DAYS } from "@/lib/contracts/week";
import { absoluteUrl } from "@/lib/routes";
import { hospitalRefJsonLd, postalAddressJsonLd, SCHEMA, unique, type JsonLdObject } from "./core";
import { medicalSpecialtyUrls, type SpecialityLike } from "./medical-specialty";

export interface PhysicianJsonLdInput {
  siteUrl: string;
  hospitalName: string;
  /** This profile's site path. */
  path: string;
  fullName: string;
  description: string;
  /** Site path or absolute URL of the photo; null when there is none. */
  photo: string | null;
  specialities: SpecialityLike[];
  languages: string[];
  qualifications: string[];
  registrationNumber: string;
  /** ISO day (1 = Monday) and the hospital's local "HH:MM" times. */
  opdTimings: { dayOfWeek: number; startTime: string; endTime: string }[];
  /** The hospital's postal address from the contact setting (where the doctor consults); null when none is stored. */
  address: PostalAddress | null;
}

/** The council that issued a registration number ("MMC 2006/04/1234" → Maharashtra Medical Council). */
function registrationAuthority(registrationNumber: string): string | undefined {
  if (/^MMC\b/i.test(registrationNumber)) return "Maharashtra Medical Council";
  if (/^MSDC\b/i.test(registrationNumber)) return "Maharashtra State Dental Council";
  return undefined;
}

/**
 * A doctor's profile as an IndividualPhysician practising at the hospital: specialities as
 * MedicalSpecialty members where one fits (else by name), languages, degrees and the
 * registration as credentials, and the weekly OPD hours.
 */
export function physicianJsonLd(input: PhysicianJsonLdInput): JsonLdObject {
  const hospital = hospitalRefJsonLd(input.siteUrl, input.hospitalName);
  const specialties = unique(
    input.specialities.flatMap((s) => {
      const urls = medicalSpecialtyUrls(s);
      return urls.length ? urls : [s.specialityName];
    }),
  );
  const authority = registrationAuthority(input.registrationNumber);
  return {
    "@context": "https://schema.org",
    "@type": "IndividualPhysician",
    "@id": `${absoluteUrl(input.siteUrl, input.path)}#physician`,
    name: input.fullName,
    url: absoluteUrl(input.siteUrl, input.path),
    description: input.description,
    ...(input.photo ? { image: absoluteUrl(input.siteUrl, input.photo) } : {}),
    medicalSpecialty: specialties,
    knowsLanguage: input.languages,
    hasCredential: [
      ...input.qualifications.map((q) => ({ "@type": "EducationalOccupationalCredential", name: q })),
      ...(input.registrationNumber
        ? [
            {
              "@type": "EducationalOccupationalCredential",
              credentialCategory: "Medical registration",
              name: `Registration ${input.registrationNumber}`,
              identifier: input.registrationNumber,
              ...(authority ? { recognizedBy: { "@type": "Organization", name: authority } } : {}),
            },
          ]
        : []),
    ],
    practicesAt: hospital,
    hospitalAffiliation: hospital,
    ...postalAddressJsonLd(input.address),
    ...(input.opdTimings.length
      ? {
          openingHoursSpecification: input.opdTimings.map((t) => ({
            "@type": "OpeningHoursSpecification",
            dayOfWeek: `${SCHEMA}${WEEK_DAYS[t.dayOfWeek - 1]}`,
            opens: t.startTime,
            closes: t.endTime,
          })),
        }
      : {}),
  };
}
