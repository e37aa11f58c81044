// The footer (`/web/footer/get`, SPEC.md section 3). It is a site setting declared once with the
// console's other collections (lib/contracts/collections): its fields give the write schema,
// the forgiving read schema and the type. Stored and answered, a link shown as plain text has
// the url null (docs/API.md); the console's form holds it as empty text. The two adapters below
// are the only difference between the form and what is stored.
import type { z } from "zod";
import type { CollectionValues } from "./collections";
import type { footerLinkSchema, footerNavigationSectionSchema, footerSettingsSchema } from "./site-answers";
import { isLinkTarget, isVideoAddress, isWebAddress } from "./links";

export { isVideoAddress };

export const SOCIAL_PLATFORMS = ["facebook", "instagram", "youtube", "twitter", "linkedin"] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** The footer as the console's form holds it (its declaration in lib/contracts/collections). */
type FooterForm = CollectionValues<"footer">;
type FormLink = FooterForm["legalSection"]["links"][number];

/** A footer link: `url` null for an entry shown as plain text (e.g. "Medical Disclaimer"). */
export type FooterLink = z.infer<typeof footerLinkSchema>;
export type FooterNavigationSection = z.infer<typeof footerNavigationSectionSchema>;
export type FooterSocialLink = FooterForm["socialMedia"]["links"][number];
/** `/web/footer/get`: the stored footer (its description may hold {specialityCount} and {doctorCount}, its copyright {year}). */
export type FooterSettings = z.infer<typeof footerSettingsSchema>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const linksToForm = (links: unknown) => (Array.isArray(links) ? links.map((link) => (isRecord(link) && link.url === null ? { ...link, url: "" } : link)) : links);

/** A stored footer as the form holds it: a plain-text link's null url is empty text. */
export function footerToForm(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const sections = value.navigationSections;
  const legal = value.legalSection;
  return {
    ...value,
    navigationSections: Array.isArray(sections) ? sections.map((s) => (isRecord(s) ? { ...s, links: linksToForm(s.links) } : s)) : sections,
    legalSection: isRecord(legal) ? { ...legal, links: linksToForm(legal.links) } : legal,
  };
}

/**
 * The form's footer as stored. A write has passed the fields' rules already, so this only turns
 * an empty link into plain text (null). A stored footer read forgivingly passes here too: a link
 * that breaks today's rule shows as plain text, such a social account and such a video are left
 * out (an empty address the footer skips), and everything else stays.
 */
export function footerToStored(form: FooterForm): FooterSettings {
  const link = (l: FormLink): FooterLink => ({ ...l, url: l.url && isLinkTarget(l.url) ? l.url : null });
  const videoUrl = form.videoSection.videoUrl.trim();
  return {
    ...form,
    navigationSections: form.navigationSections.map((section) => ({ ...section, links: section.links.map(link) })),
    socialMedia: { ...form.socialMedia, links: form.socialMedia.links.map((s) => ({ ...s, url: isWebAddress(s.url) ? s.url : "" })) },
    videoSection: { ...form.videoSection, videoUrl: isVideoAddress(videoUrl) ? videoUrl : "" },
    legalSection: { ...form.legalSection, links: form.legalSection.links.map(link) },
  };
}
