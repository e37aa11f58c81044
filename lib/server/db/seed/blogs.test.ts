import { readingMinutes, wordCount } from "@/lib/text/reading-time";
import { blogHref, doctorHref, ROUTES, serviceV2Href, specialityHref } from "@/lib/routes";
import { sanitizeRichHtml } from "../../html/sanitize";
import { BLOG_SEED } from "./blogs";
import { DOCTORS_SEED, doctorUsername } from "./doctors";
import { SERVICES_SEED } from "./services";
import { SPECIALITIES_SEED } from "./specialities";

// The demo blog: articles of a believable length, each medically reviewed by another
// seeded doctor of its field, linking only to pages the site has, never repeating its cover.

const PUBLISHED = BLOG_SEED.filter((a) => a.status === "published");

/** The specialities whose doctors may review each article: a judgement, written down here. */
const FITTING: Record<string, string[]> = {
  "heart-attack-warning-signs": ["Cardiology", "Emergency Medicine"],
  "blood-pressure-at-home": ["Cardiology", "Internal Medicine"],
  "monsoon-fevers-in-children": ["Paediatrics"],
  "thyroid-and-pregnancy": ["Endocrinology", "Obstetrics & Gynaecology"],
  "diabetes-during-festivals": ["Endocrinology", "Internal Medicine"],
  "heat-stroke-prevention": ["Emergency Medicine", "Critical Care", "Internal Medicine"],
  "knee-replacement-recovery": ["Orthopaedics", "Physiotherapy & Rehabilitation"],
  "back-pain-at-the-desk": ["Orthopaedics", "Physiotherapy & Rehabilitation", "Neurosurgery"],
  "snoring-and-sleep-apnoea": ["Sleep Medicine", "Pulmonology", "ENT (Ear, Nose & Throat)"],
  "exam-stress-in-teenagers": ["Psychiatry"],
  "preparing-for-your-hospital-visit": ["Internal Medicine"],
  "when-to-go-to-the-emergency-department": ["Emergency Medicine"],
};

const doctorsByUsername = new Map(DOCTORS_SEED.map((d) => [doctorUsername(d.name), d]));

/** Every address an article may link to: the site's pages that the seed fills. */
const SITE_PATHS = new Set([
  ROUTES.appointment,
  ROUTES.contactUs,
  ROUTES.doctorList,
  ROUTES.specialityList,
  ROUTES.blogList,
  ...SPECIALITIES_SEED.flatMap((s) => (s.slug ? [specialityHref({ _id: "", specialityUrl: s.slug })] : [])),
  ...[...doctorsByUsername.keys()].map(doctorHref),
  ...SERVICES_SEED.map((s) => serviceV2Href(s.slug)),
  ...PUBLISHED.map((a) => blogHref(a.slug)),
]);

describe("BLOG_SEED", () => {
  it("publishes twelve articles with unique slugs and short excerpts", () => {
    expect(PUBLISHED).toHaveLength(12);
    expect(new Set(BLOG_SEED.map((a) => a.slug)).size).toBe(BLOG_SEED.length);
    for (const a of BLOG_SEED) expect({ slug: a.slug, excerpt: a.excerpt.length <= 200 }).toEqual({ slug: a.slug, excerpt: true });
  });

  it.each(PUBLISHED.map((a) => [a.slug, a] as const))("%s has 600 to 1,200 words (3 to 6 min read), sub-headings and a part on when to see a doctor", (_slug, a) => {
    const stored = sanitizeRichHtml(a.bodyHtml);
    const words = wordCount(stored);
    expect(words).toBeGreaterThanOrEqual(600);
    expect(words).toBeLessThanOrEqual(1200);
    expect(readingMinutes(stored)).toBe(Math.ceil(words / 200));
    expect(readingMinutes(stored)).toBeGreaterThanOrEqual(3);
    expect(readingMinutes(stored)).toBeLessThanOrEqual(6);
    expect(stored.match(/<h2>/g)?.length ?? 0).toBeGreaterThanOrEqual(4);
    expect(stored).toMatch(/<h2>When [^<]+<\/h2>/);
    // Nothing the sanitiser drops: what the seed says is what visitors read.
    expect(wordCount(a.bodyHtml)).toBe(words);
  });

  it.each(PUBLISHED.map((a) => [a.slug, a] as const))("%s is reviewed by another seeded doctor of a fitting speciality, on or before its publication", (slug, a) => {
    expect(a.review).toBeDefined();
    const { doctorUsername: reviewer, daysAgo } = a.review!;
    const doctor = doctorsByUsername.get(reviewer);
    expect(doctor).toBeDefined();
    expect(reviewer).not.toBe(a.doctorUsername);
    expect(doctor!.specialities.filter((s) => FITTING[slug].includes(s))).not.toEqual([]);
    expect(daysAgo).toBeGreaterThanOrEqual(a.publishedDaysAgo);
    // One way to name the reviewer: not also as the doctor with the part "reviewer".
    expect(a.doctorRole).not.toBe("reviewer");
    if (a.doctorUsername) expect(doctorsByUsername.has(a.doctorUsername)).toBe(true);
  });

  it.each(PUBLISHED.map((a) => [a.slug, a] as const))("%s links only to the site's own pages that exist, never to itself, and never shows its cover again", (slug, a) => {
    const hrefs = [...a.bodyHtml.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs.length).toBeGreaterThanOrEqual(3);
    expect(hrefs.filter((href) => !SITE_PATHS.has(href))).toEqual([]);
    expect(hrefs).not.toContain(blogHref(slug));
    expect(a.bodyHtml).not.toContain(a.cover);
    expect(a.bodyHtml).not.toMatch(/<img\b/);
  });
});
