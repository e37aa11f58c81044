// The footer (`/web/footer/get`, SPEC.md section 3). It is a site setting: the schema
// validates what is stored and gives the type.
import { z } from "zod";
import { isLinkTarget, isVideoAddress, isWebAddress, LINK_TARGET_MESSAGE } from "./links";

export { isVideoAddress };

export const SOCIAL_PLATFORMS = ["facebook", "instagram", "youtube", "twitter", "linkedin"] as const;

const footerLinkSchema = z.object({
  _id: z.string(),
  label: z.string(),
  /** Empty or null for an entry shown as plain text (e.g. "Medical Disclaimer"). */
  url: z
    .string()
    .nullable()
    .refine((url) => !url || isLinkTarget(url), LINK_TARGET_MESSAGE),
  isActive: z.boolean(),
  isExternal: z.boolean(),
});

const navigationSectionSchema = z.object({
  _id: z.string(),
  title: z.string(),
  isActive: z.boolean(),
  links: z.array(footerLinkSchema),
});

const socialLinkSchema = z.object({
  _id: z.string(),
  platform: z.enum(SOCIAL_PLATFORMS),
  url: z.string().refine((url) => isWebAddress(url), "must be a web address starting with https://"),
  label: z.string(),
  isActive: z.boolean(),
  isExternal: z.boolean(),
});

const contactItemSchema = z.object({ label: z.string(), value: z.string(), enabled: z.boolean() });

export const footerSettingsSchema = z.object({
  companyInfo: z.object({
    logo: z.object({ src: z.string(), alt: z.string() }),
    /** May hold count placeholders ({specialityCount}, {doctorCount}) filled at read time. */
    description: z.string(),
  }),
  navigationSections: z.array(navigationSectionSchema),
  socialMedia: z.object({ enabled: z.boolean(), links: z.array(socialLinkSchema) }),
  contactInfo: z.object({
    enabled: z.boolean(),
    generalContact: z.object({
      phone: contactItemSchema,
      email: contactItemSchema,
      /** May contain line breaks. */
      address: contactItemSchema,
    }),
  }),
  videoSection: z.object({
    enabled: z.boolean(),
    title: z.string(),
    description: z.string(),
    /** One video (`isVideoAddress`); anything else is dropped, and the footer shows no link. */
    videoUrl: z
      .string()
      .catch("")
      .transform((url) => (isVideoAddress(url) ? url.trim() : "")),
  }),
  legalSection: z.object({ enabled: z.boolean(), links: z.array(footerLinkSchema) }),
  /** `text` contains the placeholder `{year}`. */
  copyright: z.object({ text: z.string(), showYear: z.boolean() }),
});

export type FooterSettings = z.output<typeof footerSettingsSchema>;
export type FooterLink = z.output<typeof footerLinkSchema>;
export type FooterNavigationSection = z.output<typeof navigationSectionSchema>;
export type FooterSocialLink = z.output<typeof socialLinkSchema>;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
