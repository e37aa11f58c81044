import type { ServiceCategoryRef } from "@/lib/contracts/services";

/** The id of a category's section on the service list pages (an in-page anchor). */
export function categoryAnchorId(category: Pick<ServiceCategoryRef, "categoryUrl">): string {
  const slug = category.categoryUrl
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `category-${slug || "other"}`;
}
