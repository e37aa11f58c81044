import type { FooterLink, FooterNavigationSection, FooterSettings } from "@/lib/contracts/footer";
import { ROUTES } from "@/lib/routes";

const link = (id: string, label: string, url: string | null): FooterLink => ({
  _id: id,
  label,
  url,
  isActive: true,
  isExternal: false,
});

/** SPEC.md section 2, "Footer": the link sections used when the server returns none. */
export const DEFAULT_NAVIGATION_SECTIONS: FooterNavigationSection[] = [
  {
    _id: "quick-links",
    title: "Quick Links",
    isActive: true,
    links: [
      link("ql-home", "Home", ROUTES.home),
      link("ql-about", "About Us", ROUTES.about),
      link("ql-contact", "Contact Us", ROUTES.contactUs),
      link("ql-gallery", "Gallery", ROUTES.gallery),
      link("ql-patients", "Patient Testimonials", ROUTES.patients),
      link("ql-blogs", "Health Blogs", ROUTES.blogList),
    ],
  },
  {
    _id: "medical-services",
    title: "Medical Services",
    isActive: true,
    links: [
      link("ms-specialities", "Specialities", ROUTES.specialityList),
      link("ms-services", "All Services", ROUTES.servicesV2),
      link("ms-doctors", "Find a Doctor", ROUTES.doctorList),
      link("ms-appointment", "Book Appointment", ROUTES.appointment),
      link("ms-careers", "Careers", ROUTES.career),
    ],
  },
];

/** SPEC.md section 2: Privacy Policy, Terms & Conditions, and Medical Disclaimer (no link). */
export const DEFAULT_LEGAL_LINKS: FooterLink[] = [
  link("legal-privacy", "Privacy Policy", ROUTES.privacy),
  link("legal-terms", "Terms & Conditions", ROUTES.terms),
  link("legal-disclaimer", "Medical Disclaimer", null),
];

const YEAR_PLACEHOLDER = "{year}";

/** The whole footer when nothing is stored. */
export const DEFAULT_FOOTER: FooterSettings = {
  companyInfo: {
    logo: { src: "/images/logo.svg", alt: "Hospital logo" },
    description: "Compassionate, round-the-clock multispeciality care for you and your family.",
  },
  navigationSections: DEFAULT_NAVIGATION_SECTIONS,
  socialMedia: { enabled: false, links: [] },
  contactInfo: {
    enabled: false,
    generalContact: {
      phone: { label: "Phone", value: "", enabled: false },
      email: { label: "Email", value: "", enabled: false },
      address: { label: "Address", value: "", enabled: false },
    },
  },
  videoSection: { enabled: false, title: "", description: "", videoUrl: "" },
  legalSection: { enabled: true, links: DEFAULT_LEGAL_LINKS },
  copyright: { text: `© ${YEAR_PLACEHOLDER} All rights reserved.`, showYear: true },
};

type DeepPartial<T> = { [K in keyof T]?: T[K] extends (infer U)[] ? U[] : T[K] extends object ? DeepPartial<T[K]> : T[K] };
export type StoredFooter = DeepPartial<FooterSettings> | null | undefined;

/**
 * Stored settings over the defaults: a section the server leaves out (or sends empty)
 * falls back to SPEC.md's default, field by field.
 */
export function mergeFooter(stored: StoredFooter): FooterSettings {
  const s = stored ?? {};
  const d = DEFAULT_FOOTER;
  const contact = s.contactInfo?.generalContact;
  return {
    companyInfo: {
      logo: { ...d.companyInfo.logo, ...s.companyInfo?.logo },
      description: s.companyInfo?.description || d.companyInfo.description,
    },
    navigationSections: s.navigationSections?.length ? s.navigationSections : d.navigationSections,
    socialMedia: { ...d.socialMedia, ...s.socialMedia, links: s.socialMedia?.links ?? d.socialMedia.links },
    contactInfo: {
      enabled: s.contactInfo?.enabled ?? d.contactInfo.enabled,
      generalContact: {
        phone: { ...d.contactInfo.generalContact.phone, ...contact?.phone },
        email: { ...d.contactInfo.generalContact.email, ...contact?.email },
        address: { ...d.contactInfo.generalContact.address, ...contact?.address },
      },
    },
    videoSection: { ...d.videoSection, ...s.videoSection },
    legalSection: {
      enabled: s.legalSection?.enabled ?? d.legalSection.enabled,
      links: s.legalSection?.links?.length ? s.legalSection.links : d.legalSection.links,
    },
    copyright: { ...d.copyright, ...s.copyright },
  };
}

/** Fills the year placeholder; with `showYear` off the placeholder (and its spacing) is dropped. */
export function copyrightText(copyright: FooterSettings["copyright"], now: Date = new Date()): string {
  const year = copyright.showYear ? String(now.getFullYear()) : "";
  return copyright.text.split(YEAR_PLACEHOLDER).join(year).replace(/\s{2,}/g, " ").trim();
}
