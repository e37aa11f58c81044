import { z } from "zod";
import { defineCall } from "./declare";
import { slug } from "@/lib/contracts/common";
import { articleDetailSchema, articlePageSchema, careerListResultSchema, contactSubmitResponseSchema, galleryCategorySchema, galleryImageSchema, jobApplicationResponseSchema, testimonialSchema, articleListSchema, careerListSchema, contactSubmitSchema, galleryQuerySchema, jobApplicationSchema, testimonialQuerySchema } from "@/lib/contracts/content";

// Articles, news, the gallery, testimonials, the contact form and careers (docs/API.md "Content").

export const getArticleCall = defineCall({
  group: "content",
  method: "GET",
  path: "web/blog/[url]",
  access: "public",
  params: z.object({ url: slug }),
  output: articleDetailSchema,
  summary: "one published article or news item by its url slug, with its doctor and related articles",
  request: "the url slug of an article or a news item",
  answer: "`ArticleDetail`: the summary plus `content` (HTML, without the cover image), `doctor` (`{ username, fullName, designation, photo, role: author | reviewer }` or null), `reviewer` (the medical review: `{ username, fullName, designation, speciality, photo, reviewedOn` (YYYY-MM-DD or null)` }` or null), `related` (3); 404",
});

export const listBlogArticlesCall = defineCall({
  group: "content",
  method: "POST",
  path: "web/blog/getblogs-Main",
  access: "public",
  body: articleListSchema,
  output: articlePageSchema,
  summary: "published blog articles, newest first: { page, limit, category, search }",
  request: "`{ page?` (1), `limit?` (9, at most 50), `category?, search? }`",
  answer: "`{ articles: ArticleSummary[], categories: [{ name, count }] }` with `pagination`",
});

export const listNewsCall = defineCall({
  group: "content",
  method: "GET",
  path: "web/blog/news",
  access: "public",
  query: articleListSchema,
  output: articlePageSchema,
  summary: "published news items, newest first",
  request: "query `page, limit, category, search`",
  answer: "as getblogs-Main, for news",
});

export const applyForJobCall = defineCall({
  group: "content",
  method: "POST",
  path: "web/career/add-job-user",
  access: "public",
  body: jobApplicationSchema,
  bodyKind: "multipart",
  files: ["resume"],
  status: 201,
  output: jobApplicationResponseSchema,
  summary: "a job application: multipart form data with the résumé as `resume` (PDF, DOC or DOCX by content, at most 5 MB)",
});

export const listOpeningsCall = defineCall({
  group: "content",
  method: "POST",
  path: "web/career/list-user",
  access: "public",
  body: careerListSchema,
  output: careerListResultSchema,
  summary: "job openings (open first, then closed ones, still readable): { department?, location? }",
  request: "`{ department?, location? }`",
  answer: "`{ openings: JobOpeningSummary[], departments, locations }`, open ones first",
});

export const submitContactMessageCall = defineCall({
  group: "content",
  method: "POST",
  path: "web/contact-v2/submit",
  status: 201,
  access: "public",
  body: contactSubmitSchema,
  output: contactSubmitResponseSchema,
  summary: "a message of the contact form (honeypot, proof of work, 5 an hour per address); an acknowledgement by e-mail",
  request: "`{ name, phone, email, subject, message, website` (honeypot: leave empty)`, pow }`",
  answer: "201 `{ reference }`; 400 naming each field (`subject` must be one of `GET /web/contact-v2`'s `subjects`); 429 with `Retry-After` after 5 an hour per address; the acknowledgement e-mail goes to one address at most 3 times a day (the message is kept regardless)",
});

export const listGalleryCategoriesCall = defineCall({
  group: "content",
  method: "POST",
  path: "web/gallery/categories",
  access: "public",
  output: z.array(galleryCategorySchema),
  summary: "the gallery's categories with how many images each holds",
  answer: "`[{ _id, slug, name, description, count }]` (empty categories left out)",
});

export const listGalleryImagesCall = defineCall({
  group: "content",
  method: "POST",
  path: "web/gallery/get-user",
  access: "public",
  body: galleryQuerySchema,
  output: z.array(galleryImageSchema),
  summary: "the gallery's images in display order, optionally of one category: { category? } (its slug)",
  request: "`{ category? }` (a category's slug)",
  answer: "`[{ _id, title, alt, caption, image, category: { _id, slug, name } }]`",
});

export const listTestimonialsCall = defineCall({
  group: "content",
  method: "POST",
  path: "web/testimonials/get-user",
  access: "public",
  body: testimonialQuerySchema,
  output: z.array(testimonialSchema),
  summary: "patients' testimonials: { speciality?, limit? }",
  request: "`{ speciality?` (slug or id)`, limit? }`",
  answer: "`[{ _id, name, location, text, rating` (1–5)`, speciality, videoUrl }]`",
});
