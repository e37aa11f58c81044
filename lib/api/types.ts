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
