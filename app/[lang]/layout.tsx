import type { Metadata } from "next";
import localFont from "next/font/local";
import { SiteShell } from "@/components/shell/site-shell";
import { getFooterCached } from "@/lib/server/compose/footer";
import { getSiteInfo } from "@/lib/server/site";
import { onDemandOnly } from "@/lib/server/build-phase";
import { pageLocale } from "@/lib/server/i18n";
import { rootMetadata } from "@/lib/server/seo";
import "@/styles/globals.scss";

export { SITE_VIEWPORT as viewport } from "@/lib/server/seo";

// The site in Marathi and Hindi (/mr/..., /hi/...): the same pages as English, each rendered on
// its first request and cached like the English one (300 s, revalidated by the same tags).
export const generateStaticParams = onDemandOnly;
export const revalidate = 300;

// Devanagari from Noto Sans Devanagari (OFL), served by the site itself and preloaded: only the
// script's own characters (unicode-range), so Latin text keeps the system font. "optional": a font
// that is late is not swapped in afterwards (the system's Devanagari stays), so nothing moves.
const devanagari = localFont({
  src: [
    { path: "../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2", weight: "400", style: "normal" },
    { path: "../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2", weight: "700", style: "normal" },
  ],
  variable: "--font-devanagari",
  display: "optional",
  // next/font's metric-matched fallback would take Latin text too (it has no unicode-range).
  adjustFontFallback: false,
  declarations: [{ prop: "unicode-range", value: "U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+25CC, U+A830-A839, U+A8E0-A8FF" }],
});

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return rootMetadata(await pageLocale(params));
}

export default async function LocaleLayout({ children, params }: Props & { children: React.ReactNode }) {
  const locale = await pageLocale(params);
  const site = getSiteInfo();
  return (
    <SiteShell locale={locale} fontClass={devanagari.variable} hospitalName={site.name} emergencyPhone={site.emergencyPhone} footer={await getFooterCached()}>
      {children}
    </SiteShell>
  );
}
