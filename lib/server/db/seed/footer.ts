import "server-only";
import type { FooterSettings } from "@/lib/contracts/footer";
import { DEFAULT_LEGAL_LINKS, DEFAULT_NAVIGATION_SECTIONS } from "@/lib/footer/defaults";

/** The demo hospital's footer as staff would keep it. */
export const FOOTER_SETTINGS_SEED: FooterSettings = {
  companyInfo: {
    logo: { src: "/images/logo.svg", alt: "Sunrise Multispeciality Hospital" },
    description:
      "A 350-bed multispeciality hospital in Pune caring for families since 1998: round-the-clock emergency care, " +
      "NABH-accredited laboratories and more than 60 consultants across 24 specialities.",
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
      phone: { label: "Front desk", value: "+91 20 6720 2000", enabled: true },
      email: { label: "Email", value: "care@sunrisehospital.example", enabled: true },
      address: {
        label: "Address",
        value: "Sunrise Multispeciality Hospital\n14 Riverside Road, Baner\nPune, Maharashtra 411045",
        enabled: true,
      },
    },
  },
  videoSection: {
    enabled: true,
    title: "Take a tour of Sunrise",
    description: "Walk through our emergency wing, modular operation theatres and the new mother-and-child centre.",
    videoUrl: "https://www.youtube.com/@sunrisehospitalpune",
  },
  legalSection: { enabled: true, links: DEFAULT_LEGAL_LINKS },
  copyright: { text: "© {year} Sunrise Multispeciality Hospital. All rights reserved.", showYear: true },
};
