import type { Metadata } from "next";
import { headers } from "next/headers";
import { SiteShell } from "@/components/shell/site-shell";
import { notFoundMetadata, NotFoundView } from "@/components/not-found/not-found-view";
import { devanagariFont } from "@/app/_pages/locale-layout";
import { LOCALE_FACTS } from "@/lib/i18n/locales";
import { localeOfPath } from "@/lib/i18n/paths";
import { missingKindOf } from "@/lib/not-found";
import { MISSING_PATH_HEADER } from "@/lib/http/internal-headers";
import { getFooterCached } from "@/lib/server/compose/footer";
import { getSiteInfo } from "@/lib/server/site";
import "@/styles/globals.scss";

// The whole 404 document for a full page load: an address no route matches, and (through the
// server's not-found step, server/steps/not-found.ts) any unknown doctor, speciality, service, article or
// short link, whose heading names what was missing, in the language of its address ("/mr/..."
// in Marathi). Rendered per request: it reads the front's header, and as its own document
// (next.config.ts `globalNotFound`) that keeps every other page cacheable. Client-side
// navigations show a layout's not-found.tsx instead.

/** The missing address, as the server names it (server/main.ts); absent for an address no route matches. */
const missingPath = async () => (await headers()).get(MISSING_PATH_HEADER);

export async function generateMetadata(): Promise<Metadata> {
  const site = getSiteInfo();
  const locale = localeOfPath((await missingPath()) ?? "/");
  const { title, description } = notFoundMetadata(locale) as { title: string; description: string };
  const fullTitle = `${title} | ${site.name}`;
  return {
    metadataBase: new URL(site.url),
    title: fullTitle,
    description,
    applicationName: site.name,
    icons: { icon: "/images/logo.svg" },
    robots: { index: false },
    openGraph: { siteName: site.name, type: "website", locale: LOCALE_FACTS[locale].og, title: fullTitle, description },
    formatDetection: { telephone: false },
  };
}

export default async function GlobalNotFound() {
  const missing = await missingPath();
  const locale = localeOfPath(missing ?? "/");
  const site = getSiteInfo();
  return (
    <SiteShell
      locale={locale}
      fontClass={locale === "en" ? undefined : devanagariFont.variable}
      hospitalName={site.name}
      emergencyPhone={site.emergencyPhone}
      footer={await getFooterCached()}
      alwaysPublic
    >
      <NotFoundView kind={missingKindOf(missing)} locale={locale} />
    </SiteShell>
  );
}
