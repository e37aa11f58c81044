import { Link } from "@/components/ui/link";
import type { ArticleDetail } from "@/lib/contracts/content";
import { formatDate } from "@/lib/format/date";
import { resolveImageUrl } from "@/lib/images/image-url";
import { articleListHref, bookDoctorHref, doctorHref, ROUTES } from "@/lib/routes";
import container from "@/components/ui/container.module.scss";
import { ArticleGrid, Prose } from "./article-card";
import styles from "./content.module.scss";

/**
 * The body of /blogdetail/:url and /newsdetail/:url: cover, byline, the medical reviewer, the
 * text (without the cover: the domain takes it out), tags, the doctor, related articles.
 */
export function ArticleDetailBody({ article, timeZone }: { article: ArticleDetail; timeZone: string }) {
  const cover = resolveImageUrl(article.coverImage);
  const author = article.doctor?.role === "author" ? article.doctor : null;
  const reviewer = article.reviewer;
  // The aside introduces the doctor who wrote it, else the one who reviewed it.
  const asideDoctor = author ?? reviewer;
  return (
    <div className={`${container.container} ${styles.layout}`}>
      <article aria-labelledby="page-title">
        {cover ? (
          // The cover is drawn art that illustrates the title: decorative.
          // eslint-disable-next-line @next/next/no-img-element
          <img className={styles.hero} src={cover} alt="" width={1200} height={630} fetchPriority="high" />
        ) : null}
        <p className={styles.byline}>
          <span>
            By {author ? <Link href={doctorHref(author.username)}>{author.fullName}</Link> : article.author}
          </span>
          <span>
            Published <time dateTime={article.publishedAt ?? undefined}>{formatDate(article.publishedAt, timeZone)}</time>
          </span>
          <span>{article.readingMinutes} min read</span>
          <span>
            <Link href={articleListHref(article.kind, { category: article.category })}>{article.category}</Link>
          </span>
        </p>
        {reviewer ? (
          <p className={styles.byline}>
            <span>
              Medically reviewed by <Link href={doctorHref(reviewer.username)}>{reviewer.fullName}</Link>
              {`, ${reviewer.speciality ?? reviewer.designation}`}
            </span>
            {reviewer.reviewedOn ? (
              <span>
                Reviewed <time dateTime={reviewer.reviewedOn}>{formatDate(reviewer.reviewedOn, timeZone)}</time>
              </span>
            ) : null}
          </p>
        ) : null}
        <Prose html={article.content} />
        {article.tags.length ? (
          <ul className={styles.tags} aria-label="Tags">
            {article.tags.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        ) : null}
        {article.related.length ? (
          <section className={styles.related} aria-labelledby="related-title">
            <h2 id="related-title">{article.kind === "blog" ? "Related articles" : "More news"}</h2>
            <ArticleGrid articles={article.related} headingLevel={3} timeZone={timeZone} />
          </section>
        ) : null}
      </article>
      <aside className={styles.aside} aria-labelledby="aside-title">
        <h2 id="aside-title">{author ? "About the author" : reviewer ? "Reviewed by" : "Need to see a doctor?"}</h2>
        {asideDoctor ? (
          <>
            <p>
              <Link href={doctorHref(asideDoctor.username)}>{asideDoctor.fullName}</Link>
              <br />
              {asideDoctor.designation}
            </p>
            <p>
              <Link href={bookDoctorHref(asideDoctor.username)}>Book an appointment with {asideDoctor.fullName}</Link>
            </p>
          </>
        ) : (
          <p>
            <Link href={ROUTES.appointment}>Book an appointment</Link> with one of our specialists.
          </p>
        )}
        <p>This article is general information, not medical advice for you. In an emergency, call the hospital&apos;s 24x7 line.</p>
      </aside>
    </div>
  );
}
