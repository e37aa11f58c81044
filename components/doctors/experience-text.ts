import type { DoctorWords } from "./doctor-words";

/** "1 year", "18 years", in the page's language (Western digits, as the fee: lib/i18n/locales.ts intlLocale). */
export const experienceText = (t: DoctorWords, years: number): string => t("experience", { years });
