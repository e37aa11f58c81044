import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { SitemapEntry } from "@/lib/contracts/sitemap";
import { blogHref, careerHref, doctorHref, newsHref, serviceV1Href, serviceV2Href, specialityHref } from "@/lib/routes";
import { listArticleKeys } from "../content/articles";
import { listOpeningKeys } from "../careers";
import { hospitalToday } from "../content/pages";
import { withDb, type Executor } from "../db";
import { doctors, serviceCategories, services, specialities } from "../db/schema";
import { cachedRead, TAGS } from "../cache";

const iso = (date: Date) => date.toISOString();

/**
 * Every public page address the database holds, with the time its record last changed:
 * speciality pages (slug, else id: the same rule as every link), doctor profiles, and service pages in both the v1
 * (/service/:category/:id) and v2 (/service-v2/detail/:slug) forms. Static pages are the
 * sitemap's own business. Times are ISO strings so the cached copy survives serialisation.
 */
export async function listSitemapEntries(db: Executor): Promise<SitemapEntry[]> {
  const now = new Date();
  const [specialityRows, doctorRows, serviceRows, blogRows, newsRows, careerRows] = await Promise.all([
    db
      .select({ id: specialities.id, slug: specialities.slug, updatedAt: specialities.updatedAt })
      .from(specialities)
      .where(eq(specialities.isActive, true))
      .orderBy(asc(specialities.sortOrder), asc(specialities.name)),
    db
      .select({ username: doctors.username, updatedAt: doctors.updatedAt })
      .from(doctors)
      .where(eq(doctors.isActive, true))
      .orderBy(asc(doctors.username)),
    db
      .select({
        id: services.id,
        slug: services.slug,
        categorySlug: serviceCategories.slug,
        updatedAt: services.updatedAt,
        categoryUpdatedAt: serviceCategories.updatedAt,
      })
      .from(services)
      .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
      .where(and(eq(services.isActive, true), eq(serviceCategories.isActive, true)))
      .orderBy(asc(serviceCategories.sortOrder), asc(services.sortOrder)),
    listArticleKeys(db, "blog", now),
    listArticleKeys(db, "news", now),
    listOpeningKeys(db, hospitalToday(now)),
  ]);
  return [
    ...specialityRows.map((s): SitemapEntry => ({
      path: specialityHref({ _id: s.id, specialityUrl: s.slug }),
      lastModified: iso(s.updatedAt),
      kind: "speciality",
    })),
    ...doctorRows.map((d): SitemapEntry => ({ path: doctorHref(d.username), lastModified: iso(d.updatedAt), kind: "doctor" })),
    ...serviceRows.flatMap((s): SitemapEntry[] => {
      const lastModified = iso(s.updatedAt > s.categoryUpdatedAt ? s.updatedAt : s.categoryUpdatedAt);
      return [
        { path: serviceV1Href({ categoryUrl: s.categorySlug }, s.id), lastModified, kind: "service-v1" },
        { path: serviceV2Href(s.slug), lastModified, kind: "service-v2" },
      ];
    }),
    ...blogRows.map((b): SitemapEntry => ({ path: blogHref(b.url), lastModified: iso(b.updatedAt), kind: "blog" })),
    ...newsRows.map((n): SitemapEntry => ({ path: newsHref(n.url), lastModified: iso(n.updatedAt), kind: "news" })),
    ...careerRows.map((c): SitemapEntry => ({ path: careerHref(c.url), lastModified: iso(c.updatedAt), kind: "career" })),
  ];
}

export const listSitemapEntriesCached = cachedRead(withDb(listSitemapEntries), "sitemap-entries", [
  TAGS.specialities,
  TAGS.doctors,
  TAGS.services,
  TAGS.articles,
  TAGS.careers,
]);
