import { Link } from "@/components/ui/link";
import type { ArticleSummary } from "@/lib/contracts/content";
import { formatDate } from "@/lib/format/date";
import { blogHref, newsHref } from "@/lib/routes";
import { resolveImageUrl } from "@/lib/images/image-url";
import styles from "./content.module.scss";

const articleHref = (a: Pick<ArticleSummary, "kind" | "url">) => (a.kind === "blog" ? blogHref(a.url) : newsHref(a.url));

/** An article or news item in a list: cover, category, title (the link), excerpt, date and reading time. */
function ArticleCard({ article, headingLevel = 2, timeZone }: { article: ArticleSummary; headingLevel?: 2 | 3; timeZone: string }) {
  const Heading = `h${headingLevel}` as const;
  const cover = resolveImageUrl(article.coverImage);
  return (
    <article className={styles.card}>
      {cover ? (
        // Decorative beside the title; a cover is drawn art, not content.
        // eslint-disable-next-line @next/next/no-img-element
        <img className={styles.cover} src={cover} alt="" width={1200} height={630} loading="lazy" decoding="async" />
      ) : null}
      <div className={styles.cardBody}>
        <p className={styles.eyebrow}>{article.category}</p>
        <Heading className={styles.cardTitle}>
          <Link href={articleHref(article)}>{article.title}</Link>
        </Heading>
        <p className={styles.excerpt}>{article.excerpt}</p>
        <p className={styles.meta}>
          <time dateTime={article.publishedAt ?? undefined}>{formatDate(article.publishedAt, timeZone)}</time>
          <span aria-hidden="true"> · </span>
          {article.readingMinutes} min read
        </p>
      </div>
    </article>
  );
}

export function ArticleGrid({ articles, headingLevel = 2, timeZone }: { articles: ArticleSummary[]; headingLevel?: 2 | 3; timeZone: string }) {
  return (
    <ul className={styles.grid}>
      {articles.map((a) => (
        <li key={a._id}>
          <ArticleCard article={a} headingLevel={headingLevel} timeZone={timeZone} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Each table of stored rich HTML in a box of its own that scrolls sideways and can take focus
 * (a keyboard user scrolls it with the arrow keys), so a wide table never widens a phone's page.
 * The HTML is the sanitiser's output, where every table is closed.
 */
export const boxTables = (html: string): string =>
  html
    .replace(/<table\b/g, `<div class="${styles.tableScroll}" role="region" aria-label="Table, scrolls sideways" tabindex="0"><table`)
    .replace(/<\/table>/g, "</table></div>");

/** Stored rich HTML, sanitised by the server before it gets here (lib/server/content/sanitize.ts). */
export function Prose({ html }: { html: string }) {
  return <div className={styles.prose} dangerouslySetInnerHTML={{ __html: boxTables(html) }} />;
}
