import { listNewsCall } from "@/lib/contracts/calls/content";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { listArticles } from "@/lib/server/content/articles";

// GET /api/web/blog/news – published news items, newest first
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: handle(listNewsCall, {}, async ({ query }) => {
    const { articles, categories, pagination } = await listArticles(await getDb(), "news", query, new Date());
    return ok({ articles, categories }, { pagination });
  }),
});
