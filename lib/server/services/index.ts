import "server-only";
import { and, asc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { ServiceCategoryRef, ServiceCategoryV1, ServiceHierarchyNode, ServiceRef, ServiceSection, ServiceV1, ServiceV1Detail, ServiceV2, ServiceV2Detail } from "@/lib/contracts/services";
import type { SpecialityRef } from "@/lib/contracts/specialities";
import { withDb, type Executor } from "../db";
import { serviceCategories, services, serviceSpecialities, specialities } from "../db/schema";
import { cachedRead, TAGS } from "../cache";
import { toSpecialityRef, UUID } from "../specialities/refs";
import type { Locale } from "@/lib/i18n/locales";
import { localizeServiceHierarchy } from "../translations/localize";

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const SERVICE_COLUMNS = {
  id: services.id,
  slug: services.slug,
  name: services.name,
  summary: services.summary,
  heroTitle: services.heroTitle,
  heroDescription: services.heroDescription,
  heroImage: services.heroImage,
  overviewDescription: services.overviewDescription,
  categoryId: serviceCategories.id,
  categoryName: serviceCategories.name,
  categorySlug: serviceCategories.slug,
};

type ServiceRow = {
  id: string;
  slug: string;
  name: string;
  summary: string;
  heroTitle: string | null;
  heroDescription: string | null;
  heroImage: string | null;
  overviewDescription: string | null;
  categoryId: string;
  categoryName: string;
  categorySlug: string;
};

type CategoryRow = typeof serviceCategories.$inferSelect;

const toCategoryRef = (row: { categoryId: string; categoryName: string; categorySlug: string }): ServiceCategoryRef => ({
  _id: row.categoryId,
  categoryName: row.categoryName,
  categoryUrl: row.categorySlug,
});

function toServiceRef(row: ServiceRow): ServiceRef {
  return { _id: row.id, serviceName: row.name, serviceUrl: row.slug, category: toCategoryRef(row) };
}

function toServiceV1(row: ServiceRow): ServiceV1 {
  return { _id: row.id, serviceName: row.name, serviceUrl: row.slug, description: row.summary, image: row.heroImage };
}

function toServiceV2(row: ServiceRow): ServiceV2 {
  return {
    _id: row.id,
    serviceName: row.name,
    serviceUrl: row.slug,
    category: toCategoryRef(row),
    hero: { title: row.heroTitle ?? row.name, description: row.heroDescription ?? row.summary, image: row.heroImage },
    overview: { description: row.overviewDescription },
  };
}

/** Active services of active categories, in display order. */
function selectPublicServices(db: Executor, where?: SQL) {
  return db
    .select(SERVICE_COLUMNS)
    .from(services)
    .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
    .where(and(eq(services.isActive, true), eq(serviceCategories.isActive, true), where))
    .orderBy(asc(serviceCategories.sortOrder), asc(services.sortOrder), asc(services.name));
}

async function listActiveCategories(db: Executor): Promise<CategoryRow[]> {
  return db
    .select()
    .from(serviceCategories)
    .where(eq(serviceCategories.isActive, true))
    .orderBy(asc(serviceCategories.sortOrder), asc(serviceCategories.name));
}

/** Categories with their services; a category without active services is left out. */
function groupByCategory<S>(categories: CategoryRow[], rows: ServiceRow[], shape: (row: ServiceRow) => S) {
  return categories
    .map((c) => ({
      _id: c.id,
      categoryName: c.name,
      categoryUrl: c.slug,
      description: c.description,
      image: c.image,
      services: rows.filter((r) => r.categoryId === c.id).map(shape),
    }))
    .filter((c) => c.services.length > 0);
}

async function specialityRefsOfService(db: Executor, serviceId: string): Promise<SpecialityRef[]> {
  const rows = await db
    .select({ id: specialities.id, name: specialities.name, slug: specialities.slug })
    .from(serviceSpecialities)
    .innerJoin(specialities, eq(specialities.id, serviceSpecialities.specialityId))
    .where(and(eq(serviceSpecialities.serviceId, serviceId), eq(specialities.isActive, true)))
    .orderBy(asc(specialities.sortOrder));
  return rows.map(toSpecialityRef);
}

async function sectionsOf(db: Executor, serviceId: string): Promise<ServiceSection[]> {
  const [row] = await db.select({ sections: services.sections }).from(services).where(eq(services.id, serviceId));
  return row?.sections ?? [];
}

// ---------------------------------------------------------------- v1

/** v1: every active category with its services (`/web/service/mapped-by-category`). */
export async function listServicesV1ByCategory(db: Executor): Promise<ServiceCategoryV1[]> {
  const [categories, rows] = await Promise.all([listActiveCategories(db), selectPublicServices(db)]);
  return groupByCategory(categories, rows, toServiceV1);
}

/** A v1 service's own record: the detail without the doctors (lib/server/compose adds them). */
export type ServiceV1Record = Omit<ServiceV1Detail, "doctors">;

/**
 * v1: one service by its category (url slug or name, case-insensitive) and id
 * (`GET /web/service/{category}/{id}`); null when unknown, inactive or in another category.
 */
export async function getServiceV1Record(db: Executor, category: string, id: string): Promise<ServiceV1Record | null> {
  const key = category.trim();
  if (!UUID.test(id) || !key) return null;
  const inCategory = or(eq(serviceCategories.slug, key.toLowerCase()), eq(sql`lower(${serviceCategories.name})`, key.toLowerCase()));
  const [row] = await selectPublicServices(db, and(eq(services.id, id), inCategory)).limit(1);
  if (!row) return null;
  const [sections, specialityRefs] = await Promise.all([sectionsOf(db, row.id), specialityRefsOfService(db, row.id)]);
  return {
    ...toServiceV1(row),
    category: toCategoryRef(row),
    overview: { description: row.overviewDescription },
    sections,
    specialities: specialityRefs,
  };
}

// ---------------------------------------------------------------- v2

/** v2: every public service, flat (`/web/v2/service/list-public`). */
export async function listPublicServicesV2(db: Executor): Promise<ServiceV2[]> {
  return (await selectPublicServices(db)).map(toServiceV2);
}

/** v2: categories with their services (`/web/v2/service/mapped-hierarchy`). */
export async function getServiceHierarchy(db: Executor): Promise<ServiceHierarchyNode[]> {
  const [categories, rows] = await Promise.all([listActiveCategories(db), selectPublicServices(db)]);
  return groupByCategory(categories, rows, toServiceV2);
}

/** A v2 service's own record: the detail without the doctors (lib/server/compose adds them). */
export type ServiceV2Record = Omit<ServiceV2Detail, "relatedDoctors">;

/** v2: one service by its url slug with sections and specialities; null when unknown. */
export async function getServiceV2Record(db: Executor, slug: string): Promise<ServiceV2Record | null> {
  const key = slug.trim().toLowerCase();
  if (!SLUG.test(key)) return null;
  const [row] = await selectPublicServices(db, eq(services.slug, key)).limit(1);
  if (!row) return null;
  const [sections, relatedSpecialities] = await Promise.all([sectionsOf(db, row.id), specialityRefsOfService(db, row.id)]);
  return { ...toServiceV2(row), sections, relatedSpecialities };
}

/**
 * Every key the public service pages can name: v2 by slug ("mri-scan"), v1 by its category's
 * slug or name and its id ("diagnostics-imaging|<id>", "diagnostics & imaging|<id>"), lower-cased.
 */
export async function listServiceKeys(db: Executor): Promise<{ v1: string[]; v2: string[] }> {
  const rows = await db
    .select({ id: services.id, slug: services.slug, categorySlug: serviceCategories.slug, categoryName: serviceCategories.name })
    .from(services)
    .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
    .where(and(eq(services.isActive, true), eq(serviceCategories.isActive, true)));
  return {
    v2: rows.map((r) => r.slug.toLowerCase()),
    v1: rows.flatMap((r) => [r.categorySlug, r.categoryName].map((c) => `${c.trim().toLowerCase()}|${r.id.toLowerCase()}`)),
  };
}

/** Featured services for the home page. */
export async function listFeaturedServices(db: Executor, limit = 6): Promise<ServiceV2[]> {
  const rows = await selectPublicServices(db, eq(services.isFeatured, true)).limit(Math.min(Math.max(Math.trunc(limit), 1), 100));
  return rows.map(toServiceV2);
}

/** Services linked to any of the given specialities, in display order. */
async function listServiceRowsForSpecialities(db: Executor, specialityIds: string[]): Promise<ServiceRow[]> {
  if (!specialityIds.length) return [];
  const linked = db
    .select({ id: serviceSpecialities.serviceId })
    .from(serviceSpecialities)
    .where(inArray(serviceSpecialities.specialityId, specialityIds));
  return selectPublicServices(db, inArray(services.id, linked));
}

export async function listServicesForSpecialities(db: Executor, specialityIds: string[]): Promise<ServiceV2[]> {
  return (await listServiceRowsForSpecialities(db, specialityIds)).map(toServiceV2);
}

export async function listServiceRefsForSpecialities(db: Executor, specialityIds: string[]): Promise<ServiceRef[]> {
  return (await listServiceRowsForSpecialities(db, specialityIds)).map(toServiceRef);
}

const SERVICE_TAGS = [TAGS.services];

export const listServicesV1ByCategoryCached = cachedRead(withDb(listServicesV1ByCategory), "services-v1-by-category", SERVICE_TAGS);

/** The v2 hierarchy in a language: the list page's (English is getServiceHierarchy's). */
export const getServiceHierarchyInCached = cachedRead(
  withDb(async (db, locale: Locale) => localizeServiceHierarchy(db, locale, await getServiceHierarchy(db))),
  "services-v2-hierarchy-in",
  SERVICE_TAGS,
);
