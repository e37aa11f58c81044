import "server-only";
import { blogHref, careerHref, newsHref, ROUTE_PREFIXES } from "@/lib/routes";
import { getArticleCached } from "../content/articles";
import { getOpeningCached } from "../careers";
import { detailPage, slugKey } from "../detail-page";
import { listKnownKeysCached } from "./known-keys";

// The editorial detail pages: an article or an opening (its domain's cached read) joined with
// the keys that exist (known-keys, across domains), so an unknown address is a not-found page
// without a database read, and an old spelling redirects to the page's own address.

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

export const careerPage = detailPage({
  prefix: ROUTE_PREFIXES.career,
  keys: [slugKey],
  known: async (url) => (await listKnownKeysCached()).careers.includes(url),
  read: getOpeningCached,
  path: (o) => careerHref(o.url),
});
