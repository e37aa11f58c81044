import { connection } from "next/server";
import { articleFeed } from "@/lib/server/content/feeds";

// GET /bloglist/feed.xml – RSS of the newest articles (linked from /bloglist); read per request
// from the cached list, so the build never opens the database.
export async function GET(): Promise<Response> {
  await connection();
  return new Response(await articleFeed("blog"), { headers: { "content-type": "application/rss+xml; charset=utf-8", "cache-control": "public, max-age=300" } });
}
