// schema.org for a service page (pure).
import { absoluteUrl } from "@/lib/routes";
import { hospitalRefJsonLd, type JsonLdObject } from "./core";
import { relevantSpecialties } from "./medical-specialty";
import type { ClinicalSite, ClinicalSpecialityRef } from "./speciality";

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
