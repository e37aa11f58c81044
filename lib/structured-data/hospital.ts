// schema.org for the hospital itself (pure): the full node the home page carries.
import type { PostalAddress } from "@/lib/contracts/contact";
import { absoluteUrl, ROUTES } from "@/lib/routes";
import { hospitalId, OPEN_24X7, postalAddressJsonLd, unique, type JsonLdObject } from "./core";
import { medicalSpecialtyUrls, type SpecialityLike } from "./medical-specialty";

export interface HospitalJsonLdInput {
  siteUrl: string;
  name: string;
  /** The 24x7 emergency line (the number the shell shows). */
  emergencyPhone: string;
  /** Site path of the logo. */
  logoPath: string;
  description?: string;
  specialities: SpecialityLike[];
  /** The contact setting's postal address (the one the footer shows); null when none is stored. */
  address: PostalAddress | null;
}

/** The home page's Hospital: address, 24x7 hours, its emergency department and specialities. */
export function hospitalJsonLd(input: HospitalJsonLdInput): JsonLdObject {
  const url = absoluteUrl(input.siteUrl, ROUTES.home);
  return {
    "@context": "https://schema.org",
    "@type": "Hospital",
    "@id": hospitalId(input.siteUrl),
    name: input.name,
    url,
    logo: absoluteUrl(input.siteUrl, input.logoPath),
    image: absoluteUrl(input.siteUrl, input.logoPath),
    ...(input.description ? { description: input.description } : {}),
    telephone: input.emergencyPhone,
    ...postalAddressJsonLd(input.address),
    openingHoursSpecification: [OPEN_24X7],
    department: [
      {
        "@type": "EmergencyService",
        name: `${input.name} – 24x7 Emergency`,
        telephone: input.emergencyPhone,
        ...postalAddressJsonLd(input.address),
        openingHoursSpecification: [OPEN_24X7],
      },
    ],
    medicalSpecialty: unique(input.specialities.flatMap(medicalSpecialtyUrls)),
  };
}
