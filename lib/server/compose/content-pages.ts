import "server-only";
import type { ArticleKind } from "@/lib/contracts/content";
import { blogHref, careerHref, newsHref, ROUTE_PREFIXES } from "@/lib/routes";
import { cachedRead, TAGS } from "../cache";
import { withDb } from "../db";
import { getArticle, latestArticles, listArticles } from "../content/articles";
import { listGalleryCategories, listGalleryImages, listTestimonials } from "../content/gallery";
import { getContactPage, getLegalPage, hospitalToday } from "../content/pages";
import { getOpening, listOpenings } from "../careers";
import { getSetting } from "../settings";
import { detailPage, slugKey } from "../detail-page";
import { listKnownKeysCached } from "./known-keys";

// The cached reads of the editorial pages (300 s, expired by their tags). Arguments are
// bounded: a list page by kind, page and a category the page checked exists; free-text search
// is read per request (listArticles, uncached); a detail by a key known-keys lists.

export const listArticlesCached = cachedRead(
  withDb((db, kind: ArticleKind, page: number, category: string | null) => listArticles(db, kind, { page, limit: 9, category: category ?? undefined, search: undefined }, new Date())),
  "articles-list",
  [TAGS.articles],
);

export const latestArticlesCached = cachedRead(withDb((db, kind: ArticleKind, limit: number) => latestArticles(db, kind, limit, new Date())), "articles-latest", [TAGS.articles]);

const getArticleCached = cachedRead(withDb((db, url: string) => getArticle(db, url, new Date())), "article", [TAGS.articles, TAGS.doctors]);

export const blogPage = detailPage({
  prefix: ROUTE_PREFIXES.blog,
  keys: [slugKey],
  known: async (url) => (await listKnownKeysCached()).blogs.includes(url),
  read: getArticleCached,
  path: (a) => blogHref(a.url),
});

export const newsPage = detailPage({
  prefix: ROUTE_PREFIXES.news,
  keys: [slugKey],
  known: async (url) => (await listKnownKeysCached()).news.includes(url),
  read: getArticleCached,
  path: (a) => newsHref(a.url),
});

export const listGalleryCategoriesCached = cachedRead(withDb(listGalleryCategories), "gallery-categories", [TAGS.gallery]);
export const listGalleryImagesCached = cachedRead(withDb((db, category: string | null) => listGalleryImages(db, category ?? undefined)), "gallery-images", [TAGS.gallery]);
export const listTestimonialsCached = cachedRead(withDb((db) => listTestimonials(db)), "testimonials", [TAGS.testimonials, TAGS.specialities]);

export const getAboutCached = cachedRead(withDb((db) => getSetting(db, "about")), "about", [TAGS.pages]);
export const getContactPageCached = cachedRead(withDb(getContactPage), "contact-page", [TAGS.pages, TAGS.contact]);
export const getLegalPageCached = cachedRead(withDb(getLegalPage), "legal-page", [TAGS.pages]);

/** Every active opening (the page filters them: department and location come from the address). */
export const listOpeningsCached = cachedRead(withDb((db) => listOpenings(db, {}, hospitalToday())), "careers-list", [TAGS.careers]);

const getOpeningCached = cachedRead(withDb((db, url: string) => getOpening(db, url, hospitalToday())), "career", [TAGS.careers]);

export const careerPage = detailPage({
  prefix: ROUTE_PREFIXES.career,
  keys: [slugKey],
  known: async (url) => (await listKnownKeysCached()).careers.includes(url),
  read: getOpeningCached,
  path: (o) => careerHref(o.url),
});
