import { Link } from "@/components/ui/link";
import { PhoneNumber } from "@/components/ui/phone-number";
import { telHref } from "@/lib/format/phone";
import { KeepWordsWhole } from "./keep-words-whole";
import { MainNav } from "./main-nav";
import { MobileMenu } from "./mobile-menu";
import { navItems } from "./nav-items";
import { LanguageSwitcher } from "./language-switcher";
import { LanguageSuggestion, type SuggestionWords } from "./language-suggestion";
import type { HeaderWords } from "./words";
import { StickyHeader } from "./sticky-header";
import styles from "./site-header.module.scss";
import { ROUTES } from "@/lib/routes";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { localePath } from "@/lib/i18n/paths";
import { wordsOf } from "@/lib/i18n/words";

export interface SiteHeaderProps {
  /** The 24x7 emergency number as displayed, e.g. "+91 20 6720 1000". */
  emergencyPhone: string;
  hospitalName: string;
  locale: Locale;
}

/**
 * The shared site header (SPEC.md sections 1 and 2): a top bar with the emergency line and
 * the COVID-19 notice, then a sticky bar with the brand and the main navigation.
 * A server component; only the navigation pieces and the header's height probe run on the client.
 */
export async function SiteHeader({ emergencyPhone, hospitalName, locale }: SiteHeaderProps) {
  const t = await wordsOf(locale, "shell");
  const words: HeaderWords = {
    main: t("nav.main"),
    openMenu: t("menu.open"),
    closeMenu: t("menu.close"),
    menuPanel: t("menu.panel"),
    emergency: t("emergency"),
    specialities: {
      label: t("specialitiesMenu.label"),
      loading: t("specialitiesMenu.loading"),
      viewAll: t("specialitiesMenu.viewAll"),
      preview: t("specialitiesMenu.preview"),
      learnMore: t("specialitiesMenu.learnMore"),
      learnMoreAbout: t.raw("specialitiesMenu.learnMoreAbout") as string,
    },
  };
  const { items, book } = navItems((key) => t(`nav.${key}`));
  return (
    <>
      <section className={styles.topBar} aria-label={t("topBar")}>
        <div className={styles.topBarInner}>
          <a className={styles.emergency} href={telHref(emergencyPhone)}>
            <svg className={styles.icon} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
              />
            </svg>
            <span>
              {t("emergency")} <PhoneNumber value={emergencyPhone} />
            </span>
          </a>
          <p className={styles.notice}>
            <KeepWordsWhole text={t("notice")} />
          </p>
          <LanguageSwitcher label={t("languages.label")} />
        </div>
      </section>

      <StickyHeader className={styles.header}>
        <div className={styles.bar}>
          <Link className={styles.brand} href={localePath(locale, ROUTES.home)}>
            {/* An SVG logo at a fixed size gains nothing from next/image optimisation. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img className={styles.logo} src="/images/logo.svg" alt="" width={44} height={44} />
            <span className={styles.brandName}>{hospitalName}</span>
          </Link>
          <MainNav items={items} book={book} words={words} />
          <MobileMenu items={items} book={book} hospitalName={hospitalName} emergencyPhone={emergencyPhone} words={words} />
        </div>
      </StickyHeader>
      <LanguageSuggestion words={await suggestionWords()} />
    </>
  );
}

/** The suggestion's words in each language: it speaks the language it suggests. */
async function suggestionWords(): Promise<SuggestionWords> {
  const all = await Promise.all(LOCALES.map(async (locale) => [locale, await wordsOf(locale, "shell")] as const));
  const each = (key: "suggest" | "suggestLink" | "dismiss") =>
    Object.fromEntries(all.map(([locale, t]) => [locale, key === "dismiss" ? t("languages.dismiss") : (t.raw(`languages.${key}`) as string)])) as Record<Locale, string>;
  return { text: each("suggest"), link: each("suggestLink"), dismiss: each("dismiss") };
}
