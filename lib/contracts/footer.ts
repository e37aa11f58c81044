// The footer (`/web/footer/get`, SPEC.md section 3). It is a site setting: the schema
// validates what is stored and gives the type.
import { z } from "zod";
import { isLinkTarget, isVideoAddress, isWebAddress, LINK_TARGET_MESSAGE } from "./links";

export { isVideoAddress };

export const SOCIAL_PLATFORMS = ["facebook", "instagram", "youtube", "twitter", "linkedin"] as const;

/**
 * The footer's link parts. `strict` (a write): an address that breaks the link rule is refused
 * with its message. Not strict (reading what is stored): such a link shows as plain text and
 * such a social account is left out, so a footer stored before a rule was tightened keeps
 * everything else rather than falling back whole to the default.
 */
function linkParts(strict: boolean) {
  const url = strict
    ? z
        .string()
        .nullable()
        .refine((value) => !value || isLinkTarget(value), LINK_TARGET_MESSAGE)
    : z
        .string()
        .nullable()
        .transform((value) => (value && isLinkTarget(value) ? value : null));
  const socialUrl = strict
    ? z.string().refine((value) => isWebAddress(value), "must be a web address starting with https://")
    : z.string().transform((value) => (isWebAddress(value) ? value : ""));
  const footerLinkSchema = z.object({
    _id: z.string(),
    label: z.string(),
    /** Empty or null for an entry shown as plain text (e.g. "Medical Disclaimer"). */
    url,
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
    url: socialUrl,
    label: z.string(),
    isActive: z.boolean(),
    isExternal: z.boolean(),
  });
  return { footerLinkSchema, navigationSectionSchema, socialLinkSchema };
}

const contactItemSchema = z.object({ label: z.string(), value: z.string(), enabled: z.boolean() });

const footerSchema = (strict: boolean) => {
  const { footerLinkSchema, navigationSectionSchema, socialLinkSchema } = linkParts(strict);
  return z.object({
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
};

/** What a write of the footer must pass (the console's save, the staff door). */
export const footerSettingsSchema = footerSchema(true);
/** How a stored footer is read (linkParts): a link that breaks today's rule is left out, never the whole footer. */
export const storedFooterSchema = footerSchema(false);

export type FooterSettings = z.output<typeof footerSettingsSchema>;
export type FooterLink = FooterNavigationSection["links"][number];
export type FooterNavigationSection = FooterSettings["navigationSections"][number];
export type FooterSocialLink = FooterSettings["socialMedia"]["links"][number];
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
