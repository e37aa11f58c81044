// schema.org MedicalSpecialty members for the hospital's specialities (pure).
import { SCHEMA, type JsonLdObject } from "./core";

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

export interface SpecialityLike {
  specialityName: string;
  specialityUrl: string | null;
}

/** The MedicalSpecialty URLs ("https://schema.org/Cardiovascular") of a speciality; [] when none fits. */
export function medicalSpecialtyUrls(s: SpecialityLike): string[] {
  const members = MEDICAL_SPECIALTY[s.specialityUrl?.toLowerCase() ?? ""] ?? MEDICAL_SPECIALTY[s.specialityName.toLowerCase()] ?? [];
  return members.map((m) => `${SCHEMA}${m}`);
}


/** schema.org MedicalSpecialty members where they fit, else the speciality named as a MedicalSpecialty. */
export function relevantSpecialties(specialities: SpecialityLike[]): (string | JsonLdObject)[] {
  const members = new Set<string>();
  const named: JsonLdObject[] = [];
  for (const s of specialities) {
    const urls = medicalSpecialtyUrls(s);
    if (urls.length) urls.forEach((u) => members.add(u));
    else named.push({ "@type": "MedicalSpecialty", name: s.specialityName });
  }
  return [...members, ...named];
}
