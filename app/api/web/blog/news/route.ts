import { articleListSchema } from "@/lib/contracts/content";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";
import { listArticles } from "@/lib/server/content/articles";

// GET /api/web/blog/news?page=&limit=&category=&search= – published news items, newest first
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: route({ query: articleListSchema }, async ({ query }) => {
    const { articles, categories, pagination } = await listArticles(await getDb(), "news", query, new Date());
    return ok({ articles, categories }, { pagination });
  }),
});
