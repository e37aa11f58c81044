import { getRequestConfig } from "next-intl/server";
import { getConfig } from "@/lib/server/config";
import { catalogue } from "./catalogues";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";

// next-intl's per-request configuration (named in next.config.ts). Every server component asks
// for its words with the page's language explicitly (lib/i18n/words.ts `wordsOf`), so no page
// reads the request's headers to learn it: English and translated pages alike stay cached.

export default getRequestConfig(async ({ locale }) => {
  const chosen: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  return {
    locale: chosen,
    messages: await catalogue(chosen),
    // Times are shown in the hospital's zone (HOSPITAL_TIMEZONE), whatever the server's.
    timeZone: getConfig().timeZone,
  };
});
