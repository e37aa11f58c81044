import { Suspense } from "react";
import { SiteHeader } from "@/components/shell/header/site-header";
import { SiteFooter } from "@/components/shell/footer/site-footer";
import { ChatWidget } from "@/components/chat/chat-widget";
import { NavigationSpinner } from "@/components/shell/navigation-spinner";
import { ToastArea } from "@/components/shell/toast-area";
import type { FooterSettings } from "@/lib/contracts/footer";
import { ConsoleBar } from "@/components/console/console-bar";
import { PublicOnly } from "./public-only";
import { CONSOLE_ROUTES } from "@/lib/routes";
import { LOCALE_FACTS, type Locale } from "@/lib/i18n/locales";
import { wordsOf } from "@/lib/i18n/words";
import styles from "./site-shell.module.scss";

/**
 * The document every page sits in (SPEC.md section 1): skip link, top bar and navigation,
 * main content, footer, toasts and the help chat. The root layout and the global not-found
 * document (the server's whole 404 page) both render it. The staff console's pages have their
 * own bar instead of the header, and no footer or chat (PublicOnly); the whole 404 document keeps
 * all of it (`alwaysPublic`), even at an unknown console address. `locale` is the page's language
 * (<html lang>, the shell's words); `fontClass` the class that brings its script's font.
 */
export async function SiteShell(props: {
  locale: Locale;
  hospitalName: string;
  emergencyPhone: string;
  footer: FooterSettings;
  alwaysPublic?: boolean;
  fontClass?: string;
  children: React.ReactNode;
}) {
  const { locale, hospitalName, emergencyPhone, footer, alwaysPublic = false, fontClass, children } = props;
  const t = await wordsOf(locale, "shell");
  return (
    <html lang={LOCALE_FACTS[locale].tag} className={fontClass}>
      <body>
        <a className={styles.skipLink} href="#main">
          {t("skipLink")}
        </a>
        <PublicOnly consolePages={CONSOLE_ROUTES} always={alwaysPublic} instead={<ConsoleBar hospitalName={hospitalName} />}>
          <SiteHeader emergencyPhone={emergencyPhone} hospitalName={hospitalName} locale={locale} />
        </PublicOnly>
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
        <PublicOnly consolePages={CONSOLE_ROUTES} always={alwaysPublic}>
          <SiteFooter settings={footer} emergencyPhone={emergencyPhone} locale={locale} />
        </PublicOnly>
        <ToastArea />
        <PublicOnly consolePages={CONSOLE_ROUTES} always={alwaysPublic}>
          {/* The help chat speaks English only so far: on a Marathi or Hindi page it says so (lang). */}
          <div lang={locale === "en" ? undefined : LOCALE_FACTS.en.tag}>
            <ChatWidget emergencyPhone={emergencyPhone} hospitalName={hospitalName} />
          </div>
        </PublicOnly>
        <Suspense fallback={null}>
          <NavigationSpinner label={t("loadingPage")} />
        </Suspense>
      </body>
    </html>
  );
}
