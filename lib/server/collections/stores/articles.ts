import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import type { CollectionValues } from "@/lib/contracts/collections";
import { articles } from "../../db/schema";
import { toLocalInput, type TableStoreConfig } from "../table-store";

// Blog articles and news (lib/contracts/collections/articles.ts): the rows of the table articles
// of one kind.

export const articlesStore = (kind: "blog" | "news"): TableStoreConfig<CollectionValues<"blogs" | "news">> => ({
  table: articles,
  fixed: { where: eq(articles.kind, kind), set: { kind } },
  search: [articles.title, articles.slug, articles.author],
  order: [sql`${articles.publishedAt} desc nulls first`, desc(articles.createdAt)],
  uniques: { articles_slug_unique: { field: "slug", message: "A blog article or news item already uses this address: choose another slug." } },
  // Published with no time given: published now.
  prepare: (values, now) => (values.status === "published" && !values.publishedAt ? { ...values, publishedAt: toLocalInput(now) } : values),
});
