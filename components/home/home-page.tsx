import type { ReactNode } from "react";
import { Link } from "@/components/ui/link";
import { SpecialityGrid } from "@/components/specialities/speciality-grid";
import { DoctorGrid } from "@/components/doctors/doctor-grid";
import { PhoneNumber } from "@/components/ui/phone-number";
import { OutOfDateNotice } from "@/components/ui/out-of-date-notice";
import { telHref } from "@/lib/format/phone";
import { resolveImageUrl } from "@/lib/images/image-url";
import { LOCALE_FACTS, type Locale } from "@/lib/i18n/locales";
import { wordsOf } from "@/lib/i18n/words";
import type { HomepageV2 } from "@/lib/contracts/home";
import type { ArticleSummary, Testimonial } from "@/lib/contracts/content";
import { TestimonialList } from "@/components/content/testimonial-list";
import { ArticleGrid } from "@/components/content/article-card";
import type { SpecialityOption } from "@/components/doctors/doctor-filters";
import { FeatureList, ServiceList, StatisticList } from "./home-sections";
import { HeroSearch } from "./hero-search";
import styles from "./home-page.module.scss";
import { ROUTES } from "@/lib/routes";

/**
 * What of the home page is shown in English on a page in another language, because its
 * translation is older than the English (or missing): the stored blocks (the hero's words),
 * and feature tiles and figures by id.
 */
export interface HomeInEnglish {
  blocks: boolean;
  features: string[];
  statistics: string[];
}

const ALL_TRANSLATED: HomeInEnglish = { blocks: false, features: [], statistics: [] };

/**
 * One row of three on wide screens, as the testimonials and articles; "Find a Doctor" leads to
 * them all. With six the page no longer fit the first TCP round trip.
 */
const FEATURED_DOCTORS = 3;

/**
 * The home page (served at /, /home and /mr, /hi): everything comes from the home page's data,
 * in the page's language. Patients' words and articles are not translated: on a page in another
 * language they keep their English, marked as such.
 */
export async function HomePage({
  locale = "en",
  hospitalName,
  emergencyPhone,
  home,
  english = ALL_TRANSLATED,
  testimonials = [],
  articles = [],
  specialityOptions = [],
  timeZone = "Asia/Kolkata",
}: {
  locale?: Locale;
  hospitalName: string;
  emergencyPhone: string;
  home: HomepageV2;
  /** What is shown in English (lib/server/compose/homepage.ts getHomepageIn). */
  english?: HomeInEnglish;
  /** A few patients' words (the page picks them). */
  testimonials?: Testimonial[];
  /** The latest articles. */
  articles?: ArticleSummary[];
  /** Every speciality, for the hero's doctor search (shown when the hero has no picture). */
  specialityOptions?: SpecialityOption[];
  timeZone?: string;
}) {
  const [t, booking, specialityWords] = await Promise.all([wordsOf(locale, "home"), wordsOf(locale, "booking"), wordsOf(locale, "specialities")]);
  const { hero } = home;
  const heroImage = resolveImageUrl(hero.image);
  // Book Appointment and the emergency line are always offered; a stored second action is added.
  const secondary = hero.secondaryCta && hero.secondaryCta.href !== ROUTES.appointment ? hero.secondaryCta : null;
  // The hero's stored words, when shown in English on a page in another language.
  const blocksLang = english.blocks ? LOCALE_FACTS.en.tag : undefined;
  // Content that has no translation (patients' words, articles) on a page in another language.
  const untranslated = (list: ReactNode) =>
    locale === "en" ? (
      list
    ) : (
      <div lang={LOCALE_FACTS.en.tag} className={styles.english}>
        {list}
      </div>
    );
  const notice = (shown: boolean) => (shown ? <OutOfDateNotice locale={locale} shown /> : null);
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={`${styles.heroInner} ${heroImage || specialityOptions.length ? styles.withAside : ""}`}>
          <div>
            <p className={styles.eyebrow}>{t("eyebrow")}</p>
            <h1 id="home-title" className={styles.title}>
              {hospitalName}
            </h1>
            <p className={styles.tagline} lang={blocksLang}>
              {hero.title}
            </p>
            {hero.subtitle ? (
              <p className={styles.lead} lang={blocksLang}>
                {hero.subtitle}
              </p>
            ) : null}
            <div className={styles.actions}>
              <Link href={ROUTES.appointment} className={styles.primary}>
                {booking("cta.book")}
              </Link>
              <a href={telHref(emergencyPhone)} className={styles.emergency}>
                <span>
                  {booking("cta.emergency")} <PhoneNumber value={emergencyPhone} />
                </span>
              </a>
              {secondary ? (
                <Link href={secondary.href} className={styles.secondary} lang={blocksLang}>
                  {secondary.label}
                </Link>
              ) : null}
            </div>
            {notice(english.blocks)}
          </div>
          {heroImage ? (
            // eslint-disable-next-line @next/next/no-img-element -- a stored image path; see resolveImageUrl
            <img className={styles.heroImage} src={heroImage} alt="" width={560} height={420} fetchPriority="high" />
          ) : specialityOptions.length ? (
            <HeroSearch
              locale={locale}
              specialities={specialityOptions}
              words={{
                title: t("search.title"),
                hint: t("search.hint"),
                speciality: t("search.speciality"),
                name: t("search.name"),
                placeholder: t("search.placeholder"),
                anySpeciality: t("search.anySpeciality"),
                submit: t("search.submit"),
              }}
            />
          ) : null}
        </div>
      </section>

      {home.statistics.length ? (
        <section className={styles.band} aria-labelledby="home-figures">
          <div className={styles.bandInner}>
            <h2 id="home-figures" className={styles.hidden}>
              {t("figures", { name: hospitalName })}
            </h2>
            <StatisticList statistics={home.statistics} english={english.statistics} />
            {notice(english.statistics.length > 0)}
          </div>
        </section>
      ) : null}

      {home.specialities.length ? (
        <section className={styles.section} aria-labelledby="home-specialities">
          <div className={styles.sectionHead}>
            <h2 id="home-specialities">{t("specialities.title")}</h2>
            <Link href={ROUTES.specialityList} className={styles.more}>
              {t("specialities.more")}
            </Link>
          </div>
          <SpecialityGrid specialities={home.specialities} headingLevel={3} fallback={specialityWords("defaultSummary")} locale={locale} />
        </section>
      ) : null}

      {home.featuredDoctors.length ? (
        <section className={`${styles.section} ${styles.rail}`} aria-labelledby="home-doctors">
          <div className={styles.sectionHead}>
            <h2 id="home-doctors">{t("doctors.title")}</h2>
            <Link href={ROUTES.doctorList} className={styles.more}>
              {t("doctors.more")}
            </Link>
          </div>
          <DoctorGrid locale={locale} doctors={home.featuredDoctors.slice(0, FEATURED_DOCTORS)} />
        </section>
      ) : null}

      {home.featuredServices.length ? (
        <section className={`${styles.section} ${styles.rail}`} aria-labelledby="home-services">
          <div className={styles.sectionHead}>
            <h2 id="home-services">{t("services.title")}</h2>
            <Link href={ROUTES.servicesV2} className={styles.more}>
              {t("services.more")}
            </Link>
          </div>
          <ServiceList services={home.featuredServices} />
        </section>
      ) : null}

      {home.features.length ? (
        <section className={styles.section} aria-labelledby="home-features">
          <div className={styles.sectionHead}>
            <h2 id="home-features">{t("features.title")}</h2>
          </div>
          <FeatureList features={home.features} english={english.features} />
          {notice(english.features.length > 0)}
        </section>
      ) : null}

      {testimonials.length ? (
        <section className={`${styles.section} ${styles.rail}`} aria-labelledby="home-testimonials">
          <div className={styles.sectionHead}>
            <h2 id="home-testimonials">{t("testimonials.title")}</h2>
            <Link href={ROUTES.patients} className={styles.more}>
              {t("testimonials.more")}
            </Link>
          </div>
          {untranslated(<TestimonialList testimonials={testimonials} headingLevel={3} />)}
        </section>
      ) : null}

      {articles.length ? (
        <section className={`${styles.section} ${styles.rail}`} aria-labelledby="home-articles">
          <div className={styles.sectionHead}>
            <h2 id="home-articles">{t("articles.title")}</h2>
            <Link href={ROUTES.blogList} className={styles.more}>
              {t("articles.more")}
            </Link>
          </div>
          {untranslated(<ArticleGrid articles={articles} headingLevel={3} timeZone={timeZone} />)}
        </section>
      ) : null}
    </>
  );
}
