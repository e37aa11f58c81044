import type { Metadata } from "next";
import { headers } from "next/headers";
import { SiteShell } from "@/components/shell/site-shell";
import { NotFoundView } from "@/components/not-found/not-found-view";
import { missingKindOf } from "@/lib/not-found";
import { getFooterCached } from "@/lib/server/compose/footer";
import { getSiteInfo } from "@/lib/server/site";
import { OG_LOCALE } from "@/lib/server/seo";
import "@/styles/globals.scss";

// The whole 404 document for a full page load: an address no route matches, and (through the
// server's not-found step, server/steps/not-found.ts) any unknown doctor, speciality, service, article or
// short link, whose heading names what was missing. Rendered per request: it reads the
// front's header, and as its own document (next.config.ts `globalNotFound`) that keeps every
// other page cacheable. Client-side navigations show app/not-found.tsx instead.

export async function generateMetadata(): Promise<Metadata> {
  const site = getSiteInfo();
  const title = `Page not found | ${site.name}`;
  const description = "The page you were looking for could not be found.";
  return {
    metadataBase: new URL(site.url),
    title,
    description,
    applicationName: site.name,
    icons: { icon: "/images/logo.svg" },
    robots: { index: false },
    openGraph: { siteName: site.name, type: "website", locale: OG_LOCALE, title, description },
    formatDetection: { telephone: false },
  };
}

export default async function GlobalNotFound() {
  // The server names the missing address in this header (server/steps/not-found.ts).
  const missing = (await headers()).get("x-hospital-missing-path");
  const site = getSiteInfo();
  return (
    <SiteShell locale="en" hospitalName={site.name} emergencyPhone={site.emergencyPhone} footer={await getFooterCached()} alwaysPublic>
      <NotFoundView kind={missingKindOf(missing)} />
    </SiteShell>
  );
}
