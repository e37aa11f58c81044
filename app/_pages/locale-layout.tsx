import type { Metadata } from "next";
import localFont from "next/font/local";
import { SiteShell } from "@/components/shell/site-shell";
import { getFooterCached } from "@/lib/server/compose/footer";
import { getSiteInfo } from "@/lib/server/site";
import { isBuildPhase } from "@/lib/server/build-phase";
import { rootMetadata } from "@/lib/server/seo";
import { LOCALE_FACTS, type TranslatedLocale } from "@/lib/i18n/locales";
import "@/styles/globals.scss";

// Devanagari from Noto Sans Devanagari (OFL), served by the site itself and preloaded: only the
// script's own characters (unicode-range), so Latin text keeps the system font. "optional": a font
// that is late is not swapped in afterwards (the system's Devanagari stays), so nothing moves.
export const devanagariFont = localFont({
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

/**
 * The root layout of the site in one translated language (app/mr, app/hi): its own document
 * (<html lang>, the Devanagari font), the shell in the language. During `next build` it renders
 * the placeholder document every cached page has then (lib/server/build-phase.ts).
 */
export function localeLayout(locale: TranslatedLocale) {
  return {
    async generateMetadata(): Promise<Metadata> {
      return isBuildPhase() ? {} : rootMetadata(locale);
    },
    async Layout({ children }: { children: React.ReactNode }) {
      if (isBuildPhase()) {
        return (
          <html lang={LOCALE_FACTS[locale].tag}>
            <body>{children}</body>
          </html>
        );
      }
      const site = getSiteInfo();
      return (
        <SiteShell locale={locale} fontClass={devanagariFont.variable} hospitalName={site.name} emergencyPhone={site.emergencyPhone} footer={await getFooterCached()}>
          {children}
        </SiteShell>
      );
    },
  };
}
