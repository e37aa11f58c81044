import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { getSiteInfo } from "@/lib/server/site";
import { absoluteUrl, CONSOLE_ROUTES, ROUTE_PREFIXES, ROUTES } from "@/lib/routes";

// /robots.txt – everything public may be crawled except the API, short-link hops and
// the payment and verification steps and the staff console; the sitemap lists every public page.
export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection(); // SITE_URL is read at run time, not baked in at build time.
  const { url } = getSiteInfo();
  return {
    rules: [
      {
        userAgent: "*",
        allow: ROUTES.home,
        disallow: ["/api/", `${ROUTE_PREFIXES.shortLink}/`, ROUTES.payment, ROUTES.paymentSuccess, ROUTES.paymentFailed, ROUTES.sendOtp, CONSOLE_ROUTES.home],
      },
    ],
    sitemap: absoluteUrl(url, "/sitemap.xml"),
    host: url,
  };
}
