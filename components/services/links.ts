import type { ServiceCategoryRef } from "@/lib/contracts/services";
import { specialityKey, type SpecialityRef } from "@/lib/contracts/specialities";

// Addresses of the clinical pages, built in one place so lists, details, JSON-LD and the
// sitemap tests agree. Pure: used by server components and unit-tested in jsdom.

/** The v2 service page; /service/detail/:slug shows the same page and points here as canonical. */
export function serviceV2Href(slug: string): string {
  return `/service-v2/detail/${encodeURIComponent(slug)}`;
}

/** The v1 service page: /service/:categoryname/:id with the category's url slug. */
export function serviceV1Href(category: Pick<ServiceCategoryRef, "categoryUrl">, id: string): string {
  return `/service/${encodeURIComponent(category.categoryUrl)}/${encodeURIComponent(id)}`;
}

/** The id of a category's section on the service list pages (an in-page anchor). */
export function categoryAnchorId(category: Pick<ServiceCategoryRef, "categoryUrl">): string {
  const slug = category.categoryUrl
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `category-${slug || "other"}`;
}

/** The booking page, with the speciality preselected when one is known. */
export function appointmentHref(speciality?: Pick<SpecialityRef, "_id" | "specialityUrl"> | null): string {
  return speciality ? `/appointment?${new URLSearchParams({ speciality: specialityKey(speciality) })}` : "/appointment";
}

/** A route segment as text; a malformed %-escape gives null (an unknown address), never a thrown error. */
export function decodeSegment(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** A CSS url() for an inline style, the path quoted so no character in it can end the declaration. */
export function cssUrl(path: string): string {
  return `url(${JSON.stringify(path)})`;
}
