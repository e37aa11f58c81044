import { Link } from "@/components/ui/link";
import type { ArticleDetail } from "@/lib/contracts/content";
import { formatDate } from "@/lib/format/date";
import { resolveImageUrl } from "@/lib/images/image-url";
import { articleListHref, bookDoctorHref, doctorHref, ROUTES } from "@/lib/routes";
import container from "@/components/ui/container.module.scss";
import { ArticleGrid, Prose } from "./article-card";
import styles from "./content.module.scss";

/** The body of /blogdetail/:url and /newsdetail/:url: cover, byline, the text, tags, the doctor, related articles. */
export function ArticleDetailBody({ article, timeZone }: { article: ArticleDetail; timeZone: string }) {
  const cover = resolveImageUrl(article.coverImage);
  const doctor = article.doctor;
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
            By {doctor?.role === "author" ? <Link href={doctorHref(doctor.username)}>{doctor.fullName}</Link> : article.author}
          </span>
          <span>
            Published <time dateTime={article.publishedAt ?? undefined}>{formatDate(article.publishedAt, timeZone)}</time>
          </span>
          <span>{article.readingMinutes} min read</span>
          <span>
            <Link href={articleListHref(article.kind, { category: article.category })}>{article.category}</Link>
          </span>
        </p>
        {doctor?.role === "reviewer" ? (
          <p className={styles.byline}>
            <span>
              Medically reviewed by <Link href={doctorHref(doctor.username)}>{doctor.fullName}</Link>, {doctor.designation}
            </span>
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
        <h2 id="aside-title">{doctor ? (doctor.role === "author" ? "About the author" : "Reviewed by") : "Need to see a doctor?"}</h2>
        {doctor ? (
          <>
            <p>
              <Link href={doctorHref(doctor.username)}>{doctor.fullName}</Link>
              <br />
              {doctor.designation}
            </p>
            <p>
              <Link href={bookDoctorHref(doctor.username)}>Book an appointment with {doctor.fullName}</Link>
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
