import { z } from "zod";
import type { CollectionValues } from "./collections";
import { blankToUndefined, safeQuery, safeText } from "./common";
import { phoneSchema } from "./booking";
import type { aboutContentSchema } from "./site-answers";
import type { Pagination } from "./envelope";
import { specialityRefSchema } from "./refs";

// Blogs and news, the gallery, testimonials, the about, contact and legal pages, and job
// openings: the shapes of their calls (docs/API.md "Content") and the filters the
// pages share. Pure.

const ARTICLE_KINDS = ["blog", "news"] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

/** An article in a list (blogs and news share it). `url` is the slug in /blogdetail/:url and /newsdetail/:url. */
const articleSummarySchema = z
  .object({
    _id: z.string(),
    kind: z.enum(ARTICLE_KINDS),
    url: z.string(),
    title: z.string(),
    excerpt: z.string(),
    coverImage: z.string().nullable(),
    author: z.string(),
    category: z.string(),
    tags: z.array(z.string()),
    publishedAt: z.string().nullable().describe('ISO instant; null only if a published item somehow lacks its date ("Date not available").'),
    updatedAt: z.string(),
    readingMinutes: z.number().describe("Minutes to read the body at 200 words a minute, rounded up, at least 1 (lib/text/reading-time.ts)."),
  })
  .meta({ title: "ArticleSummary" });
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

const articleDoctorSchema = z
  .object({
    username: z.string(),
    fullName: z.string(),
    designation: z.string(),
    photo: z.string().nullable(),
    role: z.enum(["author", "reviewer"]).describe("Wrote it, or reviewed it medically."),
  })
  .meta({ title: "ArticleDoctor" });

/** The doctor who checked an article medically ("Medically reviewed by"). */
const articleReviewerSchema = z
  .object({
    username: z.string(),
    fullName: z.string(),
    designation: z.string(),
    speciality: z.string().nullable().describe('Their main speciality ("Cardiology"), or null when none is shown.'),
    photo: z.string().nullable(),
    reviewedOn: z.string().nullable().describe("The day of the review (YYYY-MM-DD); null for an article reviewed before the day was kept."),
  })
  .meta({ title: "ArticleReviewer" });
export type ArticleReviewer = z.infer<typeof articleReviewerSchema>;

export const articleDetailSchema = articleSummarySchema
  .extend({
    content: z.string().describe("Sanitised HTML, without the cover image (the page shows it once, above the text)."),
    doctor: articleDoctorSchema.nullable(),
    reviewer: articleReviewerSchema.nullable().describe("Who checked it medically, and when; null when no active doctor has."),
    related: z.array(articleSummarySchema).describe("Up to three of the same kind: same category first, then the newest."),
  })
  .meta({ title: "ArticleDetail" });
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

/** A page of articles or news: the page's articles and every category's count (the envelope adds `pagination`). */
export const articlePageSchema = z
  .object({ articles: z.array(articleSummarySchema), categories: z.array(z.object({ name: z.string(), count: z.number() })) })
  .meta({ title: "ArticlePage" });
export type ArticleList = z.infer<typeof articlePageSchema> & { pagination: Pagination };

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

export const galleryCategorySchema = z
  .object({ _id: z.string(), slug: z.string(), name: z.string(), description: z.string(), count: z.number() })
  .meta({ title: "GalleryCategory" });
export type GalleryCategory = z.infer<typeof galleryCategorySchema>;

export const galleryImageSchema = z
  .object({
    _id: z.string(),
    title: z.string(),
    alt: z.string(),
    caption: z.string(),
    image: z.string(),
    category: z.object({ _id: z.string(), slug: z.string(), name: z.string() }),
  })
  .meta({ title: "GalleryImage" });
export type GalleryImage = z.infer<typeof galleryImageSchema>;

export const galleryQuerySchema = z.object({
  category: z.preprocess(blankToUndefined, safeText({ max: 60, typeError: "category must be a category's slug" }).optional()),
});

export const testimonialSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    location: z.string(),
    text: z.string(),
    rating: z.number(),
    speciality: specialityRefSchema.nullable(),
    videoUrl: z.string().nullable(),
  })
  .meta({ title: "Testimonial" });
export type Testimonial = z.infer<typeof testimonialSchema>;

export const testimonialQuerySchema = z.object({
  speciality: z.preprocess(blankToUndefined, safeText({ max: 120, typeError: "speciality must be a speciality's slug or id" }).optional()),
  limit: z.preprocess(blankToUndefined, z.number({ error: "limit must be a whole number" }).int().min(1).max(100).default(100)),
});

/** The about page (site setting "about"): as its declaration in lib/contracts/collections gives it. */
export type AboutContent = z.infer<typeof aboutContentSchema>;

export const DIRECTIONS = ["north", "south", "east", "west", "north-east", "north-west", "south-east", "south-west"] as const;

/** The contact page's details beyond the address, phone and e-mail of the "contact" setting (setting "contactPage"). */
export type ContactPageContent = CollectionValues<"contactPage">;

/** Terms and Privacy (settings "terms" and "privacy"): sanitised HTML. */
export type LegalPage = CollectionValues<"terms">;

const EMPLOYMENT_TYPES = ["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN"] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const EMPLOYMENT_TYPE_TEXT: Record<EmploymentType, string> = {
  FULL_TIME: "Full time",
  PART_TIME: "Part time",
  CONTRACTOR: "Contract",
  TEMPORARY: "Temporary",
  INTERN: "Internship",
};

const jobOpeningSummarySchema = z
  .object({
    _id: z.string(),
    url: z.string(),
    title: z.string(),
    department: z.string(),
    location: z.string(),
    employmentType: z.enum(EMPLOYMENT_TYPES),
    experience: z.string(),
    salary: z.object({ min: z.number(), max: z.number(), currency: z.literal("INR") }).nullable(),
    postedAt: z.string(),
    closesOn: z.string().describe("The last day to apply (YYYY-MM-DD, hospital's zone)."),
    isOpen: z.boolean().describe("Applications are taken (closesOn not past)."),
  })
  .meta({ title: "JobOpeningSummary" });
export type JobOpeningSummary = z.infer<typeof jobOpeningSummarySchema>;

export interface JobOpening extends JobOpeningSummary {
  /** Sanitised HTML. */
  description: string;
}

export const careerListSchema = z.object({
  department: z.preprocess(blankToUndefined, safeText({ max: 80, typeError: "department must be text" }).optional()),
  location: z.preprocess(blankToUndefined, safeText({ max: 80, typeError: "location must be text" }).optional()),
});

export const careerListResultSchema = z
  .object({ openings: z.array(jobOpeningSummarySchema), departments: z.array(z.string()), locations: z.array(z.string()) })
  .meta({ title: "CareerList" });
export type CareerList = z.infer<typeof careerListResultSchema>;

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

export const contactSubmitResponseSchema = z
  .object({ reference: z.string().describe('A short reference the visitor can quote ("CM-4K7Q2P").') })
  .meta({ title: "ContactSubmitResponse" });
export type ContactSubmitResponse = z.infer<typeof contactSubmitResponseSchema>;

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

export const jobApplicationResponseSchema = z.object({ reference: z.string() }).meta({ title: "JobApplicationResponse" });
export type JobApplicationResponse = z.infer<typeof jobApplicationResponseSchema>;
