import "server-only";
import { inArray, sql } from "drizzle-orm";
import { localDateOf } from "@/lib/format/appointment-time";
import type { Transaction } from "../executor";
import { articles, doctors, galleryCategories, galleryImages, jobOpenings, siteSettings, specialities, testimonials } from "../schema";
import { sanitizeRichHtml } from "../../html/sanitize";
import { getConfig } from "../../config";
import type { SettingKey } from "../../settings/keys";
import { BLOG_SEED } from "./blogs";
import { NEWS_SEED } from "./news";
import { TESTIMONIALS_SEED } from "./testimonials";
import { GALLERY_CATEGORIES_SEED, GALLERY_IMAGES_SEED } from "./gallery";
import { JOB_OPENINGS_SEED } from "./careers";
import { ABOUT_SEED } from "./about";
import { CONTACT_PAGE_SEED } from "./contact-page";
import { PRIVACY_SEED, TERMS_SEED } from "./legal";

const DAY = 86_400_000;

/**
 * The editorial demo content: articles and news, testimonials, the gallery, job openings, and
 * the about, contact, Terms and Privacy pages. Dates are relative to the seed day; rich HTML is
 * stored sanitised, as every save stores it. Idempotent: rows keyed on slugs are skipped when
 * present; testimonials and gallery images (no natural key) only go into empty tables.
 */
export async function seedEditorial(tx: Transaction, now = new Date()): Promise<void> {
  const doctorRows = await tx
    .select({ id: doctors.id, username: doctors.username })
    .from(doctors)
    .where(inArray(doctors.username, [...BLOG_SEED, ...NEWS_SEED].flatMap((a) => [a.doctorUsername, a.review?.doctorUsername].filter((u): u is string => !!u))));
  const doctorId = new Map(doctorRows.map((d) => [d.username, d.id]));
  const timeZone = getConfig().timeZone;

  const allArticles = [...BLOG_SEED, ...NEWS_SEED];
  await tx
    .insert(articles)
    .values(
      allArticles.map((a) => {
        const publishedAt = new Date(now.getTime() - a.publishedDaysAgo * DAY);
        const reviewerId = a.review ? (doctorId.get(a.review.doctorUsername) ?? null) : null;
        return {
          kind: a.kind,
          slug: a.slug,
          title: a.title,
          excerpt: a.excerpt,
          body: sanitizeRichHtml(a.bodyHtml),
          coverImage: a.cover,
          author: a.author,
          doctorId: a.doctorUsername ? (doctorId.get(a.doctorUsername) ?? null) : null,
          doctorRole: a.doctorUsername && doctorId.has(a.doctorUsername) ? (a.doctorRole ?? "author") : null,
          reviewerId,
          reviewedOn: a.review && reviewerId ? localDateOf(new Date(now.getTime() - a.review.daysAgo * DAY), timeZone) : null,
          category: a.category,
          tags: a.tags,
          status: a.status,
          publishedAt: a.status === "published" ? publishedAt : null,
          createdAt: publishedAt,
          updatedAt: publishedAt,
        };
      }),
    )
    .onConflictDoNothing();

  const specialityRows = await tx.select({ id: specialities.id, name: specialities.name }).from(specialities);
  const specialityId = new Map(specialityRows.map((s) => [s.name, s.id]));
  const [{ testimonialCount }] = await tx.select({ testimonialCount: sql<number>`count(*)::int` }).from(testimonials);
  if (testimonialCount === 0) {
    await tx.insert(testimonials).values(
      TESTIMONIALS_SEED.map((t, index) => ({
        name: t.name,
        location: t.location,
        text: t.text,
        rating: t.rating,
        specialityId: specialityId.get(t.speciality) ?? null,
        videoUrl: t.videoUrl ?? null,
        sortOrder: index + 1,
      })),
    );
  }

  await tx
    .insert(galleryCategories)
    .values(GALLERY_CATEGORIES_SEED.map((c, index) => ({ ...c, sortOrder: index + 1 })))
    .onConflictDoNothing();
  const [{ imageCount }] = await tx.select({ imageCount: sql<number>`count(*)::int` }).from(galleryImages);
  if (imageCount === 0) {
    const categories = await tx.select({ id: galleryCategories.id, slug: galleryCategories.slug }).from(galleryCategories);
    const categoryId = new Map(categories.map((c) => [c.slug, c.id]));
    const images = GALLERY_IMAGES_SEED.flatMap((image, index) => {
      const id = categoryId.get(image.category);
      return id ? [{ categoryId: id, title: image.title, alt: image.alt, caption: image.caption, image: image.image, sortOrder: index + 1 }] : [];
    });
    if (images.length) await tx.insert(galleryImages).values(images);
  }

  await tx
    .insert(jobOpenings)
    .values(
      JOB_OPENINGS_SEED.map((j) => ({
        slug: j.slug,
        title: j.title,
        department: j.department,
        location: j.location,
        employmentType: j.employmentType,
        experience: j.experience,
        description: sanitizeRichHtml(j.descriptionHtml),
        salaryMin: j.salary ? j.salary.min * 100 : null,
        salaryMax: j.salary ? j.salary.max * 100 : null,
        postedAt: new Date(now.getTime() - j.postedDaysAgo * DAY),
        closesOn: localDateOf(new Date(now.getTime() + j.closesInDays * DAY), timeZone),
      })),
    )
    .onConflictDoNothing();

  const pages = Object.entries(PAGE_SETTINGS_SEED).map(([key, value]) => ({ key: key as SettingKey, value }));
  await tx.insert(siteSettings).values(pages).onConflictDoNothing();
}

/** The about, contact, Terms and Privacy pages as they are stored (their translations are of these). */
export const PAGE_SETTINGS_SEED = {
  about: ABOUT_SEED,
  contactPage: CONTACT_PAGE_SEED,
  terms: { ...TERMS_SEED, bodyHtml: sanitizeRichHtml(TERMS_SEED.bodyHtml) },
  privacy: { ...PRIVACY_SEED, bodyHtml: sanitizeRichHtml(PRIVACY_SEED.bodyHtml) },
} satisfies Partial<Record<SettingKey, unknown>>;
