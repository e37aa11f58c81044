// schema.org for a speciality page (pure).
import { absoluteUrl, ROUTES } from "@/lib/routes";
import { hospitalRefJsonLd, type JsonLdObject } from "./core";
import { faqQuestionsJsonLd, type FaqEntry } from "./faq";
import { medicalSpecialtyUrls } from "./medical-specialty";

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

export interface SpecialityPageJsonLdInput {
  name: string;
  /** url slug; picks the schema.org MedicalSpecialty member (medicalSpecialtyUrls). */
  specialityUrl: string | null;
  description: string;
  path: string;
  /** Site path or absolute URL of the speciality's picture. */
  image?: string | null;
  faqs: FaqEntry[];
  /** The page's language, a BCP 47 tag ("mr-IN"). */
  inLanguage: string;
}

/**
 * A speciality page: a MedicalWebPage about a MedicalSpecialty (named as the hospital names
 * it; `specialty` gives the schema.org member where one fits), published by the hospital.
 * With FAQs it is also an FAQPage whose mainEntity is the questions (the multi-typed
 * WebPage form search engines read).
 */
export function specialityPageJsonLd(site: ClinicalSite, page: SpecialityPageJsonLdInput): JsonLdObject {
  const url = absoluteUrl(site.url, page.path);
  const faqs = faqQuestionsJsonLd(page.faqs);
  const members = medicalSpecialtyUrls({ specialityName: page.name, specialityUrl: page.specialityUrl });
  return {
    "@context": "https://schema.org",
    "@type": faqs.length ? ["MedicalWebPage", "FAQPage"] : "MedicalWebPage",
    "@id": url,
    url,
    name: page.name,
    description: page.description,
    inLanguage: page.inLanguage,
    isPartOf: { "@type": "WebSite", name: site.name, url: absoluteUrl(site.url, ROUTES.home) },
    publisher: hospitalRefJsonLd(site.url, site.name),
    about: { "@type": "MedicalSpecialty", name: page.name, description: page.description },
    ...(members.length ? { specialty: members.length === 1 ? members[0] : members } : {}),
    ...(page.image ? { primaryImageOfPage: { "@type": "ImageObject", url: absoluteUrl(site.url, page.image) } } : {}),
    ...(faqs.length ? { mainEntity: faqs } : {}),
  };
}
