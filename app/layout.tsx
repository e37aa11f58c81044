import type { Metadata, Viewport } from "next";
import { SiteShell } from "@/components/shell/site-shell";
import { getFooterCached } from "@/lib/server/compose/footer";
import { getSiteInfo } from "@/lib/server/site";
import { OG_LOCALE } from "@/lib/server/seo";
import { isBuildPhase } from "@/lib/server/build-phase";
import "@/styles/globals.scss";

export async function generateMetadata(): Promise<Metadata> {
  if (isBuildPhase()) return {};
  const site = getSiteInfo();
  const description = `${site.name}: 24x7 emergency care, specialist doctors and online appointments.`;
  return {
    metadataBase: new URL(site.url),
    title: { default: site.name, template: `%s | ${site.name}` },
    description,
    applicationName: site.name,
    icons: { icon: "/images/logo.svg" },
    openGraph: { siteName: site.name, type: "website", locale: OG_LOCALE },
    formatDetection: { telephone: false },
  };
}

// Every page that renders no per-request data is cached HTML, fresh for 300 s (SPEC's 5
// minutes; REVALIDATE_SECONDS in lib/server/cache.ts) and regenerated after a write through a
// domain revalidates one of its tags. A literal: Next reads segment settings without running code.
export const revalidate = 300;

export const viewport: Viewport = {
  themeColor: "#0b6378",
  width: "device-width",
  initialScale: 1,
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // `next build` prerenders a placeholder that is never served (lib/server/build-phase.ts):
  // no database then. Otherwise the page around it decides whether it is cached (content
  // pages, 300 s, tag-revalidated) or rendered per request (patient data, filtered lists).
  if (isBuildPhase()) {
    return (
      <html lang="en-IN">
        <body>{children}</body>
      </html>
    );
  }
  const site = getSiteInfo();
  return (
    <SiteShell hospitalName={site.name} emergencyPhone={site.emergencyPhone} footer={await getFooterCached()}>
      {children}
    </SiteShell>
  );
}
