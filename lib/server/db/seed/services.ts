import "server-only";
import { z } from "zod";
import { checked, readJson, readText, slug, text, uniqueBy } from "./content";

// The demo services (content/services): their categories, each service's fields in
// services.json, and its write-up in <slug>.md: the overview, then one "## Title" section each
// (plain text, as the service page shows it).

export const serviceCategoryImage = (slug: string) => `/images/services/${slug}.svg`;

/** The categories, in display order; each one's image is serviceCategoryImage(slug). */
export const SERVICE_CATEGORIES_SEED = readJson(
  "services/categories.json",
  z.array(z.strictObject({ slug, name: text, description: text })).superRefine(uniqueBy((c) => c.slug, "slug")),
);

const serviceListSchema = z
  .array(
    z.strictObject({
      slug,
      /** A category's slug. */
      category: slug,
      name: text,
      summary: text,
      heroTitle: text,
      heroDescription: text,
      /** Speciality names this service belongs to. */
      specialities: z.array(text),
      featured: z.boolean().optional(),
    }),
  )
  .superRefine(uniqueBy((s) => s.slug, "slug"));

const writeUpSchema = z.strictObject({
  overview: text,
  sections: z.array(z.strictObject({ title: text, body: text })),
});

/** A write-up's overview (the text before the first "## " heading) and its sections. */
export function readWriteUp(file: string): z.output<typeof writeUpSchema> {
  const [overview, ...parts] = readText(file).split(/^## /m);
  const sections = parts.map((part) => {
    const end = part.indexOf("\n");
    return end < 0 ? { title: part.trim(), body: "" } : { title: part.slice(0, end).trim(), body: part.slice(end).trim() };
  });
  return checked(file, writeUpSchema, { overview: overview.trim(), sections });
}

/** The services, in display order, each with its write-up. */
export const SERVICES_SEED = readJson("services/services.json", serviceListSchema).map((s) => ({ ...s, ...readWriteUp(`services/${s.slug}.md`) }));
