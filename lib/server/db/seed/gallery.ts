import "server-only";
import { z } from "zod";
import { readJson, slug, text, uniqueBy } from "./content";

const galleryCategoryListSchema = z.array(z.strictObject({ slug, name: text, description: text })).superRefine(uniqueBy((c) => c.slug, "slug"));

const galleryImageListSchema = z.array(
  z.strictObject({
    /** A gallery category's slug. */
    category: slug,
    /** "/images/gallery/<name>.svg": generated SVG art, 1200×800. */
    image: text,
    title: text,
    /** What a blind visitor needs to know of the picture, in one sentence. */
    alt: text,
    caption: text,
  }),
);

/** The demo gallery (content/gallery): its categories and images, in display order. */
export const GALLERY_CATEGORIES_SEED = readJson("gallery/categories.json", galleryCategoryListSchema);
export const GALLERY_IMAGES_SEED = readJson("gallery/images.json", galleryImageListSchema);
