import { HomePage } from "@/components/home/home-page";
import { JsonLd } from "@/components/seo/json-ld";
import { getHomepageInCached } from "@/lib/server/compose/homepage";
import { listSpecialitiesInCached, listSpecialitiesV2Cached } from "@/lib/server/specialities";
import { getSiteInfo } from "@/lib/server/site";
import { getContactSettingsCached } from "@/lib/server/settings";
import { pageMetadata } from "@/lib/server/seo";
import { wordsOf } from "@/lib/i18n/words";
import type { LocalizedPage } from "@/lib/server/localized-page";
import { hospitalJsonLd, webPageJsonLd } from "@/lib/structured-data";
import { ROUTES, specialityKey } from "@/lib/routes";
import { LOCALE_FACTS } from "@/lib/i18n/locales";
import { localePath } from "@/lib/i18n/paths";
import { latestArticlesCached } from "@/lib/server/content/articles";
import { listTestimonialsCached } from "@/lib/server/content/gallery";

/** One row of three each on wide screens. */
const HOME_TESTIMONIALS = 3;
const HOME_ARTICLES = 3;

/**
 * The home page (/ and /home; /mr, /hi). Its count of specialities comes from the data, as every
 * figure a visitor reads (never typed into copy). The hospital's structured data is the same
 * English node on every version of the page.
 */
export const homePage: LocalizedPage<object> = {
  async metadata(locale) {
    const site = getSiteInfo();
    const [t, specialities] = await Promise.all([wordsOf(locale, "home"), listSpecialitiesV2Cached()]);
    const metadata = pageMetadata({
      title: t("title", { name: site.name }),
      description: t("description", { count: String(specialities.length) }),
      path: ROUTES.home,
      locale,
    });
    // The layout's title template would not apply to this segment; the brand leads instead.
    return { ...metadata, title: { absolute: metadata.title as string } };
  },

  async render(locale) {
    const site = getSiteInfo();
    // The home data carries only the first few specialities; the structured data names them all.
    const [{ home, english }, specialities, shownSpecialities, contact, testimonials, articles, inEnglish] = await Promise.all([
      getHomepageInCached(locale),
      listSpecialitiesV2Cached(),
      listSpecialitiesInCached(locale),
      getContactSettingsCached(),
      listTestimonialsCached(),
      latestArticlesCached("blog", HOME_ARTICLES),
      wordsOf("en", "home"),
    ]);
    return (
      <>
        <JsonLd
          data={hospitalJsonLd({
            siteUrl: site.url,
            name: site.name,
            emergencyPhone: site.emergencyPhone,
            logoPath: "/images/logo.svg",
            description: inEnglish("description", { count: String(specialities.length) }),
            specialities,
            address: contact.address,
          })}
        />
        <JsonLd data={webPageJsonLd(site.url, localePath(locale, ROUTES.home), site.name, LOCALE_FACTS[locale].tag)} />
        <HomePage
          locale={locale}
          hospitalName={site.name}
          emergencyPhone={site.emergencyPhone}
          home={home}
          english={english}
          testimonials={testimonials.slice(0, HOME_TESTIMONIALS)}
          articles={articles}
          specialityOptions={shownSpecialities.map((s) => ({ value: specialityKey(s), label: s.specialityName }))}
          timeZone={site.timeZone}
        />
      </>
    );
  },
};
