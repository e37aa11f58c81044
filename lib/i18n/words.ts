// Server components' words: one namespace of the catalogues in one language, as a typed
// translator (`t("key", { name })`, ICU plurals). Given the language rather than reading it from
// the request, so no page becomes per-request by asking. Server only: a client component gets
// its words as props, so no catalogue reaches the browser.
import "server-only";
import { createTranslator } from "next-intl";
import { catalogue, type Messages, type Namespace } from "./catalogues";
import { intlLocale, type Locale } from "./locales";

type Words<N extends Namespace> = ReturnType<typeof createTranslator<Messages, N>>;

// One translator per language and namespace for the life of the process (a handful): each keeps
// its parsed messages, so a page's words are not parsed again on every render.
const translators = new Map<string, unknown>();

export async function wordsOf<N extends Namespace>(locale: Locale, namespace: N): Promise<Words<N>> {
  const key = `${locale}:${namespace}`;
  let words = translators.get(key) as Words<N> | undefined;
  if (!words) {
    words = createTranslator<Messages, N>({ locale: intlLocale(locale), messages: await catalogue(locale), namespace });
    translators.set(key, words);
  }
  return words;
}
