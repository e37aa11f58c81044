import { notFound, redirect } from "next/navigation";
import { followShortLink } from "@/lib/server/shorturls";

// /p/:shortId – a server redirect (307) to the stored target, counting the visit once;
// unknown or expired ids show the not-found page with 404. Never cached.
export default async function ShortLinkPage({ params }: { params: Promise<{ shortId: string }> }) {
  const { shortId } = await params;
  const target = await followShortLink(shortId);
  if (!target) notFound();
  redirect(target);
}
