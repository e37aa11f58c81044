import { Link } from "@/components/ui/link";
import { Pagination } from "@/components/ui/pagination";
import type { ArticleKind, ArticleList } from "@/lib/contracts/content";
import { articleListHref, FEEDS } from "@/lib/routes";
import container from "@/components/ui/container.module.scss";
import { ArticleGrid } from "./article-card";
import styles from "./content.module.scss";

const WORDS: Record<ArticleKind, { plural: string; one: string; searchLabel: string }> = {
  blog: { plural: "articles", one: "article", searchLabel: "Search the articles" },
  news: { plural: "news items", one: "news item", searchLabel: "Search the news" },
};

/**
 * The body of /bloglist and /news: the list (newest first) with its pages, and beside it the
 * categories (links), a search form that works without script (GET), and the RSS feed.
 */
export function ArticleListBody({
  kind,
  list,
  category,
  search,
  page,
  pages,
  timeZone,
}: {
  kind: ArticleKind;
  list: ArticleList;
  category: string | null;
  search: string | null;
  page: number;
  pages: number;
  timeZone: string;
}) {
  const words = WORDS[kind];
  const { total } = list.pagination;
  return (
    <div className={`${container.container} ${styles.layout}`}>
      <section aria-labelledby="articles-title">
        <h2 id="articles-title" className={styles.hidden}>
          {category ?? "All"} {words.plural}
        </h2>
        <p className={styles.summary} role="status">
          {total === 0
            ? `No ${words.plural} found${search ? ` for “${search}”` : ""}${category ? ` in ${category}` : ""}.`
            : `${total} ${total === 1 ? words.one : words.plural}${search ? ` for “${search}”` : ""}${category ? ` in ${category}` : ""}${pages > 1 ? `, page ${page} of ${pages}` : ""}.`}
        </p>
        {total === 0 ? (
          <div className={styles.empty}>
            <p>Try another word, or see every {words.one}.</p>
            <Link href={articleListHref(kind, {})}>Show all {words.plural}</Link>
          </div>
        ) : (
          <ArticleGrid articles={list.articles} timeZone={timeZone} />
        )}
        <Pagination page={page} pages={pages} href={(p) => articleListHref(kind, { category, search }, p)} />
      </section>
      <aside className={`${styles.aside} ${styles.filters}`} aria-label="Find articles">
        <form className={styles.search} method="get" action={articleListHref(kind, {})} role="search">
          <label htmlFor="article-search">{words.searchLabel}</label>
          {category ? <input type="hidden" name="category" value={category} /> : null}
          <input id="article-search" name="search" type="search" defaultValue={search ?? ""} maxLength={80} autoComplete="off" />
          <button type="submit">Search</button>
        </form>
        <nav aria-labelledby="categories-title">
          <h2 id="categories-title">Categories</h2>
          <ul className={styles.chips}>
            <li>
              <Link href={articleListHref(kind, { search })} aria-current={!category ? "page" : undefined}>
                All
              </Link>
            </li>
            {list.categories.map((c) => (
              <li key={c.name}>
                <Link href={articleListHref(kind, { category: c.name, search })} aria-current={category === c.name ? "page" : undefined}>
                  {c.name} <span className={styles.hidden}>(</span>
                  {c.count}
                  <span className={styles.hidden}> {c.count === 1 ? words.one : words.plural})</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>
          <a href={FEEDS[kind]} type="application/rss+xml">
            RSS feed of the {kind === "blog" ? "articles" : "news"}
          </a>
        </p>
      </aside>
    </div>
  );
}
