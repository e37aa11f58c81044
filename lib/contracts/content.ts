import { z } from "zod";
import type { CollectionValues } from "./collections";
import { blankToUndefined, safeQuery, safeText } from "./common";
import { phoneSchema } from "./booking";
import type { Pagination } from "./envelope";

// Blogs and news, the gallery, testimonials, the about, contact and legal pages, and job
// openings: the shapes of their calls (docs/API.md "Content") and the filters the
// pages share. Pure.

export type ArticleKind = "blog" | "news";

/** An article in a list (blogs and news share it). `url` is the slug in /blogdetail/:url and /newsdetail/:url. */
export interface ArticleSummary {
  _id: string;
  kind: ArticleKind;
  url: string;
  title: string;
  excerpt: string;
  coverImage: string | null;
  author: string;
  category: string;
  tags: string[];
  /** ISO instant; null only if a published item somehow lacks its date ("Date not available"). */
  publishedAt: string | null;
  updatedAt: string;
  /** Minutes to read the body at 200 words a minute, rounded up, at least 1 (lib/text/reading-time.ts). */
  readingMinutes: number;
}

interface ArticleDoctor {
  username: string;
  fullName: string;
  designation: string;
  photo: string | null;
  /** Wrote it, or reviewed it medically. */
  role: "author" | "reviewer";
}

/** The doctor who checked an article medically ("Medically reviewed by"). */
export interface ArticleReviewer {
  username: string;
  fullName: string;
  designation: string;
  /** Their main speciality ("Cardiology"), or null when none is shown. */
  speciality: string | null;
  photo: string | null;
  /** The day of the review (YYYY-MM-DD); null for an article reviewed before the day was kept. */
  reviewedOn: string | null;
}

export interface ArticleDetail extends ArticleSummary {
  /** Sanitised HTML, without the cover image (the page shows it once, above the text). */
  content: string;
  doctor: ArticleDoctor | null;
  /** Who checked it medically, and when; null when no active doctor has. */
  reviewer: ArticleReviewer | null;
  /** Up to three of the same kind: same category first, then the newest. */
  related: ArticleSummary[];
}

export interface ArticleList {
  articles: ArticleSummary[];
  categories: { name: string; count: number }[];
  pagination: Pagination;
}

const ARTICLE_PAGE_SIZE = 9;
const ARTICLE_PAGE_MAX = 1000;

const page = z.preprocess(
  (v) => (typeof v === "string" && /^\d+$/.test(v.trim()) ? Number(v) : blankToUndefined(v)),
  z.number({ error: "page must be a whole number" }).int("page must be a whole number").min(1, "page starts at 1").max(ARTICLE_PAGE_MAX, `page must be at most ${ARTICLE_PAGE_MAX}`).default(1),
);
const limit = z.preprocess(
  (v) => (typeof v === "string" && /^\d+$/.test(v.trim()) ? Number(v) : blankToUndefined(v)),
  z.number({ error: "limit must be a whole number" }).int("limit must be a whole number").min(1, "limit must be at least 1").max(50, "limit must be at most 50").default(ARTICLE_PAGE_SIZE),
);

/** Filters of the blog and news lists: the API's body or query, and the pages' query string. */
export const articleListSchema = z.object({
  page,
  limit,
  category: z.preprocess(blankToUndefined, safeText({ max: 60, typeError: "category must be text" }).optional()),
  search: safeQuery({ max: 80, typeError: "search must be text" }),
});
export type ArticleListQuery = z.output<typeof articleListSchema>;

export interface GalleryCategory {
  _id: string;
  slug: string;
  name: string;
  description: string;
  count: number;
}

export interface GalleryImage {
  _id: string;
  title: string;
  alt: string;
  caption: string;
  image: string;
  category: { _id: string; slug: string; name: string };
}

export const galleryQuerySchema = z.object({
  category: z.preprocess(blankToUndefined, safeText({ max: 60, typeError: "category must be a category's slug" }).optional()),
});

export interface Testimonial {
  _id: string;
  name: string;
  location: string;
  text: string;
  rating: number;
  speciality: { _id: string; specialityName: string; specialityUrl: string | null } | null;
  videoUrl: string | null;
}

export const testimonialQuerySchema = z.object({
  speciality: z.preprocess(blankToUndefined, safeText({ max: 120, typeError: "speciality must be a speciality's slug or id" }).optional()),
  limit: z.preprocess(blankToUndefined, z.number({ error: "limit must be a whole number" }).int().min(1).max(100).default(100)),
});

/** The about page (site setting "about"): as its declaration in lib/contracts/collections gives it. */
export type AboutContent = CollectionValues<"about">;

export const DIRECTIONS = ["north", "south", "east", "west", "north-east", "north-west", "south-east", "south-west"] as const;

/** The contact page's details beyond the address, phone and e-mail of the "contact" setting (setting "contactPage"). */
export type ContactPageContent = CollectionValues<"contactPage">;

/** Terms and Privacy (settings "terms" and "privacy"): sanitised HTML. */
export type LegalPage = CollectionValues<"terms">;

export type EmploymentType = "FULL_TIME" | "PART_TIME" | "CONTRACTOR" | "TEMPORARY" | "INTERN";

export const EMPLOYMENT_TYPE_TEXT: Record<EmploymentType, string> = {
  FULL_TIME: "Full time",
  PART_TIME: "Part time",
  CONTRACTOR: "Contract",
  TEMPORARY: "Temporary",
  INTERN: "Internship",
};

export interface JobOpeningSummary {
  _id: string;
  url: string;
  title: string;
  department: string;
  location: string;
  employmentType: EmploymentType;
  experience: string;
  salary: { min: number; max: number; currency: "INR" } | null;
  postedAt: string;
  /** The last day to apply (YYYY-MM-DD, hospital's zone). */
  closesOn: string;
  /** Applications are taken (closesOn not past). */
  isOpen: boolean;
}

export interface JobOpening extends JobOpeningSummary {
  /** Sanitised HTML. */
  description: string;
}

export const careerListSchema = z.object({
  department: z.preprocess(blankToUndefined, safeText({ max: 80, typeError: "department must be text" }).optional()),
  location: z.preprocess(blankToUndefined, safeText({ max: 80, typeError: "location must be text" }).optional()),
});

export interface CareerList {
  openings: JobOpeningSummary[];
  departments: string[];
  locations: string[];
}

/** The contact form (POST /web/contact-v2/submit): messages per field, as the form shows them. */
export const contactSubmitSchema = z.object({
  name: safeText({ min: 2, max: 80, typeError: "Enter your name", label: "Your name" }).regex(/^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u, "Use letters, spaces, dots, apostrophes and hyphens only"),
  phone: phoneSchema,
  email: z.email({ error: "Enter a valid e-mail address, such as name@example.com" }).max(120, "Enter an e-mail address of at most 120 characters"),
  subject: safeText({ min: 2, max: 120, typeError: "Choose a subject", label: "The subject" }),
  message: safeText({ min: 10, max: 2000, typeError: "Write your message", label: "Your message" }),
  /** A field people never see (the honeypot): a bot that fills it is dropped. */
  website: z.string().max(200).optional(),
  /** The proof of work (ALTCHA, base64 JSON), solved by the browser before it sends. */
  pow: z.string({ error: "The security check is missing: reload the page and try again" }).min(10).max(4000),
});

export interface ContactSubmitResponse {
  /** A short reference the visitor can quote ("CM-4K7Q2P"). */
  reference: string;
}

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_TYPES_TEXT = "PDF, DOC or DOCX";

/** The text fields of a job application (POST /web/career/add-job-user, multipart with the file `resume`). */
export const jobApplicationSchema = z.object({
  opening: safeText({ min: 1, max: 120, typeError: "Choose the opening you apply for", label: "The opening" }),
  name: safeText({ min: 2, max: 80, typeError: "Enter your full name", label: "Your full name" }).regex(/^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u, "Use letters, spaces, dots, apostrophes and hyphens only"),
  email: z.email({ error: "Enter a valid e-mail address, such as name@example.com" }).max(120, "Enter an e-mail address of at most 120 characters"),
  phone: phoneSchema,
  experienceYears: z.preprocess(
    (v) => (typeof v === "string" && /^\d{1,2}$/.test(v.trim()) ? Number(v) : v === "" ? undefined : v),
    z.number({ error: "Enter your years of experience as a whole number" }).int("Enter whole years").min(0, "Years of experience cannot be negative").max(50, "Enter at most 50 years"),
  ),
  coverNote: safeText({ max: 2000, keepSpaces: false, typeError: "Write a short note", label: "The cover note" }).default(""),
  website: z.string().max(200).optional(),
  pow: z.string({ error: "The security check is missing: reload the page and try again" }).min(10).max(4000),
});

export interface JobApplicationResponse {
  reference: string;
}
