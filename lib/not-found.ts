// What a visitor sees when an address names nothing: which kind of record was missing
// decides the heading and the ways on. Pure: the root not-found page (server) and each
// detail route's own not-found file (client navigations) use the same table.
import { ROUTE_PREFIXES, ROUTES } from "@/lib/routes";

export type MissingKind = "page" | "doctor" | "speciality" | "service" | "article" | "news" | "career" | "shortLink";

export interface MissingCopy {
  heading: string;
  text: string;
  /** The list a visitor most likely wanted, first among the ways on. */
  list?: { href: string; label: string };
}

export const MISSING_COPY: Record<MissingKind, MissingCopy> = {
  page: {
    heading: "Page not found",
    text: "The page you were looking for may have moved, or the link may be out of date. These pages can help you find your way:",
  },
  doctor: {
    heading: "Doctor not found",
    text: "We could not find a doctor at this address. The doctor may no longer consult here, or the link may be mistyped. Search our consultants by name or speciality:",
    list: { href: ROUTES.doctorList, label: "See all doctors" },
  },
  speciality: {
    heading: "Speciality not found",
    text: "We could not find a speciality at this address. Browse every department of the hospital instead:",
    list: { href: ROUTES.specialityList, label: "See all specialities" },
  },
  service: {
    heading: "Service not found",
    text: "We could not find a service at this address. It may have moved to another department. Browse all our services instead:",
    list: { href: ROUTES.servicesV2, label: "See all services" },
  },
  article: {
    heading: "Article not found",
    text: "We could not find a health article at this address. It may have been withdrawn or renamed.",
    list: { href: ROUTES.blogList, label: "See all health articles" },
  },
  news: {
    heading: "News item not found",
    text: "We could not find a news item at this address. It may have been withdrawn or renamed.",
    list: { href: ROUTES.news, label: "See all news" },
  },
  career: {
    heading: "Job opening not found",
    text: "We could not find a job opening at this address. It may have been filled or withdrawn.",
    list: { href: ROUTES.career, label: "See current openings" },
  },
  shortLink: {
    heading: "Link not found",
    text: "This short link does not exist or has expired. These pages can help you find your way:",
  },
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

/** The kind of record a missing address named: "/doctordetail/x" → doctor; anything else → page. */
export function missingKindOf(pathname: string | null | undefined): MissingKind {
  const parts = (pathname ?? "").split(ROUTES.home).filter(Boolean);
  if (parts.length < 2) return "page";
  return KIND_BY_PREFIX[`/${parts[0]}`] ?? "page";
}
