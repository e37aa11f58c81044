import "server-only";
import { cache } from "react";
import { articleListSchema, type ArticleKind, type ArticleList } from "@/lib/contracts/content";
import type { SearchParams } from "@/lib/doctors/list-query";
import { pageCount } from "@/lib/doctors/pagination";
import { articleListHref } from "@/lib/routes";
import { pageRead } from "../cache";
import { withDb } from "../db";
import { listArticles } from "../content/articles";
import { listArticlesCached } from "../content/articles";
import { firstParam } from "@/lib/search-params";

const searchArticles = pageRead(withDb(listArticles), "articles-search");


export interface ArticleListView {
  kind: ArticleKind;
  list: ArticleList;
  category: string | null;
  search: string | null;
  page: number;
  pages: number;
  /** The canonical address of this view. */
  path: string;
}

/**
 * What /bloglist and /news show for an address: an unknown category or a malformed filter is
 * dropped (never read or cached), a page past the end shows the last page, and only a
 * free-text search is read uncached.
 */
export const loadArticleList = cache(async (kind: ArticleKind, key: string): Promise<ArticleListView> => {
  const params = Object.fromEntries(new URL(key, "http://list").searchParams);
  const parsed = articleListSchema.safeParse({ page: params.page, category: params.category, search: params.search });
  const query = parsed.success ? parsed.data : { page: 1, limit: 9, category: undefined, search: undefined };
  const all = await listArticlesCached(kind, 1, null);
  const category = all.categories.find((c) => c.name.toLowerCase() === query.category?.toLowerCase())?.name ?? null;
  const search = query.search ?? null;
  const read = (page: number) => (search ? searchArticles(kind, { page, limit: 9, category: category ?? undefined, search }, new Date()) : listArticlesCached(kind, page, category));
  const firstPage = category || search ? await read(1) : all;
  const pages = pageCount(firstPage.pagination.total, 9);
  const page = Math.min(query.page, Math.max(1, pages));
  const list = page > 1 ? await read(page) : firstPage;
  return { kind, list, category, search, page, pages, path: articleListHref(kind, { category }, search ? 1 : page) };
});

/** One key per address (the first value of each parameter), for the per-request cache of loadArticleList. */
export const articleListKey = (kind: ArticleKind, searchParams: SearchParams): string => {
  const page = firstParam(searchParams.page);
  return articleListHref(kind, { category: firstParam(searchParams.category), search: firstParam(searchParams.search) }, page && /^\d{1,4}$/.test(page) ? Number(page) : 1);
};
