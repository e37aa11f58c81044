import { getArticleCall } from "@/lib/contracts/calls/content";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/errors";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { getArticle } from "@/lib/server/content/articles";

// GET /api/web/blog/[url] – one published article or news item by its url slug, with its doctor and related articles
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: handle(getArticleCall, {}, async ({ params }) => {
    const article = await getArticle(await getDb(), params.url, new Date());
    if (!article) throw notFound("Article not found");
    return ok(article);
  }),
});
