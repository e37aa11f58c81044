import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { ArticleListBody } from "@/components/content/article-list-page";
import type { SearchParams } from "@/lib/doctors/list-query";
import { articleListKey, loadArticleList } from "@/lib/server/compose/article-list";
import { pageMetadata } from "@/lib/server/seo";
import { getSiteInfo } from "@/lib/server/site";
import { ROUTES, FEEDS } from "@/lib/routes";

type Props = { searchParams: Promise<SearchParams> };

const load = async (searchParams: Props["searchParams"]) => loadArticleList("news", articleListKey("news", await searchParams));

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const view = await load(searchParams);
  const title = `${view.category ? `${view.category}: ` : ""}News${view.page > 1 ? ` – page ${view.page}` : ""}`;
  const metadata = pageMetadata({
    title,
    description: "News from the hospital: new services and equipment, accreditations, health camps and community programmes.",
    path: view.path,
  });
  return {
    ...metadata,
    alternates: { ...metadata.alternates, types: { "application/rss+xml": [{ url: FEEDS.news, title: "News" }] } },
    ...(view.search ? { robots: { index: false, follow: true } } : {}),
  };
}

export default async function NewsPage({ searchParams }: Props) {
  const view = await load(searchParams);
  const site = getSiteInfo();
  return (
    <>
      <PageHeader siteUrl={site.url} path={ROUTES.news} title="News" lead="What is new at the hospital: services, people, accreditations and our work in the community." />
      <ArticleListBody kind="news" list={view.list} category={view.category} search={view.search} page={view.page} pages={view.pages} timeZone={site.timeZone} />
    </>
  );
}
