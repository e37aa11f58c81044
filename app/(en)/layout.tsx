import type { Metadata } from "next";
import { SiteShell } from "@/components/shell/site-shell";
import { getFooterCached } from "@/lib/server/compose/footer";
import { getSiteInfo } from "@/lib/server/site";
import { rootMetadata } from "@/lib/server/seo";
import { isBuildPhase } from "@/lib/server/build-phase";
import "@/styles/globals.scss";

export { SITE_VIEWPORT as viewport } from "@/lib/server/seo";

export async function generateMetadata(): Promise<Metadata> {
  return isBuildPhase() ? {} : rootMetadata("en");
}

// Every page that renders no per-request data is cached HTML, fresh for 300 s (SPEC's 5
// minutes; REVALIDATE_SECONDS in lib/server/cache.ts) and regenerated after a write through a
// domain revalidates one of its tags. A literal: Next reads segment settings without running code.
export const revalidate = 300;

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
    <SiteShell locale="en" hospitalName={site.name} emergencyPhone={site.emergencyPhone} footer={await getFooterCached()}>
      {children}
    </SiteShell>
  );
}
