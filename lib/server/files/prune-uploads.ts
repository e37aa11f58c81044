import "server-only";
import { like, sql } from "drizzle-orm";
import type { Executor } from "../db";
import { articles, doctors, galleryImages, jobOpenings, serviceCategories, services, siteSettings, specialities } from "../db/schema";
import { publicUploads } from "./storage";
import { listPublicUploads, ORPHAN_UPLOAD_GRACE_MS } from "./images";

/**
 * Uploads nothing points at are deleted once they are a day old (docs/console.md): an
 * editor who uploaded a picture and then chose another, or left the form unsaved, leaves one
 * behind, and public uploads must not grow without bound. A day gives an open form time to be
 * saved. Referenced means named by an image column, a site setting or rich text.
 */
const UPLOAD_PATH = /\/public\/[a-z0-9][a-z0-9-]{0,80}\.[a-z0-9]{1,8}/g;

async function referencedUploads(db: Executor): Promise<Set<string>> {
  const found = new Set<string>();
  const add = (text: string | null) => {
    for (const match of text?.match(UPLOAD_PATH) ?? []) found.add(match);
  };
  const columns = await Promise.all([
    db.select({ v: doctors.photo }).from(doctors).where(like(doctors.photo, "/public/%")),
    db.select({ v: specialities.thumbnailImage }).from(specialities).where(like(specialities.thumbnailImage, "/public/%")),
    db.select({ v: serviceCategories.image }).from(serviceCategories).where(like(serviceCategories.image, "/public/%")),
    db.select({ v: services.heroImage }).from(services).where(like(services.heroImage, "/public/%")),
    db.select({ v: articles.coverImage }).from(articles).where(like(articles.coverImage, "/public/%")),
    db.select({ v: galleryImages.image }).from(galleryImages).where(like(galleryImages.image, "/public/%")),
    db.select({ v: articles.body }).from(articles).where(like(articles.body, "%/public/%")),
    db.select({ v: jobOpenings.description }).from(jobOpenings).where(like(jobOpenings.description, "%/public/%")),
    db
      .select({ v: sql<string>`${siteSettings.value}::text` })
      .from(siteSettings)
      .where(sql`${siteSettings.value}::text like '%/public/%'`),
  ]);
  for (const rows of columns) for (const row of rows) add(row.v);
  return found;
}

/** Deletes public uploads older than a day that nothing references; answers how many went. */
export async function pruneOrphanUploads(db: Executor, now: Date): Promise<number> {
  const cutoff = now.getTime() - ORPHAN_UPLOAD_GRACE_MS;
  const old = (await listPublicUploads()).filter((u) => u.modifiedAt.getTime() < cutoff);
  if (!old.length) return 0;
  const referenced = await referencedUploads(db);
  let removed = 0;
  for (const upload of old) {
    if (referenced.has(upload.path)) continue;
    await publicUploads.remove(upload.key);
    removed++;
  }
  return removed;
}
