import { Link } from "@/components/ui/link";
import { PageHeader } from "@/components/ui/page-header";
import { JsonLd } from "@/components/seo/json-ld";
import { OutOfDateNotice } from "@/components/ui/out-of-date-notice";
import { doctorHref, ROUTES } from "@/lib/routes";
import { LOCALE_FACTS } from "@/lib/i18n/locales";
import { localePath } from "@/lib/i18n/paths";
import { getAboutInCached } from "@/lib/server/content/pages";
import { wordsOf } from "@/lib/i18n/words";
import type { LocalizedPage } from "@/lib/server/localized-page";
import { pageMetadata, siteFacts } from "@/lib/server/seo";
import { getSiteInfo } from "@/lib/server/site";
import { inEnglish } from "@/lib/server/translations/settings";
import { aboutPageJsonLd } from "@/lib/structured-data";
import { truncate } from "@/lib/text/truncate";
import container from "@/components/ui/container.module.scss";
import styles from "@/components/content/content.module.scss";

/** /about, in each language: the hospital's "about" setting (its translation while current). */
export const aboutPage: LocalizedPage<object> = {
  async metadata(locale) {
    const [t, about] = await Promise.all([wordsOf(locale, "pages"), getAboutInCached(locale)]);
    const description = about.value.mission || t("about.fallbackDescription", { name: getSiteInfo().name });
    return pageMetadata({ title: t("about.title"), description: truncate(description, 160), path: ROUTES.about, locale });
  },

  async render(locale) {
    const site = getSiteInfo();
    const [t, localized] = await Promise.all([wordsOf(locale, "pages"), getAboutInCached(locale)]);
    const about = localized.value;
    // The hospital's words in English while their translation is out of date; the page's own in its language.
    const english = inEnglish(localized);
    const lang = english ? LOCALE_FACTS.en.tag : undefined;
    const heading = t("about.heading", { name: site.name });
    return (
      <>
        <JsonLd data={aboutPageJsonLd(await siteFacts(), truncate(about.mission, 300), { name: heading, path: localePath(locale, ROUTES.about), inLanguage: LOCALE_FACTS[locale].tag })} />
        <PageHeader siteUrl={site.url} path={ROUTES.about} locale={locale} title={heading} lead={about.vision} english={english ? ["lead"] : []} />
        <div className={container.container}>
          <OutOfDateNotice locale={locale} shown={english} />
          {about.facts.length ? (
            <section className={styles.section} aria-labelledby="facts-title">
              <h2 id="facts-title" className={styles.hidden}>
                {t("about.glance")}
              </h2>
              <ul className={styles.facts} lang={lang}>
                {about.facts.map((f) => (
                  <li key={f.label}>
                    <strong>{f.value}</strong> {f.label}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section className={styles.section} aria-labelledby="mission-title">
            <h2 id="mission-title">{t("about.mission")}</h2>
            <p className={styles.prose} lang={lang}>
              {about.mission}
            </p>
            <h3>{t("about.vision")}</h3>
            <p className={styles.prose} lang={lang}>
              {about.vision}
            </p>
            {about.values.length ? (
              <>
                <h3>{t("about.values")}</h3>
                <ul className={styles.people} lang={lang}>
                  {about.values.map((v) => (
                    <li key={v.title}>
                      <h4>{v.title}</h4>
                      <p>{v.text}</p>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>
          {about.history.length ? (
            <section className={styles.section} aria-labelledby="history-title">
              <h2 id="history-title">{t("about.history")}</h2>
              <ol className={styles.timeline} lang={lang}>
                {about.history.map((h) => (
                  <li key={`${h.year}-${h.title}`}>
                    <span className={styles.year}>{h.year}</span>
                    <h3>{h.title}</h3>
                    <p>{h.text}</p>
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
          {about.leadership.length ? (
            <section className={styles.section} aria-labelledby="leadership-title">
              <h2 id="leadership-title">{t("about.leadership")}</h2>
              <ul className={styles.people} lang={lang}>
                {about.leadership.map((p) => (
                  <li key={p.name}>
                    <h3>{p.doctorUsername ? <Link href={doctorHref(p.doctorUsername)}>{p.name}</Link> : p.name}</h3>
                    <p className={styles.role}>{p.role}</p>
                    <p>{p.bio}</p>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {about.accreditations.length ? (
            <section className={styles.section} aria-labelledby="accreditation-title">
              <h2 id="accreditation-title">{t("about.accreditations")}</h2>
              <ul className={styles.people}>
                {about.accreditations.map((a) => (
                  <li key={a.name}>
                    <h3 lang={lang}>{a.name}</h3>
                    <p className={styles.role}>
                      {t.rich("about.accreditedBy", { name: a.body, since: String(a.since), body: (chunks) => <span lang={lang}>{chunks}</span> })}
                    </p>
                    <p lang={lang}>{a.text}</p>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section className={styles.section} aria-labelledby="next-title">
            <h2 id="next-title">{t("about.visit")}</h2>
            <p>
              {t.rich("about.next", {
                contact: (chunks) => <Link href={ROUTES.contactUs}>{chunks}</Link>,
                doctors: (chunks) => <Link href={ROUTES.doctorList}>{chunks}</Link>,
                career: (chunks) => <Link href={ROUTES.career}>{chunks}</Link>,
              })}
            </p>
          </section>
        </div>
      </>
    );
  },
};
