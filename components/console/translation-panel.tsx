"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent, type ReactNode } from "react";
import { ApiError } from "@/lib/api/client";
import { saveTranslation } from "@/lib/api/console-calls";
import { collectionSpec, translatedFields, type Field, type FieldValues, type TranslatedCollectionName } from "@/lib/contracts/collections";
import type { RecordTranslations } from "@/lib/contracts/collections/api";
import type { TranslationState } from "@/lib/contracts/collections/translations";
import { LOCALE_FACTS, TRANSLATED_LOCALES, type TranslatedLocale } from "@/lib/i18n/locales";
import { consoleLoginHref } from "@/lib/routes";
import { notify } from "@/lib/toast";
import type { Errors } from "./fields";
import { EnglishValue, TranslationInputs, translationIdOf } from "./translation-inputs";
import form from "@/components/ui/form.module.scss";
import styles from "./console.module.scss";

// A record's Marathi and Hindi beside its English, on the record's page under its English form:
// for each field visitors read, the English as stored, and each language's words with where they
// stand (current, out of date, missing). A table's record saves each field in each language on
// its own; a setting, translated whole, saves each language's form at once. A translation is
// saved against the English the page shows: once the English is saved anew, the page reads the
// new English (and where each translation now stands), keeping what was typed.

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** What each state says, of a field (or of the whole page, for a setting). */
const STATE_TEXT: Record<TranslationState, string> = {
  current: "Current: it translates the English as it is now.",
  outOfDate: "Out of date: the English has changed since this was translated. Visitors see the English until it is updated.",
  missing: "Missing: not translated yet. Visitors see the English.",
  nothing: "Nothing to translate: the English is empty.",
};
const STATE_CLASS: Record<TranslationState, string> = { current: styles.stateCurrent, outOfDate: styles.stateStale, missing: styles.stateStale, nothing: styles.stateNothing };

function StateLine({ state }: { state: TranslationState }) {
  return <p className={`${styles.translationState} ${STATE_CLASS[state]}`}>{STATE_TEXT[state]}</p>;
}

type Drafts = Record<TranslatedLocale, FieldValues>;

const draftsOf = (data: RecordTranslations): Drafts => Object.fromEntries(TRANSLATED_LOCALES.map((l) => [l, data.languages[l].values])) as Drafts;

/** One save's place on the page: a language, and the field (a table's record) or the whole form (a setting). */
const keyOf = (locale: TranslatedLocale, field: string | null) => `${locale}:${field ?? "*"}`;

export function TranslationPanel({ collection, id, translations }: { collection: TranslatedCollectionName; id: string | null; translations: RecordTranslations }) {
  const spec = collectionSpec(collection);
  const fields = translatedFields(spec.fields);
  const router = useRouter();
  const [data, setData] = useState(translations);
  const [drafts, setDrafts] = useState<Drafts>(() => draftsOf(translations));
  const [errors, setErrors] = useState<Record<TranslatedLocale, Errors>>({ mr: {}, hi: {} });
  const [problems, setProblems] = useState<Record<string, ReactNode>>({});
  const [busy, setBusy] = useState<string | null>(null);

  // The page read the record again (its English saved): the English and the states of now, and
  // each language's stored words where nothing was typed over them.
  const [given, setGiven] = useState(translations);
  if (given !== translations) {
    setGiven(translations);
    setData(translations);
    setProblems({});
    setDrafts((current) =>
      Object.fromEntries(
        TRANSLATED_LOCALES.map((l) => [
          l,
          Object.fromEntries(fields.map((f) => [f.name, same(current[l][f.name], data.languages[l].values[f.name]) ? translations.languages[l].values[f.name] : current[l][f.name]])),
        ]),
      ) as Drafts,
    );
  }

  const problem = (key: string, content: ReactNode) => setProblems((all) => ({ ...all, [key]: content }));

  async function save(locale: TranslatedLocale, saved: readonly Field[], key: string) {
    const language = LOCALE_FACTS[locale].english;
    setBusy(key);
    const paths = (fieldErrors: Errors) => Object.fromEntries(Object.entries(fieldErrors).filter(([path]) => !saved.some((f) => path === f.name || path.startsWith(`${f.name}.`))));
    try {
      const values = Object.fromEntries(saved.map((f) => [f.name, drafts[locale][f.name]]));
      const sources = data.whole ? { value: data.sources.value } : Object.fromEntries(saved.map((f) => [f.name, data.sources[f.name]]));
      const res = await saveTranslation.answer(collection, { id: id ?? undefined, locale, values, sources }, { keepPage: true });
      setData(res.data);
      setDrafts((current) => ({ ...current, [locale]: { ...current[locale], ...Object.fromEntries(saved.map((f) => [f.name, res.data.languages[locale].values[f.name]])) } }));
      setErrors((all) => ({ ...all, [locale]: paths(all[locale]) }));
      problem(key, null);
      notify.success(res.message ?? `The ${language} is saved.`);
    } catch (error) {
      if (!(error instanceof ApiError)) return problem(key, "The save did not reach the server. Check the connection and save again: what you typed is still here.");
      if (error.status === 401)
        return problem(
          key,
          <>
            Your session has ended, so nothing was saved.{" "}
            <a href={consoleLoginHref()} target="_blank" rel="noopener">
              Sign in again in a new tab
            </a>
            , then come back here and save: what you typed is still here.
          </>,
        );
      if (error.code === "english_changed")
        return problem(
          key,
          <>
            {error.message}{" "}
            <button type="button" className={form.secondary} onClick={() => router.refresh()}>
              Show the English of now
            </button>
          </>,
        );
      const fieldErrors: Errors = {};
      for (const e of error.errors ?? []) if (e.path.startsWith("values.") && !fieldErrors[e.path.slice(7)]) fieldErrors[e.path.slice(7)] = e.message;
      setErrors((all) => ({ ...all, [locale]: { ...paths(all[locale]), ...fieldErrors } }));
      const first = Object.keys(fieldErrors)[0];
      problem(
        key,
        <>
          {error.message}
          {first ? (
            <>
              {" "}
              <a href={`#${translationIdOf(locale, first)}`}>Go to the first one</a>
            </>
          ) : null}
        </>,
      );
    } finally {
      setBusy(null);
    }
  }

  /** One language's save: its state, its button (named with what it saves), what went wrong. */
  const saveArea = (locale: TranslatedLocale, saved: readonly Field[], field: string | null, what: string) => {
    const key = keyOf(locale, field);
    const language = LOCALE_FACTS[locale].english;
    const dirty = saved.some((f) => !same(drafts[locale][f.name], data.languages[locale].values[f.name]));
    return (
      <>
        {problems[key] ? (
          <div role="alert" className={form.alert}>
            <p>{problems[key]}</p>
          </div>
        ) : null}
        <div className={styles.inline}>
          <button type="submit" className={form.primary} disabled={busy !== null} aria-label={`Save the ${language} of ${what}`}>
            {busy === key ? "Saving…" : `Save the ${language}`}
          </button>
          <span className={form.muted} aria-live="polite">
            {dirty ? "Unsaved changes" : ""}
          </span>
        </div>
      </>
    );
  };

  const submit = (locale: TranslatedLocale, saved: readonly Field[], field: string | null) => (event: FormEvent) => {
    event.preventDefault();
    void save(locale, saved, keyOf(locale, field));
  };

  const inputs = (locale: TranslatedLocale, f: Field, withEnglish: boolean) => (
    <TranslationInputs
      field={f}
      english={data.english[f.name]}
      value={drafts[locale][f.name]}
      path={f.name}
      locale={locale}
      errors={errors[locale]}
      withEnglish={withEnglish}
      onChange={(value) => setDrafts((current) => ({ ...current, [locale]: { ...current[locale], [f.name]: value } }))}
    />
  );

  return (
    <section className={`${styles.panel} ${styles.translations}`} aria-labelledby="translations-title">
      <h2 id="translations-title">Marathi and Hindi</h2>
      <p className={form.muted}>
        {data.whole
          ? `Visitors to the Marathi and Hindi pages read this ${spec.singular} in their language, translated whole: while its English has changed since, or it has no translation yet, they see the English.`
          : `Visitors to the Marathi and Hindi pages read these fields in their language. A field whose English has changed since it was translated, or that has no translation yet, is shown to them in English.`}{" "}
        Translate the English saved above: save changes to the English first.
      </p>
      {data.whole
        ? TRANSLATED_LOCALES.map((locale) => {
            const language = LOCALE_FACTS[locale].english;
            return (
              <form key={locale} method="post" noValidate className={`${form.form} ${styles.translation}`} aria-labelledby={`translation-${locale}-title`} onSubmit={submit(locale, fields, null)}>
                <h3 id={`translation-${locale}-title`}>{language}</h3>
                <StateLine state={data.languages[locale].states.value} />
                <div className={styles.fields}>{fields.map((f) => <div key={f.name} className={form.wide}>{inputs(locale, f, true)}</div>)}</div>
                {saveArea(locale, fields, null, `the ${spec.singular}`)}
              </form>
            );
          })
        : fields.map((f) => (
            <section key={f.name} id={`translation-${f.name}`} className={styles.translation} aria-labelledby={`translation-${f.name}-title`}>
              <h3 id={`translation-${f.name}-title`}>{f.label}</h3>
              <div className={styles.languages}>
                <div>
                  <h4>English</h4>
                  <EnglishValue field={f} value={data.english[f.name]} />
                </div>
                {TRANSLATED_LOCALES.map((locale) => {
                  const state = data.languages[locale].states[f.name];
                  return (
                    <form key={locale} method="post" noValidate className={form.form} aria-label={`${LOCALE_FACTS[locale].english}: ${f.label}`} onSubmit={submit(locale, [f], f.name)}>
                      <h4>{LOCALE_FACTS[locale].english}</h4>
                      <StateLine state={state} />
                      {state === "nothing" ? null : (
                        <>
                          {inputs(locale, f, false)}
                          {saveArea(locale, [f], f.name, f.label.toLowerCase())}
                        </>
                      )}
                    </form>
                  );
                })}
              </div>
            </section>
          ))}
    </section>
  );
}
