/**
 * schema.org JSON-LD builders (pure). Pages render them with <JsonLd>; URLs are absolute.
 */
export type JsonLdObject = { "@context"?: "https://schema.org"; "@type": string | string[]; [key: string]: unknown };

export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${siteUrl.replace(/\/+$/, "")}${path.startsWith("/") ? "" : "/"}${path}`;
}

export interface BreadcrumbStep {
  label: string;
  /** Site path; the last step (the current page) may omit it. */
  href?: string;
}

export function breadcrumbJsonLd(siteUrl: string, steps: BreadcrumbStep[], currentPath?: string): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: steps.map((step, index) => {
      const href = step.href ?? (index === steps.length - 1 ? currentPath : undefined);
      return {
        "@type": "ListItem",
        position: index + 1,
        name: step.label,
        ...(href ? { item: absoluteUrl(siteUrl, href) } : {}),
      };
    }),
  };
}

// ---------------------------------------------------------------- clinical pages: specialities and services
// Only schema.org types and properties that exist; inputs are plain shapes so the builders stay pure.

/** The site the clinical pages belong to: the hospital's name and public origin. */
export interface ClinicalSite {
  name: string;
  url: string;
}

/** A speciality as the builders need it: its name, and its url slug for the schema.org member. */
export interface ClinicalSpecialityRef {
  specialityName: string;
  specialityUrl: string | null;
}

export interface LinkedName {
  name: string;
  path: string;
}

/** An ItemList of links (list pages): each entry is a ListItem with its absolute URL. */
export function linkedItemListJsonLd(siteUrl: string, name: string, items: LinkedName[]): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      url: absoluteUrl(siteUrl, item.path),
    })),
  };
}

export interface SpecialityPageJsonLdInput {
  name: string;
  /** url slug; picks the schema.org MedicalSpecialty member (medicalSpecialtyUrls). */
  specialityUrl: string | null;
  description: string;
  path: string;
  /** Site path or absolute URL of the speciality's picture. */
  image?: string | null;
  faqs: { q: string; a: string }[];
}

/**
 * A speciality page: a MedicalWebPage about a MedicalSpecialty (named as the hospital names
 * it; `specialty` gives the schema.org member where one fits), published by the hospital.
 * With FAQs it is also an FAQPage whose mainEntity is the questions (the multi-typed
 * WebPage form search engines read).
 */
export function specialityPageJsonLd(site: ClinicalSite, page: SpecialityPageJsonLdInput): JsonLdObject {
  const url = absoluteUrl(site.url, page.path);
  const faqs = page.faqs.filter((f) => f.q.trim() && f.a.trim());
  const members = medicalSpecialtyUrls({ specialityName: page.name, specialityUrl: page.specialityUrl });
  return {
    "@context": "https://schema.org",
    "@type": faqs.length ? ["MedicalWebPage", "FAQPage"] : "MedicalWebPage",
    "@id": url,
    url,
    name: page.name,
    description: page.description,
    inLanguage: "en-IN",
    isPartOf: { "@type": "WebSite", name: site.name, url: absoluteUrl(site.url, "/") },
    publisher: hospitalRefJsonLd(site.url, site.name),
    about: { "@type": "MedicalSpecialty", name: page.name, description: page.description },
    ...(members.length ? { specialty: members.length === 1 ? members[0] : members } : {}),
    ...(page.image ? { primaryImageOfPage: { "@type": "ImageObject", url: absoluteUrl(site.url, page.image) } } : {}),
    ...(faqs.length
      ? {
          mainEntity: faqs.map((f) => ({
            "@type": "Question",
            name: f.q,
            acceptedAnswer: { "@type": "Answer", text: f.a },
          })),
        }
      : {}),
  };
}

/** How a service is described in schema.org terms, decided by its category's url slug. */
export interface ServiceSchemaKind {
  type: "MedicalProcedure" | "PhysicalTherapy" | "MedicalTest" | "Service";
  /** A MedicalProcedureType member, for the procedure types only. */
  procedureType?: "https://schema.org/SurgicalProcedure" | "https://schema.org/NoninvasiveProcedure";
}

const SURGICAL_CATEGORY = /(^|-)(surgery|surgical|surgeries|operations?)(-|$)/;
const THERAPY_CATEGORY = /(^|-)(rehabilitation|rehab|physiotherapy|therapy|therapies)(-|$)/;
const TEST_CATEGORY = /(^|-)(diagnostics?|imaging|radiology|lab|laboratory|pathology|tests?)(-|$)/;

/**
 * Surgery is a MedicalProcedure of type SurgicalProcedure, rehabilitation a PhysicalTherapy
 * (non-invasive), diagnostics and laboratory a MedicalTest; care units, programmes and
 * everything else the hospital offers is a plain Service.
 */
export function serviceSchemaKind(categoryUrl: string): ServiceSchemaKind {
  const slug = categoryUrl.trim().toLowerCase();
  if (SURGICAL_CATEGORY.test(slug)) return { type: "MedicalProcedure", procedureType: "https://schema.org/SurgicalProcedure" };
  if (THERAPY_CATEGORY.test(slug)) return { type: "PhysicalTherapy", procedureType: "https://schema.org/NoninvasiveProcedure" };
  if (TEST_CATEGORY.test(slug)) return { type: "MedicalTest" };
  return { type: "Service" };
}

export interface ServiceJsonLdInput {
  name: string;
  description: string;
  path: string;
  image?: string | null;
  category: { name: string; url: string };
  sections: { title: string; body: string }[];
  specialities: ClinicalSpecialityRef[];
}

/** Which MedicalProcedure text property a page section fills, by its title. */
function procedureProperty(title: string): "preparation" | "howPerformed" | "followup" | null {
  if (/prepar/i.test(title)) return "preparation";
  if (/what to expect|how (it is|it's) (done|performed)/i.test(title)) return "howPerformed";
  if (/follow-?up|recovery|after you go home/i.test(title)) return "followup";
  return null;
}

/** schema.org MedicalSpecialty members where they fit, else the speciality named as a MedicalSpecialty. */
function relevantSpecialties(specialities: ClinicalSpecialityRef[]): (string | JsonLdObject)[] {
  const members = new Set<string>();
  const named: JsonLdObject[] = [];
  for (const s of specialities) {
    const urls = medicalSpecialtyUrls(s);
    if (urls.length) urls.forEach((u) => members.add(u));
    else named.push({ "@type": "MedicalSpecialty", name: s.specialityName });
  }
  return [...members, ...named];
}

/** A service page's main entity: a MedicalProcedure, PhysicalTherapy, MedicalTest or Service. */
export function serviceJsonLd(site: ClinicalSite, service: ServiceJsonLdInput): JsonLdObject {
  const url = absoluteUrl(site.url, service.path);
  const kind = serviceSchemaKind(service.category.url);
  const base: JsonLdObject = {
    "@context": "https://schema.org",
    "@type": kind.type,
    "@id": `${url}#service`,
    name: service.name,
    description: service.description,
    url,
    mainEntityOfPage: url,
    ...(service.image ? { image: absoluteUrl(site.url, service.image) } : {}),
  };
  if (kind.type === "Service") {
    return { ...base, serviceType: service.category.name, provider: hospitalRefJsonLd(site.url, site.name) };
  }
  const relevant = relevantSpecialties(service.specialities);
  const medical: JsonLdObject = { ...base, ...(relevant.length ? { relevantSpecialty: relevant } : {}) };
  if (!kind.procedureType) return medical;
  const texts: Record<string, string> = {};
  for (const section of service.sections) {
    const property = procedureProperty(section.title);
    if (property && section.body.trim()) texts[property] = texts[property] ? `${texts[property]} ${section.body}` : section.body;
  }
  return { ...medical, procedureType: kind.procedureType, ...texts };
}

// ---------------------------------------------------------------- hospital and doctors (clinical pages)

/**
 * The hospital's postal address for structured data. The footer keeps the address only as
 * display text (lines, not fields), so the fields live here, once; change them with it.
 */
export const HOSPITAL_ADDRESS = {
  streetAddress: "14 Riverside Road, Baner",
  addressLocality: "Pune",
  addressRegion: "Maharashtra",
  postalCode: "411045",
  addressCountry: "IN",
} as const;

const SCHEMA = "https://schema.org/";
const EVERY_DAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/** Open every day, all day: schema.org's recommended wording of 24x7 opening hours. */
export const OPEN_24X7: JsonLdObject = {
  "@type": "OpeningHoursSpecification",
  dayOfWeek: EVERY_DAY.map((day) => `${SCHEMA}${day}`),
  opens: "00:00",
  closes: "23:59",
};

export function postalAddressJsonLd(): JsonLdObject {
  return { "@type": "PostalAddress", ...HOSPITAL_ADDRESS };
}

/** The hospital node's @id: other pages refer to the same hospital by it. */
export const hospitalId = (siteUrl: string) => `${absoluteUrl(siteUrl, "/")}#hospital`;

/**
 * schema.org MedicalSpecialty members for our specialities, keyed by url slug or lower-case
 * name. Specialities without a fitting member (ophthalmology is not "Optometric", critical
 * care and internal medicine have none) are left out and named as text where that is allowed.
 */
const MEDICAL_SPECIALTY: Record<string, readonly string[]> = {
  cardiology: ["Cardiovascular"],
  "cardiothoracic-surgery": ["Cardiovascular", "Surgical"],
  neurology: ["Neurologic"],
  neurosurgery: ["Neurologic", "Surgical"],
  orthopaedics: ["Musculoskeletal"],
  oncology: ["Oncologic"],
  nephrology: ["Renal"],
  urology: ["Urologic"],
  gastroenterology: ["Gastroenterologic"],
  hepatology: ["Gastroenterologic"],
  pulmonology: ["Pulmonary"],
  "sleep medicine": ["Pulmonary"],
  endocrinology: ["Endocrine"],
  "obstetrics-gynaecology": ["Obstetric", "Gynecologic"],
  paediatrics: ["Pediatric"],
  neonatology: ["Pediatric"],
  dermatology: ["Dermatology"],
  ent: ["Otolaryngologic"],
  psychiatry: ["Psychiatric"],
  "general-surgery": ["Surgical"],
  "emergency-medicine": ["Emergency"],
  rheumatology: ["Rheumatologic"],
  "physiotherapy-rehabilitation": ["Physiotherapy"],
  "dental-sciences": ["Dentistry"],
  "radiology-imaging": ["Radiography"],
};

interface SpecialityLike {
  specialityName: string;
  specialityUrl: string | null;
}

/** The MedicalSpecialty URLs ("https://schema.org/Cardiovascular") of a speciality; [] when none fits. */
export function medicalSpecialtyUrls(s: SpecialityLike): string[] {
  const members = MEDICAL_SPECIALTY[s.specialityUrl?.toLowerCase() ?? ""] ?? MEDICAL_SPECIALTY[s.specialityName.toLowerCase()] ?? [];
  return members.map((m) => `${SCHEMA}${m}`);
}

const unique = <T>(values: T[]) => [...new Set(values)];

export interface HospitalJsonLdInput {
  siteUrl: string;
  name: string;
  /** The 24x7 emergency line (the number the shell shows). */
  emergencyPhone: string;
  /** Site path of the logo. */
  logoPath: string;
  description?: string;
  specialities: SpecialityLike[];
}

/** The home page's Hospital: address, 24x7 hours, its emergency department and specialities. */
export function hospitalJsonLd(input: HospitalJsonLdInput): JsonLdObject {
  const url = absoluteUrl(input.siteUrl, "/");
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
    address: postalAddressJsonLd(),
    openingHoursSpecification: [OPEN_24X7],
    department: [
      {
        "@type": "EmergencyService",
        name: `${input.name} – 24x7 Emergency`,
        telephone: input.emergencyPhone,
        address: postalAddressJsonLd(),
        openingHoursSpecification: [OPEN_24X7],
      },
    ],
    medicalSpecialty: unique(input.specialities.flatMap(medicalSpecialtyUrls)),
  };
}

/** A short reference to the hospital for other nodes (the full node is on the home page). */
export function hospitalRefJsonLd(siteUrl: string, name: string): JsonLdObject {
  return { "@type": "Hospital", "@id": hospitalId(siteUrl), name, url: absoluteUrl(siteUrl, "/"), address: postalAddressJsonLd() };
}

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
    address: postalAddressJsonLd(),
    ...(input.opdTimings.length
      ? {
          openingHoursSpecification: input.opdTimings.map((t) => ({
            "@type": "OpeningHoursSpecification",
            dayOfWeek: `${SCHEMA}${EVERY_DAY[t.dayOfWeek - 1]}`,
            opens: t.startTime,
            closes: t.endTime,
          })),
        }
      : {}),
  };
}
