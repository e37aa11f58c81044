import "server-only";
import { Feed } from "feed";
import type { ArticleKind } from "@/lib/contracts/content";
import { absoluteUrl, blogHref, FEEDS, newsHref, ROUTES } from "@/lib/routes";
import { getSiteInfo } from "../site";
import { latestArticlesCached } from "./articles";

const FEED_SIZE = 20;

/** The RSS 2.0 feed of the newest articles or news items (the `feed` library), from the cached list. */
export async function articleFeed(kind: ArticleKind): Promise<string> {
  const site = getSiteInfo();
  const articles = await latestArticlesCached(kind, FEED_SIZE);
  const listPath = kind === "blog" ? ROUTES.blogList : ROUTES.news;
  const title = kind === "blog" ? `${site.name}: Health Blog` : `${site.name}: News`;
  const feed = new Feed({
    title,
    description: kind === "blog" ? "Articles by our doctors on staying well and getting care." : "News from the hospital.",
    id: absoluteUrl(site.url, listPath),
    link: absoluteUrl(site.url, listPath),
    language: "en-IN",
    image: absoluteUrl(site.url, "/images/logo.svg"),
    copyright: `© ${new Date().getFullYear()} ${site.name}`,
    updated: articles[0]?.publishedAt ? new Date(articles[0].publishedAt) : new Date(0),
    feedLinks: { rss: absoluteUrl(site.url, FEEDS[kind]) },
  });
  for (const a of articles) {
    const url = absoluteUrl(site.url, kind === "blog" ? blogHref(a.url) : newsHref(a.url));
    feed.addItem({
      title: a.title,
      id: url,
      link: url,
      description: a.excerpt,
      date: a.publishedAt ? new Date(a.publishedAt) : new Date(a.updatedAt),
      category: [{ name: a.category }],
      author: [{ name: a.author }],
      ...(a.coverImage ? { image: absoluteUrl(site.url, a.coverImage) } : {}),
    });
  }
  return feed.rss2();
}
