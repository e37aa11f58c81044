// Every public address of the site (SPEC.md section 2), built in this one place so links,
// canonical URLs, JSON-LD, the sitemap, SMS and e-mail texts all agree. Pure: no server, API or
// UI imports. lib/routes-guard.test.ts fails when a page address is typed anywhere else.
import type { DoctorGender } from "@/lib/contracts/doctors";
import type { ServiceCategoryRef } from "@/lib/contracts/services";
import type { SpecialityRef } from "@/lib/contracts/specialities";
// next.config.ts imports this module (the doctor lists' rewrites), and Next's loader of the
// config resolves no "@/" path: runtime imports here are relative.

/** The pages without a parameter, with their case as SPEC.md spells it ("/contactUs", "/Terms"). */
export const ROUTES = {
  home: "/",
  /** The same page as home. */
  homeAlias: "/home",
  doctorList: "/doctorList",
  specialityList: "/specialityList",
  servicesV1: "/services",
  servicesV2: "/services-v2",
  patients: "/patients",
  news: "/news",
  gallery: "/gallery",
  blogList: "/bloglist",
  about: "/about",
  contactUs: "/contactUs",
  appointment: "/appointment",
  career: "/career",
  terms: "/Terms",
  privacy: "/Privacy",
  payment: "/payment",
  paymentSuccess: "/payment-success",
  paymentFailed: "/payment-failed",
  sendOtp: "/send-otp",
  /** The sandbox gateway's TEST MODE checkout (PAYMENT_GATEWAY=sandbox). */
  paymentSandbox: "/payment/sandbox",
  /** A patient's own booking, opened by the signed link of the confirmation (token after #). */
  myBooking: "/my-booking",
  /** What the hospital holds against a verified phone, and the person's rights over it (DPDP Act). */
  myData: "/my-data",
  /** A waitlist offer, opened by the signed link of its SMS (token after #): claim the slot or leave the waitlist. */
  waitlistOffer: "/waitlist-offer",
} as const;

/**
 * The fixed first part of each page with a parameter; everything under it is that kind of
 * page (the navigation's sections, the not-found page's "what was missing").
 */
export const ROUTE_PREFIXES = {
  doctor: "/doctordetail",
  speciality: "/specialities",
  serviceV1: "/service",
  serviceV2: "/service-v2",
  blog: "/blogdetail",
  news: "/newsdetail",
  career: "/careers",
  shortLink: "/p",
} as const;

/** The cached views of filtered doctor lists (app/doctorList/filtered): what the server serves lists from, no address a visitor uses. */
export const DOCTOR_LIST_VIEWS = "/doctorList/filtered";

/** One path segment, escaped the same way everywhere ("a b/c" → "a%20b%2Fc"). */
export const encodeSegment = (value: string): string => encodeURIComponent(value);

/** A route segment as text; a malformed %-escape gives null (an unknown address), never a thrown error. */
export function decodeSegment(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

const under = (prefix: string, ...segments: string[]) => [prefix, ...segments.map(encodeSegment)].join("/");

/** A path with a query string; blank and absent values are left out, and so is a lone "?". */
function withQuery(path: string, params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const text = value === null || value === undefined ? "" : String(value).trim();
    if (text) search.set(key, text);
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * THE rule for naming a speciality in an address (its page, the doctor filter, the booking
 * form): its url slug, else its id; a blank or whitespace-only slug counts as none.
 */
export function specialityKey(s: Pick<SpecialityRef, "_id" | "specialityUrl">): string {
  return s.specialityUrl?.trim() || s._id;
}

/** /doctordetail/:username */
export const doctorHref = (username: string): string => under(ROUTE_PREFIXES.doctor, username);

/** The booking page with the doctor chosen. */
export const bookDoctorHref = (username: string): string => withQuery(ROUTES.appointment, { doctor: username });

/** /specialities/:name: the speciality's url slug, falling back to its id. */
export const specialityHref = (s: Pick<SpecialityRef, "_id" | "specialityUrl">): string =>
  under(ROUTE_PREFIXES.speciality, specialityKey(s));

/** /service-v2/detail/:slug; /service/detail/:slug shows the same page and points here as canonical. */
export const serviceV2Href = (slug: string): string => under(ROUTE_PREFIXES.serviceV2, "detail", slug);

/** /service/:categoryname/:id with the category's url slug. */
export const serviceV1Href = (category: Pick<ServiceCategoryRef, "categoryUrl">, id: string): string =>
  under(ROUTE_PREFIXES.serviceV1, category.categoryUrl, id);

/** The booking page, with the speciality preselected when one is known. */
export const appointmentHref = (speciality?: Pick<SpecialityRef, "_id" | "specialityUrl"> | null): string =>
  withQuery(ROUTES.appointment, { speciality: speciality ? specialityKey(speciality) : undefined });

/** The filters of /doctorList as its query string carries them. */
export interface DoctorListFilters {
  name?: string;
  speciality?: string;
  gender?: DoctorGender;
  language?: string;
  page?: number;
}

/** The /doctorList address of some filters and a page; blank filters and page 1 are left out. */
export function doctorListHref(query: DoctorListFilters = {}, page: number = query.page ?? 1): string {
  return withQuery(ROUTES.doctorList, {
    name: query.name,
    speciality: query.speciality,
    gender: query.gender,
    language: query.language,
    page: page > 1 ? page : undefined,
  });
}

/**
 * The filters a doctor list's cached view is keyed by, in the order of its path
 * (app/doctorList/filtered/[speciality]/[gender]/[language]/[page]); "-" stands for none. A name
 * search is free text and has no cached view.
 */
export const DOCTOR_LIST_VIEW_FILTERS = ["speciality", "gender", "language", "page"] as const;
export type DoctorListViewParams = Record<(typeof DOCTOR_LIST_VIEW_FILTERS)[number], string>;

/** The list address a cached view stands for, its values as given ("/doctorList?speciality=cardiology"). */
export const doctorListViewHref = (params: DoctorListViewParams): string =>
  withQuery(ROUTES.doctorList, Object.fromEntries(DOCTOR_LIST_VIEW_FILTERS.map((key) => [key, params[key] === "-" ? undefined : params[key]])));

/** The shape of a filter's value that a cached view takes: letters, digits and hyphens. */
const DOCTOR_LIST_VIEW_VALUE = /^[A-Za-z0-9-]{1,80}$/;

/**
 * The cached view that /doctorList with this query is served from (the server's doctorListViews
 * step maps the request to it), or null: a name search is free text and has none, nor has a
 * value of no filter's shape. A blank value is no filter; of a repeated one, the last counts.
 * Values are only shaped here: the view checks them against the database and redirects
 * anything but the list's own address, so only real lists are stored.
 */
export function doctorListViewPath(query: URLSearchParams): string | null {
  const last = (key: string) => query.getAll(key).at(-1) ?? "";
  if (last("name") !== "") return null;
  const values = DOCTOR_LIST_VIEW_FILTERS.map((key) => last(key) || "-");
  if (values.some((value) => value !== "-" && !DOCTOR_LIST_VIEW_VALUE.test(value))) return null;
  return `${DOCTOR_LIST_VIEWS}/${values.join("/")}`;
}

/** /blogdetail/:blogurl */
export const blogHref = (url: string): string => under(ROUTE_PREFIXES.blog, url);

/** /newsdetail/:newsurl */
export const newsHref = (url: string): string => under(ROUTE_PREFIXES.news, url);

/** /careers/:careers */
export const careerHref = (slug: string): string => under(ROUTE_PREFIXES.career, slug);

/** /bloglist or /news with a category, a search and a page (page 1 and blanks left out). */
export const articleListHref = (kind: "blog" | "news", filters: { category?: string | null; search?: string | null }, page = 1): string =>
  withQuery(kind === "blog" ? ROUTES.blogList : ROUTES.news, { category: filters.category, search: filters.search, page: page > 1 ? page : undefined });

/** /gallery, or one category of it. */
export const galleryHref = (category?: string | null): string => withQuery(ROUTES.gallery, { category });

/** /career filtered by department and location. */
export const careerListHref = (filters: { department?: string | null; location?: string | null }): string =>
  withQuery(ROUTES.career, { department: filters.department, location: filters.location });

/** The RSS feeds of articles and news. */
export const FEEDS = { blog: "/bloglist/feed.xml", news: "/news/feed.xml" } as const;

/** /p/:shortId */
export const shortLinkHref = (id: string): string => under(ROUTE_PREFIXES.shortLink, id);

/**
 * A site path on the public origin (JSON-LD, the sitemap, SMS and e-mail); an absolute
 * http(s) URL is returned as it is.
 */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${siteUrl.replace(/\/+$/, "")}${path.startsWith("/") ? "" : "/"}${path}`;
}

/** The staff console (its pages render per request, like the private pages of lib/http/address-class.ts, behind a staff session). */
export const CONSOLE_ROUTES = {
  home: "/admin",
  login: "/admin/login",
  forgotPassword: "/admin/forgot-password",
  resetPassword: "/admin/reset-password",
  staff: "/admin/staff",
  audit: "/admin/audit",
  password: "/admin/password",
  sessions: "/admin/sessions",
  security: "/admin/security",
  bookings: "/admin/bookings",
  messages: "/admin/messages",
  applications: "/admin/applications",
  outbox: "/admin/outbox",
  waitlist: "/admin/waitlist",
  leave: "/admin/leave",
  content: "/admin/content",
  translations: "/admin/translations",
  links: "/admin/links",
  privacy: "/admin/privacy",
} as const;

/** The console's pages open without a session: signing in, and setting a forgotten password. */
export const CONSOLE_OPEN_PAGES: readonly string[] = [CONSOLE_ROUTES.login, CONSOLE_ROUTES.forgotPassword, CONSOLE_ROUTES.resetPassword];

/** Page `page` of a console list with its filters ("/admin/messages?status=new&page=2"). */
export const consoleListHref =
  (path: string, filters: Record<string, string | undefined>) =>
  (page: number): string =>
    withQuery(path, { ...filters, page });

/** A content collection's list (or its one page, for a setting), a record's edit page, or "new". */
export const contentHref = (collection: string, id?: string | "new"): string =>
  id ? `${CONSOLE_ROUTES.content}/${encodeSegment(collection)}/${encodeSegment(id)}` : `${CONSOLE_ROUTES.content}/${encodeSegment(collection)}`;

/** The console's list of translations to do: one collection's (continuing after a record), or every one's first page. */
export const translationsToDoHref = (collection?: string, after?: string): string => withQuery(CONSOLE_ROUTES.translations, { collection, after });

/** The bookings desk showing one doctor's bookings of one day (a booking on a leave day, to move or cancel). */
export const deskDayHref = (doctor: string, day: string): string => withQuery(CONSOLE_ROUTES.bookings, { doctor, from: day, to: day });

/** A console page's own address with the query it was asked with (where sign-in comes back to). */
export const consoleReturnPath = (path: string, params: Record<string, string | string[] | undefined>): string =>
  withQuery(path, Object.fromEntries(Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v])));

/** The console's sign-in page, coming back to `next` (a console address only) afterwards. */
export const consoleLoginHref = (next?: string): string => withQuery(CONSOLE_ROUTES.login, { next: next && isConsolePath(next) ? next : undefined });

/** A path inside the console ("/admin" or "/admin/..."), and nothing that leaves it ("//evil", "/admin.evil"). */
export const isConsolePath = (path: string): boolean => /^\/admin(\/[A-Za-z0-9/_-]*)?(\?[^#\\]*)?$/.test(path) && !path.includes("//");

/** The payment page of an order: `/payment?orderId=order_...`. */
export const paymentHref = (orderId: string): string => withQuery(ROUTES.payment, { orderId });
export const paymentSuccessHref = (orderId: string): string => withQuery(ROUTES.paymentSuccess, { orderId });
export const paymentFailedHref = (orderId: string): string => withQuery(ROUTES.paymentFailed, { orderId });
export const sandboxCheckoutHref = (orderId: string): string => withQuery(ROUTES.paymentSandbox, { orderId });
/** A doctor's slot straight into the booking flow. */
export const bookSlotHref = (username: string, slotStart: string): string => withQuery(ROUTES.appointment, { doctor: username, slot: slotStart });
/** Step 2 for joining a doctor's waitlist (the days are in the tab's draft): the doctor, nothing personal. */
export const waitlistDetailsHref = (username: string, speciality?: string): string => withQuery(ROUTES.appointment, { doctor: username, speciality, step: "details", waitlist: 1 });
/** Step 2 of the booking (the patient's details) as its own address: the doctor and time, nothing personal. */
export const bookingDetailsHref = (username: string, slotStart: string, speciality?: string): string =>
  withQuery(ROUTES.appointment, { doctor: username, slot: slotStart, speciality, step: "details" });
