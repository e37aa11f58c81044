import type { Metadata, Viewport } from "next";
import { ConsoleShell } from "@/components/console/console-shell";
import { getSiteInfo } from "@/lib/server/site";
import { isBuildPhase } from "@/lib/server/build-phase";
import "@/styles/globals.scss";

// The staff console's own document: no public header, footer or help chat, nothing cached
// (every console page renders per request behind a staff session: lib/server/console-page.ts).

export async function generateMetadata(): Promise<Metadata> {
  if (isBuildPhase()) return {};
  const site = getSiteInfo();
  return {
    metadataBase: new URL(site.url),
    title: { default: `Staff console | ${site.name}`, template: `%s | Staff console | ${site.name}` },
    robots: { index: false, follow: false },
    icons: { icon: "/images/logo.svg" },
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = { themeColor: "#0b6378", width: "device-width", initialScale: 1 };

export default function ConsoleLayout({ children }: { children: React.ReactNode }) {
  return <ConsoleShell hospitalName={isBuildPhase() ? "" : getSiteInfo().name}>{children}</ConsoleShell>;
}
