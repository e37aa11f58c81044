import "server-only";
import { and, asc, count, eq } from "drizzle-orm";
import type { GalleryCategory, GalleryImage, Testimonial } from "@/lib/contracts/content";
import { withDb, type Executor } from "../db";
import { galleryCategories, galleryImages, specialities, testimonials } from "../db/schema";
import { cachedRead, TAGS } from "../cache";

/** Active categories in display order, with how many active images each holds (empty ones left out). */
export async function listGalleryCategories(db: Executor): Promise<GalleryCategory[]> {
  const rows = await db
    .select({ id: galleryCategories.id, slug: galleryCategories.slug, name: galleryCategories.name, description: galleryCategories.description, count: count(galleryImages.id) })
    .from(galleryCategories)
    .innerJoin(galleryImages, and(eq(galleryImages.categoryId, galleryCategories.id), eq(galleryImages.isActive, true)))
    .where(eq(galleryCategories.isActive, true))
    .groupBy(galleryCategories.id)
    .orderBy(asc(galleryCategories.sortOrder), asc(galleryCategories.name));
  return rows.map((r) => ({ _id: r.id, slug: r.slug, name: r.name, description: r.description, count: Number(r.count) }));
}

/** Active images of active categories (one category by its slug, or all), in display order. */
export async function listGalleryImages(db: Executor, category?: string): Promise<GalleryImage[]> {
  const conditions = [eq(galleryImages.isActive, true), eq(galleryCategories.isActive, true)];
  if (category) conditions.push(eq(galleryCategories.slug, category.toLowerCase()));
  const rows = await db
    .select({ image: galleryImages, category: { id: galleryCategories.id, slug: galleryCategories.slug, name: galleryCategories.name } })
    .from(galleryImages)
    .innerJoin(galleryCategories, eq(galleryCategories.id, galleryImages.categoryId))
    .where(and(...conditions))
    .orderBy(asc(galleryCategories.sortOrder), asc(galleryImages.sortOrder), asc(galleryImages.title));
  return rows.map(({ image, category: c }) => ({ _id: image.id, title: image.title, alt: image.alt, caption: image.caption, image: image.image, category: { _id: c.id, slug: c.slug, name: c.name } }));
}

/** Active testimonials in display order, optionally of one speciality (its slug or id). */
export async function listTestimonials(db: Executor, options: { speciality?: string; limit?: number } = {}): Promise<Testimonial[]> {
  const conditions = [eq(testimonials.isActive, true)];
  const rows = await db
    .select({ t: testimonials, s: { id: specialities.id, name: specialities.name, slug: specialities.slug } })
    .from(testimonials)
    .leftJoin(specialities, eq(specialities.id, testimonials.specialityId))
    .where(and(...conditions))
    .orderBy(asc(testimonials.sortOrder), asc(testimonials.createdAt));
  const key = options.speciality?.toLowerCase();
  return rows
    .filter((r) => !key || r.s?.slug === key || r.s?.id === key)
    .slice(0, options.limit ?? 100)
    .map(({ t, s }) => ({
      _id: t.id,
      name: t.name,
      location: t.location,
      text: t.text,
      rating: t.rating,
      speciality: s?.id ? { _id: s.id, specialityName: s.name!, specialityUrl: s.slug } : null,
      videoUrl: t.videoUrl,
    }));
}

export const listGalleryCategoriesCached = cachedRead(withDb(listGalleryCategories), "gallery-categories", [TAGS.gallery]);
export const listGalleryImagesCached = cachedRead(withDb((db, category: string | null) => listGalleryImages(db, category ?? undefined)), "gallery-images", [TAGS.gallery]);
/** Testimonials name their speciality, so a speciality's change expires them too. */
export const listTestimonialsCached = cachedRead(withDb((db) => listTestimonials(db)), "testimonials", [TAGS.testimonials, TAGS.specialities]);
