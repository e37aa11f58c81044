import { PageHeader } from "@/components/ui/page-header";
import { JsonLd } from "@/components/seo/json-ld";
import { CampusMap } from "@/components/contact/campus-map";
import { ContactForm, type ContactFormWords } from "@/components/contact/contact-form";
import { OutOfDateNotice } from "@/components/ui/out-of-date-notice";
import { PhoneNumber } from "@/components/ui/phone-number";
import { telHref } from "@/lib/format/phone";
import { postalAddressText } from "@/lib/contracts/contact";
import { LOCALE_FACTS } from "@/lib/i18n/locales";
import { localePath } from "@/lib/i18n/paths";
import { ROUTES } from "@/lib/routes";
import { getContactPageInCached } from "@/lib/server/content/pages";
import { wordsOf } from "@/lib/i18n/words";
import type { LocalizedPage } from "@/lib/server/localized-page";
import { pageMetadata, siteFacts } from "@/lib/server/seo";
import { getSiteInfo } from "@/lib/server/site";
import { inEnglish } from "@/lib/server/translations/settings";
import { contactPageJsonLd } from "@/lib/structured-data";
import container from "@/components/ui/container.module.scss";
import content from "@/components/content/content.module.scss";
import styles from "@/components/contact/contact.module.scss";

/**
 * /contactUs, in each language: the "contactPage" setting (its translation while current) and
 * the address, phone and e-mail of the "contact" setting, which stay as stored (English).
 */
export const contactPage: LocalizedPage<object> = {
  async metadata(locale) {
    const t = await wordsOf(locale, "pages");
    return pageMetadata({ title: t("contact.title"), description: t("contact.description"), path: ROUTES.contactUs, locale });
  },

  async render(locale) {
    const site = getSiteInfo();
    const [t, localized] = await Promise.all([wordsOf(locale, "pages"), getContactPageInCached(locale)]);
    const page = localized.value;
    // The hospital's words in English while their translation is out of date; the page's own in its language.
    const english = inEnglish(localized);
    const lang = english ? LOCALE_FACTS.en.tag : undefined;
    // The form sends a subject as the server knows it (English), whatever the page names it.
    const values = locale === "en" ? page.subjects : (await getContactPageInCached("en")).value.subjects;
    const subjects = page.subjects.length === values.length ? values.map((value, i) => ({ value, label: page.subjects[i] })) : values.map((value) => ({ value, label: value }));
    const words: ContactFormWords = {
      title: t("contact.form.title"),
      intro: t("contact.form.intro"),
      name: t("contact.form.name"),
      phone: t("contact.form.phone"),
      phoneHint: t("contact.form.phoneHint"),
      email: t("contact.form.email"),
      subject: t("contact.form.subject"),
      message: t("contact.form.message"),
      messageHint: t.raw("contact.form.messageHint") as string,
      sent: t.raw("contact.form.sent") as string,
      sentToast: t("contact.form.sentToast"),
      failed: t("contact.form.failed"),
      sending: t("contact.form.sending"),
      send: t("contact.form.send"),
      correctOne: t("contact.form.correctOne"),
      correctMany: t.raw("contact.form.correctMany") as string,
      honeypot: t("contact.form.honeypot"),
    };
    return (
      <>
        <JsonLd
          data={contactPageJsonLd(await siteFacts(), page.phone, page.email, {
            name: t("contact.structuredName", { name: site.name }),
            path: localePath(locale, ROUTES.contactUs),
            inLanguage: LOCALE_FACTS[locale].tag,
          })}
        />
        <PageHeader siteUrl={site.url} path={ROUTES.contactUs} locale={locale} title={t("contact.title")} lead={t("contact.lead")} />
        <div className={container.container}>
          <section className={content.section} aria-labelledby="emergency-title">
            <h2 id="emergency-title">{t("contact.emergencyTitle")}</h2>
            <p>
              {t.rich("contact.emergencyText", {
                number: site.emergencyPhone,
                phone: () => (
                  <a href={telHref(site.emergencyPhone)}>
                    <PhoneNumber value={site.emergencyPhone} />
                  </a>
                ),
              })}
            </p>
          </section>
          <section className={content.section}>
            <ContactForm subjects={subjects} words={words} />
          </section>
          <section className={content.section} aria-labelledby="desks-title">
            <h2 id="desks-title">{t("contact.desks")}</h2>
            <OutOfDateNotice locale={locale} shown={english} />
            <ul className={styles.grid} lang={lang}>
              {page.departments.map((d) => (
                <li key={d.name}>
                  <h3>{d.name}</h3>
                  <p>
                    <a href={telHref(d.phone)}>
                      <PhoneNumber value={d.phone} />
                    </a>
                  </p>
                  <p>
                    <a href={`mailto:${d.email}`}>{d.email}</a>
                  </p>
                  <p>{d.hours}</p>
                  {d.note ? <p>{d.note}</p> : null}
                </li>
              ))}
            </ul>
          </section>
          <section className={content.section} aria-labelledby="where-title">
            <h2 id="where-title">{t("contact.where")}</h2>
            <div className={styles.layout}>
              <div>
                <ul className={styles.grid} lang={lang}>
                  {page.addresses.map((a) => (
                    <li key={a.label}>
                      <h3>{a.label}</h3>
                      <p className={styles.lines}>{a.lines}</p>
                      <p>
                        <a href={telHref(a.phone)}>
                          <PhoneNumber value={a.phone} />
                        </a>
                      </p>
                      <p>{a.hours}</p>
                    </li>
                  ))}
                </ul>
                <h3>{t("contact.gettingHere")}</h3>
                <dl className={styles.directions} lang={lang}>
                  {page.directions.map((d) => (
                    <div key={d.mode}>
                      <dt>{d.mode}</dt>
                      <dd>{d.text}</dd>
                    </div>
                  ))}
                </dl>
              </div>
              <CampusMap map={page.map} name={site.name} locale={locale} english={english} />
            </div>
            {/* The postal address is kept in English (the "contact" setting, the footer's too). */}
            {page.address.streetAddress ? (
              <p className={styles.lines} lang={locale === "en" ? undefined : LOCALE_FACTS.en.tag}>
                {postalAddressText(page.address)}
              </p>
            ) : null}
          </section>
        </div>
      </>
    );
  },
};
