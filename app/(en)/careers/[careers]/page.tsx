import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { PageHeader } from "@/components/ui/page-header";
import { JsonLd } from "@/components/seo/json-ld";
import { Prose } from "@/components/content/article-card";
import { JobFacts } from "@/components/careers/opening-card";
import { ApplicationForm } from "@/components/careers/application-form";
import { EMPLOYMENT_TYPE_TEXT } from "@/lib/contracts/content";
import { formatDate } from "@/lib/format/date";
import { careerHref, ROUTES } from "@/lib/routes";
import { careerPage } from "@/lib/server/compose/content-pages";
import { siteFacts } from "@/lib/server/seo";
import { onDemandOnly } from "@/lib/server/build-phase";
import { pageMetadata } from "@/lib/server/seo";
import { getSiteInfo } from "@/lib/server/site";
import { jobPostingJsonLd } from "@/lib/structured-data";
import { stripHtml } from "@/lib/text/strip-html";
import { truncate } from "@/lib/text/truncate";
import container from "@/components/ui/container.module.scss";
import styles from "@/components/content/content.module.scss";

// Rendered on its first request, never at build, then cached (the layout's revalidate).
export const generateStaticParams = onDemandOnly;

type Props = { params: Promise<{ careers: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const opening = await careerPage.find((await params).careers);
  if (!opening) return { title: "Job opening not found", robots: { index: false } };
  return pageMetadata({
    title: `${opening.title} – ${opening.location}`,
    description: truncate(`${opening.department}, ${EMPLOYMENT_TYPE_TEXT[opening.employmentType].toLowerCase()}, ${opening.experience}. ${stripHtml(opening.description)}`, 160),
    path: careerHref(opening.url),
  });
}

export default async function CareerDetailPage({ params }: Props) {
  const opening = await careerPage.require((await params).careers);
  const site = getSiteInfo();
  const facts = await siteFacts();
  const path = careerHref(opening.url);
  const closes = formatDate(`${opening.closesOn}T12:00:00Z`, site.timeZone);
  return (
    <>
      {opening.isOpen ? <JsonLd data={jobPostingJsonLd(facts, opening, path)} /> : null}
      <PageHeader siteUrl={site.url} path={path} title={opening.title} crumbs={[{ label: "Careers", href: ROUTES.career }]} lead={`${opening.department} · ${opening.location}`} />
      <div className={`${container.container} ${styles.layout}`}>
        <article aria-labelledby="page-title">
          <Prose html={opening.description} />
          {opening.isOpen ? <ApplicationForm opening={opening.url} title={opening.title} /> : null}
        </article>
        <aside className={styles.aside} aria-labelledby="job-facts-title">
          <h2 id="job-facts-title">The position</h2>
          <JobFacts
            opening={opening}
            lead={[{ label: "Department", value: opening.department }]}
            extra={[
              { label: "Posted", value: formatDate(opening.postedAt, site.timeZone) },
              { label: opening.isOpen ? "Apply by" : "Closed", value: closes },
            ]}
          />
          {opening.isOpen ? null : (
            <p role="note">
              <strong>This opening closed on {closes} and no longer takes applications.</strong> <Link href={ROUTES.career}>See the open positions</Link>.
            </p>
          )}
        </aside>
      </div>
    </>
  );
}
