import { articleListSchema } from "@/lib/contracts/content";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";
import { listArticles } from "@/lib/server/content/articles";

// POST /api/web/blog/getblogs-Main – published blog articles, newest first: { page, limit, category, search }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ body: articleListSchema }, async ({ body }) => {
    const { articles, categories, pagination } = await listArticles(await getDb(), "blog", body, new Date());
    return ok({ articles, categories }, { pagination });
  }),
});
