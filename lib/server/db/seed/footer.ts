import "server-only";
import type { ContactSettings } from "@/lib/contracts/contact";
import type { FooterSettings } from "@/lib/contracts/footer";
import { DEFAULT_LEGAL_LINKS, DEFAULT_NAVIGATION_SECTIONS } from "@/lib/footer/defaults";

/** The demo hospital's footer as staff would keep it. */
export const FOOTER_SETTINGS_SEED: FooterSettings = {
  companyInfo: {
    logo: { src: "/images/logo.svg", alt: "Sunrise Multispeciality Hospital" },
    description:
      "A 350-bed multispeciality hospital in Pune caring for families since 1998: round-the-clock emergency care, " +
      "NABH-accredited laboratories and {doctorCount} consultants across {specialityCount} specialities.",
  },
  navigationSections: DEFAULT_NAVIGATION_SECTIONS,
  socialMedia: {
    enabled: true,
    links: [
      { _id: "soc-fb", platform: "facebook", url: "https://www.facebook.com/sunrisehospitalpune", label: "Facebook", isActive: true, isExternal: true },
      { _id: "soc-ig", platform: "instagram", url: "https://www.instagram.com/sunrisehospitalpune", label: "Instagram", isActive: true, isExternal: true },
      { _id: "soc-yt", platform: "youtube", url: "https://www.youtube.com/@sunrisehospitalpune", label: "YouTube", isActive: true, isExternal: true },
      { _id: "soc-x", platform: "twitter", url: "https://x.com/sunrisehosp_pune", label: "X (Twitter)", isActive: true, isExternal: true },
      { _id: "soc-li", platform: "linkedin", url: "https://www.linkedin.com/company/sunrise-hospital-pune", label: "LinkedIn", isActive: true, isExternal: true },
    ],
  },
  contactInfo: {
    enabled: true,
    generalContact: {
      // The values come from the "contact" setting (CONTACT_SETTINGS_SEED), the one place they are kept.
      phone: { label: "Front desk", value: "", enabled: true },
      email: { label: "Email", value: "", enabled: true },
      address: { label: "Address", value: "", enabled: true },
    },
  },
  // A tour video is the hospital's own to film and publish: the demo has none, so the block is
  // off until staff add its address under Site content → Footer (a made-up link would be a dead end).
  videoSection: {
    enabled: false,
    title: "Take a tour of Sunrise",
    description: "Walk through our emergency wing, modular operation theatres and the new mother-and-child centre.",
    videoUrl: "",
  },
  legalSection: { enabled: true, links: DEFAULT_LEGAL_LINKS },
  copyright: { text: "© {year} Sunrise Multispeciality Hospital. All rights reserved.", showYear: true },
};

/** The demo hospital's address, front desk and e-mail (site setting "contact"). */
export const CONTACT_SETTINGS_SEED: ContactSettings = {
  address: {
    streetAddress: "14 Riverside Road, Baner",
    addressLocality: "Pune",
    addressRegion: "Maharashtra",
    postalCode: "411045",
    addressCountry: "IN",
  },
  phone: "+91 20 6720 2000",
  email: "care@sunrisehospitalpune.in",
};
