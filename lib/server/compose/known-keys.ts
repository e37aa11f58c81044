import "server-only";
import { cachedRead, TAGS } from "../cache";
import { withDb, type Executor } from "../db";
import { listActiveUsernames } from "../doctors/queries";
import { listServiceKeys } from "../services";
import { listSpecialityKeys } from "../specialities";
import { listArticleKeys } from "../content/articles";
import { listOpeningKeys } from "../careers";
import { listGalleryCategories } from "../content/gallery";

/**
 * Every key a detail page's address can name a record by, lower-cased. Detail pages check a
 * key here before they read (or cache) anything by it: what a visitor types or guesses that
 * names nothing never reaches a per-key read, so those reads cache only records that exist,
 * and a record that goes away leaves this list on the next write (tags) or within 300 s.
 */
export interface KnownKeys {
  doctors: string[];
  specialities: string[];
  servicesV1: string[];
  servicesV2: string[];
  blogs: string[];
  news: string[];
  careers: string[];
  galleryCategories: string[];
}

export async function listKnownKeys(db: Executor): Promise<KnownKeys> {
  const now = new Date();
  const [doctors, specialities, services, blogs, news, careers, gallery] = await Promise.all([
    listActiveUsernames(db),
    listSpecialityKeys(db),
    listServiceKeys(db),
    listArticleKeys(db, "blog", now),
    listArticleKeys(db, "news", now),
    listOpeningKeys(db),
    listGalleryCategories(db),
  ]);
  return {
    doctors,
    specialities,
    servicesV1: services.v1,
    servicesV2: services.v2,
    blogs: blogs.map((b) => b.url),
    news: news.map((n) => n.url),
    careers: careers.map((c) => c.url),
    galleryCategories: gallery.map((g) => g.slug),
  };
}

export const listKnownKeysCached = cachedRead(withDb(listKnownKeys), "known-keys", [TAGS.doctors, TAGS.specialities, TAGS.services, TAGS.articles, TAGS.careers, TAGS.gallery]);
