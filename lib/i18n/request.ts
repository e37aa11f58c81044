import { getRequestConfig } from "next-intl/server";
import { catalogue } from "./catalogues";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";

// next-intl's per-request configuration (named in next.config.ts). The site's server components
// ask for their words with the page's language explicitly (lib/i18n/words.ts `wordsOf`), so no
// page reads the request's headers to learn it and English and translated pages alike stay
// cached; this is what next-intl's own request-bound helpers would read.
export default getRequestConfig(async ({ locale }) => {
  const chosen: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  return { locale: chosen, messages: await catalogue(chosen) };
});
