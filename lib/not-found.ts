// What a visitor sees when an address names nothing: which kind of record was missing
// decides the heading and the ways on (the words: lib/i18n/messages/<lang>/notFound.json). Pure: the root not-found page (server) and each
// detail route's own not-found file (client navigations) use the same table.
import { ROUTE_PREFIXES, ROUTES } from "@/lib/routes";
import { withoutLocale } from "@/lib/i18n/paths";

export type MissingKind = "page" | "doctor" | "speciality" | "service" | "article" | "news" | "career" | "shortLink";

/**
 * The list a visitor most likely wanted when a record is missing, first among the ways on (its
 * words are the not-found catalogue's, kinds.<kind>.list).
 */
export const MISSING_LIST: Partial<Record<MissingKind, string>> = {
  doctor: ROUTES.doctorList,
  speciality: ROUTES.specialityList,
  service: ROUTES.servicesV2,
  article: ROUTES.blogList,
  news: ROUTES.news,
  career: ROUTES.career,
};

/** The fixed first part of each detail route, and the kind of record it names. */
const KIND_BY_PREFIX: Record<string, MissingKind> = {
  [ROUTE_PREFIXES.doctor]: "doctor",
  [ROUTE_PREFIXES.speciality]: "speciality",
  [ROUTE_PREFIXES.serviceV1]: "service",
  [ROUTE_PREFIXES.serviceV2]: "service",
  [ROUTE_PREFIXES.blog]: "article",
  [ROUTE_PREFIXES.news]: "news",
  [ROUTE_PREFIXES.career]: "career",
  [ROUTE_PREFIXES.shortLink]: "shortLink",
};

/** The kind of record a missing address named, in any language: "/doctordetail/x", "/mr/doctordetail/x" → doctor; anything else → page. */
export function missingKindOf(pathname: string | null | undefined): MissingKind {
  const parts = withoutLocale(pathname ?? "").split(ROUTES.home).filter(Boolean);
  if (parts.length < 2) return "page";
  return KIND_BY_PREFIX[`/${parts[0]}`] ?? "page";
}
