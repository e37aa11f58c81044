import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { ArticleListBody } from "@/components/content/article-list-page";
import type { SearchParams } from "@/lib/doctors/list-query";
import { articleListKey, loadArticleList } from "@/lib/server/compose/article-list";
import { pageMetadata } from "@/lib/server/seo";
import { getSiteInfo } from "@/lib/server/site";
import { ROUTES, FEEDS } from "@/lib/routes";

type Props = { searchParams: Promise<SearchParams> };

const load = async (searchParams: Props["searchParams"]) => loadArticleList("blog", articleListKey("blog", await searchParams));

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const view = await load(searchParams);
  const title = `${view.category ? `${view.category}: ` : ""}Health Blog${view.page > 1 ? ` – page ${view.page}` : ""}`;
  const metadata = pageMetadata({
    title,
    description: "Articles by our doctors on heart health, women and children, healthy living, bones and joints, sleep and the mind, and how to prepare for a hospital visit.",
    path: view.path,
  });
  return {
    ...metadata,
    alternates: { ...metadata.alternates, types: { "application/rss+xml": [{ url: FEEDS.blog, title: "Health Blog" }] } },
    // A search result is a one-off view, not a page worth indexing.
    ...(view.search ? { robots: { index: false, follow: true } } : {}),
  };
}

export default async function BlogListPage({ searchParams }: Props) {
  const view = await load(searchParams);
  const site = getSiteInfo();
  return (
    <>
      <PageHeader
        siteUrl={site.url}
        path={ROUTES.blogList}
        title="Health Blog"
        lead="Plain-language articles by our doctors: what to watch for, when to see a doctor, and how to look after yourself and your family."
      />
      <ArticleListBody kind="blog" list={view.list} category={view.category} search={view.search} page={view.page} pages={view.pages} timeZone={site.timeZone} />
    </>
  );
}
