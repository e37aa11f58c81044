import { connection } from "next/server";
import { articleFeed } from "@/lib/server/content/feeds";

// GET /news/feed.xml – RSS of the newest news items (linked from /news); read per request
// from the cached list, so the build never opens the database.
export async function GET(): Promise<Response> {
  await connection();
  return new Response(await articleFeed("news"), { headers: { "content-type": "application/rss+xml; charset=utf-8", "cache-control": "public, max-age=300" } });
}
