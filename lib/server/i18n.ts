import "server-only";
import { notFound } from "next/navigation";
import { createFormatter, createTranslator } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import { catalogue, type Messages, type Namespace } from "@/lib/i18n/catalogues";
import { isTranslatedLocale, type Locale, type TranslatedLocale } from "@/lib/i18n/locales";
import { getConfig } from "./config";

/**
 * The language of a page under app/[lang]: "mr" or "hi", or the site's not-found page for any
 * other first segment. Also tells next-intl the request's language, for what reads it implicitly.
 */
export async function pageLocale(params: Promise<{ lang: string }>): Promise<TranslatedLocale> {
  const { lang } = await params;
  if (!isTranslatedLocale(lang)) notFound();
  setRequestLocale(lang);
  return lang;
}

type Words<N extends Namespace> = ReturnType<typeof createTranslator<Messages, N>>;

// One translator per language and namespace for the life of the process (a handful): each keeps
// its parsed messages, so a page's words are not parsed again on every render.
const translators = new Map<string, unknown>();

/**
 * A page's words from one namespace of the catalogues, in the page's language. Given the
 * language rather than reading it from the request, so no page becomes per-request by asking.
 */
export async function wordsOf<N extends Namespace>(locale: Locale, namespace: N): Promise<Words<N>> {
  const key = `${locale}:${namespace}`;
  let words = translators.get(key) as Words<N> | undefined;
  if (!words) {
    words = createTranslator<Messages, N>({ locale, messages: await catalogue(locale), namespace, timeZone: getConfig().timeZone });
    translators.set(key, words);
  }
  return words;
}

/** Dates, numbers and lists in the page's language and the hospital's time zone. */
export const formatterOf = (locale: Locale) => createFormatter({ locale, timeZone: getConfig().timeZone });
