import { listBlogArticlesCall } from "@/lib/contracts/calls/content";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { listArticles } from "@/lib/server/content/articles";

// POST /api/web/blog/getblogs-Main – published blog articles, newest first: { page, limit, category, search }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(listBlogArticlesCall, {}, async ({ body }) => {
    const { articles, categories, pagination } = await listArticles(await getDb(), "blog", body, new Date());
    return ok({ articles, categories }, { pagination });
  }),
});
