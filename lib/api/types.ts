// Request and response shapes shared by the browser client and the route handlers.
// Field names follow SPEC.md section 3; docs/API.md documents every call.

export interface Pagination {
  page: number;
  limit: number;
  total: number;
}

export interface ApiSuccess<T> {
  success: 1;
  data: T;
  message?: string;
  pagination?: Pagination;
}

export interface ApiFieldError {
  path: string;
  message: string;
}

export interface ApiFailure {
  success: 0;
  message: string;
  errors?: ApiFieldError[];
}

export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;

/** A speciality as `/web/speciality-v2/list-user` returns it (SPEC.md section 3). */
export interface SpecialityV2 {
  _id: string;
  specialityName: string;
  specialityUrl: string | null;
  /** A path on the API host; resolve with `resolveImageUrl`. */
  thumbnailImage: string | null;
  overview: { description: string | null };
  hero: { description: string | null };
}

/** A speciality as `/web/speciality/list-user` (v1) returns it. */
export interface SpecialityV1 {
  _id: string;
  specialityName: string;
  specialityUrl: string | null;
  image: string | null;
  description: string | null;
}

export interface FooterLink {
  _id: string;
  label: string;
  /** Empty or null for an entry shown as plain text (e.g. "Medical Disclaimer"). */
  url: string | null;
  isActive: boolean;
  isExternal: boolean;
}

export interface FooterNavigationSection {
  _id: string;
  title: string;
  isActive: boolean;
  links: FooterLink[];
}

export type SocialPlatform = "facebook" | "instagram" | "youtube" | "twitter" | "linkedin";

export interface FooterSocialLink {
  _id: string;
  platform: SocialPlatform;
  url: string;
  label: string;
  isActive: boolean;
  isExternal: boolean;
}

export interface FooterContactItem {
  label: string;
  value: string;
  enabled: boolean;
}

export interface FooterSettings {
  companyInfo: {
    logo: { src: string; alt: string };
    description: string;
  };
  navigationSections: FooterNavigationSection[];
  socialMedia: { enabled: boolean; links: FooterSocialLink[] };
  contactInfo: {
    enabled: boolean;
    generalContact: {
      phone: FooterContactItem;
      email: FooterContactItem;
      /** May contain line breaks. */
      address: FooterContactItem;
    };
  };
  videoSection: { enabled: boolean; title: string; description: string; videoUrl: string };
  legalSection: { enabled: boolean; links: FooterLink[] };
  /** `text` contains the placeholder `{year}`. */
  copyright: { text: string; showYear: boolean };
}

export interface HealthStatus {
  ok: boolean;
  database: { ok: boolean; engine: "pglite" | "postgres" };
}

// ---------------------------------------------------------------- doctors

export type DoctorGender = "male" | "female";

/** Money in minor units: `amount` 80000 with currency "INR" is ₹800.00. */
export interface Money {
  amount: number;
  currency: string;
}

/** A speciality as other records refer to it. */
export interface SpecialityRef {
  _id: string;
  specialityName: string;
  /** url slug; null means the speciality page is addressed by `_id`. */
  specialityUrl: string | null;
}

/** One OPD sitting; times are the hospital's local time ("09:30"). */
export interface OpdTiming {
  /** ISO day: 1 = Monday ... 7 = Sunday. */
  dayOfWeek: number;
  day: "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";
  startTime: string;
  endTime: string;
}

/** A doctor in lists and search results (`/web/doctor/list-user`, `/web/doctor/search`). */
export interface DoctorSummary {
  _id: string;
  /** url slug of /doctordetail/:username, and the `url` of `/web/doctor/get-by-url`. */
  username: string;
  name: string;
  title: string;
  /** `${title} ${name}`, e.g. "Dr. Ananya Kulkarni". */
  fullName: string;
  gender: DoctorGender;
  /** An image path (see Images in docs/API.md). */
  photo: string | null;
  designation: string;
  qualifications: string[];
  experienceYears: number;
  languages: string[];
  consultationFee: Money;
  /** Main speciality first. */
  specialities: SpecialityRef[];
}

/** A doctor's public profile (`/web/doctor/get-by-url`). */
export interface DoctorProfile extends DoctorSummary {
  registrationNumber: string;
  biography: string;
  /** Monday first, then by start time. */
  opdTimings: OpdTiming[];
  /** Services of the doctor's specialities. */
  services: ServiceRef[];
}

/** Filters of `/web/doctor/list-user` and `/web/doctor/search` (lib/doctors/filters.ts validates them). */
export interface DoctorSearchRequest {
  /** Name text (≤ 100 characters); a leading "Dr." is ignored. */
  name?: string;
  /** A speciality's url slug, id, or name. */
  speciality?: string;
  gender?: DoctorGender;
  /** A language name, case-insensitive ("hindi"). */
  language?: string;
  /** Minimum years of experience, 0..70. */
  minExperience?: number;
  /** 1..100, default 100. */
  limit?: number;
  /** 1..10000, default 1. */
  page?: number;
}

/** One page of doctors. */
export interface DoctorPage {
  doctors: DoctorSummary[];
  pagination: Pagination;
}

// ---------------------------------------------------------------- specialities (detail page)

export interface Faq {
  q: string;
  a: string;
}

/** Everything the speciality page shows: the v2 speciality plus content and joins. */
export interface SpecialityPage extends SpecialityV2 {
  conditions: string[];
  procedures: string[];
  faqs: Faq[];
  /** Active doctors of the speciality, senior first. */
  doctors: DoctorSummary[];
  /** Active services linked to the speciality. */
  services: ServiceV2[];
}

// ---------------------------------------------------------------- services

export interface ServiceSection {
  title: string;
  body: string;
}

export interface ServiceCategoryRef {
  _id: string;
  categoryName: string;
  /** url slug of the category; /service/:categoryname/:id accepts it or the name. */
  categoryUrl: string;
}

/** A service as other records refer to it. */
export interface ServiceRef {
  _id: string;
  serviceName: string;
  /** url slug of /service-v2/detail/:slug. */
  serviceUrl: string;
  category: ServiceCategoryRef;
}

/** v1: a service inside its category (`/web/service/mapped-by-category`). */
export interface ServiceV1 {
  _id: string;
  serviceName: string;
  serviceUrl: string;
  description: string;
  image: string | null;
}

/** v1: a category with its services. */
export interface ServiceCategoryV1 extends ServiceCategoryRef {
  description: string | null;
  image: string | null;
  services: ServiceV1[];
}

/** v1: one service (`GET /web/service/{category}/{id}`). */
export interface ServiceV1Detail extends ServiceV1 {
  category: ServiceCategoryRef;
  overview: { description: string | null };
  sections: ServiceSection[];
  specialities: SpecialityRef[];
  doctors: DoctorSummary[];
}

/** v2: a service in lists (`/web/v2/service/list-public`, the hierarchy, speciality pages). */
export interface ServiceV2 {
  _id: string;
  serviceName: string;
  serviceUrl: string;
  category: ServiceCategoryRef;
  hero: { title: string | null; description: string | null; image: string | null };
  overview: { description: string | null };
}

/** v2: a category node of `/web/v2/service/mapped-hierarchy`. */
export interface ServiceHierarchyNode extends ServiceCategoryRef {
  description: string | null;
  image: string | null;
  services: ServiceV2[];
}

/** v2: one service (`/web/v2/service/by-url`). */
export interface ServiceV2Detail extends ServiceV2 {
  sections: ServiceSection[];
  relatedSpecialities: SpecialityRef[];
  /** Active doctors of the related specialities, senior first (at most 8). */
  relatedDoctors: DoctorSummary[];
}

// ---------------------------------------------------------------- home

export interface CallToAction {
  label: string;
  /** A site path ("/appointment"), a tel: link, or an absolute URL. */
  href: string;
}

export interface HomepageHero {
  title: string;
  subtitle: string;
  image: string | null;
  primaryCta: CallToAction;
  secondaryCta: CallToAction | null;
}

export interface HomepageHighlight {
  title: string;
  description: string;
  /** A name from the icon set (docs/API.md "Icons"). */
  icon: string;
}

/** A call-to-action band of the home page. */
export interface HomepageCallout {
  title: string;
  description: string;
  cta: CallToAction;
}

/** `/web/homepage/get-user`. */
export interface Homepage {
  hero: HomepageHero;
  highlights: HomepageHighlight[];
  callsToAction: HomepageCallout[];
}

/** `/web/homepage-v2/get-homepage`: the home page and every list it shows, in one answer. */
export interface HomepageV2 extends Homepage {
  features: Feature[];
  statistics: Statistic[];
  specialities: SpecialityV2[];
  featuredDoctors: DoctorSummary[];
  featuredServices: ServiceV2[];
}

/** `/web/features/get-user`. */
export interface Feature {
  _id: string;
  title: string;
  description: string;
  icon: string;
}

/** `/web/statistics/get-user`: value 350, suffix "+", label "Beds". */
export interface Statistic {
  _id: string;
  label: string;
  value: number;
  suffix: string | null;
  icon: string | null;
}

// ---------------------------------------------------------------- sitemap

export interface SitemapEntry {
  /** Site path, e.g. "/doctordetail/dr-ananya-kulkarni". */
  path: string;
  /** ISO 8601 time of the record's last change. */
  lastModified: string;
  kind: "speciality" | "doctor" | "service-v1" | "service-v2";
}
