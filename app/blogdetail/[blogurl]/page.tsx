import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { JsonLd } from "@/components/seo/json-ld";
import { ArticleDetailBody } from "@/components/content/article-detail";
import { blogHref, ROUTES } from "@/lib/routes";
import { blogPage } from "@/lib/server/compose/content-pages";
import { articlePageMetadata, siteFacts } from "@/lib/server/seo";
import { getSiteInfo } from "@/lib/server/site";
import { articleJsonLd } from "@/lib/structured-data";
import { onDemandOnly } from "@/lib/server/build-phase";

// Rendered on its first request, never at build, then cached (the layout's revalidate).
export const generateStaticParams = onDemandOnly;

type Props = { params: Promise<{ blogurl: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = await blogPage.find((await params).blogurl);
  if (!article) return { title: "Article not found", robots: { index: false } };
  return articlePageMetadata(article, blogHref(article.url));
}

export default async function BlogDetailPage({ params }: Props) {
  const article = await blogPage.require((await params).blogurl);
  const site = getSiteInfo();
  const path = blogHref(article.url);
  return (
    <>
      <JsonLd data={articleJsonLd(await siteFacts(), article, path)} />
      <PageHeader siteUrl={site.url} path={path} title={article.title} crumbs={[{ label: "Health Blog", href: ROUTES.blogList }]} lead={article.excerpt} />
      <ArticleDetailBody article={article} timeZone={site.timeZone} />
    </>
  );
}
