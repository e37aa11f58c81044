import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { JsonLd } from "@/components/seo/json-ld";
import { ArticleDetailBody } from "@/components/content/article-detail";
import { newsHref, ROUTES } from "@/lib/routes";
import { newsPage } from "@/lib/server/compose/content-pages";
import { articlePageMetadata, siteFacts } from "@/lib/server/seo";
import { getSiteInfo } from "@/lib/server/site";
import { articleJsonLd } from "@/lib/structured-data";
import { onDemandOnly } from "@/lib/server/build-phase";

// Rendered on its first request, never at build, then cached (the layout's revalidate).
export const generateStaticParams = onDemandOnly;

type Props = { params: Promise<{ newsurl: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = await newsPage.find((await params).newsurl);
  if (!article) return { title: "News item not found", robots: { index: false } };
  return articlePageMetadata(article, newsHref(article.url));
}

export default async function NewsDetailPage({ params }: Props) {
  const article = await newsPage.require((await params).newsurl);
  const site = getSiteInfo();
  const path = newsHref(article.url);
  return (
    <>
      <JsonLd data={articleJsonLd(await siteFacts(), article, path)} />
      <PageHeader siteUrl={site.url} path={path} title={article.title} crumbs={[{ label: "News", href: ROUTES.news }]} lead={article.excerpt} />
      <ArticleDetailBody article={article} timeZone={site.timeZone} />
    </>
  );
}
