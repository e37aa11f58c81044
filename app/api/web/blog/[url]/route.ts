import { z } from "zod";
import { slug } from "@/lib/contracts/common";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/errors";
import { methods, ok, route } from "@/lib/server/api/route";
import { getArticle } from "@/lib/server/content/articles";

const params = z.object({ url: slug });

// GET /api/web/blog/{url} – one published article or news item by its url slug, with its doctor and related articles
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: route({ params }, async ({ params }) => {
    const article = await getArticle(await getDb(), params.url, new Date());
    if (!article) throw notFound("Article not found");
    return ok(article);
  }),
});
