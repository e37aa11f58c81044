import { TAGS } from "@/lib/cache-tags";
import { blogHref, newsHref } from "@/lib/routes";
import { slugField } from "./shared-fields";
import type { Field, FieldValues, ValuesOf } from "./fields";
import type { CollectionSpec } from "./spec";

// Blog articles and News, two collections of the console over one table: kept in the table
// articles (lib/server/db/schema/articles.ts), told apart by its kind, through their store,
// lib/server/collections/stores/articles.ts.

const articleFields = (kind: "blog" | "news") =>
  [
  { kind: "text", name: "title", label: "Title", max: 160 },
  slugField(`The address: ${(kind === "blog" ? blogHref : newsHref)("your-slug")}. Shared by blogs and news.`),
  { kind: "textarea", name: "excerpt", label: "Summary", max: 400, rows: 3, help: "Shown on cards and in search results." },
  { kind: "richtext", name: "body", label: "Text", max: 200_000 },
  { kind: "image", name: "coverImage", label: "Cover image", purpose: "cover", optional: true },
  { kind: "text", name: "author", label: "Author as shown", max: 100 },
  { kind: "reference", name: "doctorId", label: "Doctor", to: "doctors", optional: true, help: "The doctor who wrote it. Name the doctor who checked it, with the day, under “Medically reviewed by”." },
  {
    kind: "select",
    name: "doctorRole",
    label: "The doctor's part",
    optional: true,
    options: [
      { value: "author", label: "Wrote it" },
      { value: "reviewer", label: "Reviewed it medically" },
    ],
  },
  { kind: "reference", name: "reviewerId", label: "Medically reviewed by", to: "doctors", optional: true, help: "Another doctor of the field who checked it: named under the title and to search engines." },
  { kind: "date", name: "reviewedOn", label: "Day of the medical review", optional: true },
  { kind: "text", name: "category", label: "Category", max: 60 },
  { kind: "list", name: "tags", label: "Tags", max: 40, maxItems: 12, optional: true },
  {
    kind: "select",
    name: "status",
    label: "State",
    options: [
      { value: "draft", label: "Draft (not shown)" },
      { value: "published", label: "Published" },
    ],
  },
  { kind: "datetime", name: "publishedAt", label: "Publication time", optional: true, help: "Hospital time. A future time keeps it hidden until then; empty means now when published." },
  ] as const satisfies readonly Field[];

const article = (kind: "blog" | "news") =>
  ({
    kind: "table",
    titleField: "title",
    searchText: "title, slug or author",
    tags: [TAGS.articles],
    columns: [
      { field: "title", label: "Title" },
      { field: "status", label: "State" },
      { field: "publishedAt", label: "Published" },
      { field: "category", label: "Category" },
    ],
    fields: articleFields(kind),
    check(values: ValuesOf<ReturnType<typeof articleFields>>) {
      if (values.slug === "news") return [{ path: "slug", message: "\"news\" is the news list's own address: choose another slug" }];
      if (values.doctorId && !values.doctorRole) return [{ path: "doctorRole", message: "Say whether the doctor wrote or reviewed it" }];
      if (!values.doctorId && values.doctorRole) return [{ path: "doctorId", message: "Choose the doctor, or clear their part" }];
      if (values.reviewerId && !values.reviewedOn) return [{ path: "reviewedOn", message: "Give the day of the medical review" }];
      if (!values.reviewerId && values.reviewedOn) return [{ path: "reviewerId", message: "Choose the doctor who reviewed it, or clear the day" }];
      if (values.reviewerId && values.doctorRole === "reviewer") return [{ path: "doctorRole", message: "The reviewer is named under “Medically reviewed by”: make this doctor the author, or clear them" }];
      if (values.reviewerId && values.reviewerId === values.doctorId) return [{ path: "reviewerId", message: "A medical review is by another doctor than the one named above" }];
      return [];
    },
  }) as const satisfies Omit<CollectionSpec, "label" | "singular" | "description" | "publicHref">;

export const blogsCollection = { ...article("blog"), label: "Blog articles", singular: "blog article", description: "Health articles by the hospital's doctors.", publicHref: (v: FieldValues) => blogHref(String(v.slug)) } as const satisfies CollectionSpec;
export const newsCollection = { ...article("news"), label: "News", singular: "news item", description: "Announcements and hospital news.", publicHref: (v: FieldValues) => newsHref(String(v.slug)) } as const satisfies CollectionSpec;
