import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { JsonLd } from "@/components/seo/json-ld";
import { ArticleDetailBody } from "@/components/content/article-detail";
import { ArticleListBody } from "@/components/content/article-list-page";
import type { ArticleKind } from "@/lib/contracts/content";
import type { SearchParams } from "@/lib/doctors/list-query";
import { blogHref, FEEDS, newsHref, ROUTES } from "@/lib/routes";
import { articleListKey, loadArticleList } from "@/lib/server/compose/article-list";
import { blogPage, newsPage } from "@/lib/server/compose/content-pages";
import { articlePageMetadata, pageMetadata, siteFacts } from "@/lib/server/seo";
import { getSiteInfo } from "@/lib/server/site";
import { articleJsonLd } from "@/lib/structured-data";

// The blog's and the news' pages are one list page and one article page, told apart by their
// kind: each of the four route files (/bloglist, /news, /blogdetail/[blogurl],
// /newsdetail/[newsurl]) only names its kind. What differs between the two is declared here.

const KINDS = {
  blog: {
    name: "Health Blog",
    listPath: ROUTES.blogList,
    href: blogHref,
    detail: blogPage,
    feed: FEEDS.blog,
    missing: "Article not found",
    description: "Articles by our doctors on heart health, women and children, healthy living, bones and joints, sleep and the mind, and how to prepare for a hospital visit.",
    lead: "Plain-language articles by our doctors: what to watch for, when to see a doctor, and how to look after yourself and your family.",
  },
  news: {
    name: "News",
    listPath: ROUTES.news,
    href: newsHref,
    detail: newsPage,
    feed: FEEDS.news,
    missing: "News item not found",
    description: "News from the hospital: new services and equipment, accreditations, health camps and community programmes.",
    lead: "What is new at the hospital: services, people, accreditations and our work in the community.",
  },
} as const satisfies Record<ArticleKind, unknown>;

type DetailProps = { params: Promise<Record<string, string>> };
type ListProps = { searchParams: Promise<SearchParams> };

/** The article's key: the route's one parameter (blogurl or newsurl). */
const keyOf = async (params: DetailProps["params"]) => Object.values(await params)[0] ?? "";

/** An article's page: its metadata and the page (404 for an unknown article, a redirect to its own address). */
export function articleDetailPage(kind: ArticleKind) {
  const k = KINDS[kind];
  return {
    async generateMetadata({ params }: DetailProps): Promise<Metadata> {
      const article = await k.detail.find(await keyOf(params));
      if (!article) return { title: k.missing, robots: { index: false } };
      return articlePageMetadata(article, k.href(article.url));
    },
    async Page({ params }: DetailProps) {
      const article = await k.detail.require(await keyOf(params));
      const site = getSiteInfo();
      const path = k.href(article.url);
      return (
        <>
          <JsonLd data={articleJsonLd(await siteFacts(), article, path)} />
          <PageHeader siteUrl={site.url} path={path} title={article.title} crumbs={[{ label: k.name, href: k.listPath }]} lead={article.excerpt} />
          <ArticleDetailBody article={article} timeZone={site.timeZone} />
        </>
      );
    },
  };
}

/** The list of a kind's articles: category, search and page from the address, the RSS feed linked. */
export function articleListPage(kind: ArticleKind) {
  const k = KINDS[kind];
  const load = async (searchParams: ListProps["searchParams"]) => loadArticleList(kind, articleListKey(kind, await searchParams));
  return {
    async generateMetadata({ searchParams }: ListProps): Promise<Metadata> {
      const view = await load(searchParams);
      const title = `${view.category ? `${view.category}: ` : ""}${k.name}${view.page > 1 ? ` – page ${view.page}` : ""}`;
      const metadata = pageMetadata({ title, description: k.description, path: view.path });
      return {
        ...metadata,
        alternates: { ...metadata.alternates, types: { "application/rss+xml": [{ url: k.feed, title: k.name }] } },
        // A search result is a one-off view, not a page worth indexing.
        ...(view.search ? { robots: { index: false, follow: true } } : {}),
      };
    },
    async Page({ searchParams }: ListProps) {
      const view = await load(searchParams);
      const site = getSiteInfo();
      return (
        <>
          <PageHeader siteUrl={site.url} path={k.listPath} title={k.name} lead={k.lead} />
          <ArticleListBody kind={kind} list={view.list} category={view.category} search={view.search} page={view.page} pages={view.pages} timeZone={site.timeZone} />
        </>
      );
    },
  };
}
