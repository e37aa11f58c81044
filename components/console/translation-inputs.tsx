"use client";

import type { ReactNode } from "react";
import { isTranslated, type Field, type FieldValues } from "@/lib/contracts/collections";
import { LOCALE_FACTS, type TranslatedLocale } from "@/lib/i18n/locales";
import { RichTextField } from "./rich-text-field";
import type { Errors } from "./fields";
import form from "@/components/ui/form.module.scss";
import styles from "./console.module.scss";

// The inputs of a field's translation in one language, following its English: a text's input, a
// list's one input per English entry, a group's and an array's items with their translated fields
// only (the rest of a translation is the English's, not typed). And the English itself, shown
// beside them as it is stored.

const objectOf = (value: unknown): FieldValues => (value && typeof value === "object" && !Array.isArray(value) ? (value as FieldValues) : {});
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** An input's id: the language and the field's path ("translation-mr-faqs-2-a"). */
export const translationIdOf = (locale: TranslatedLocale, path: string) => `translation-${locale}-${path.replace(/[^A-Za-z0-9]+/g, "-")}`;

/** A label's words, ending with the language for assistive technology ("Question 2 in Marathi"); the column or form names it for the eye. */
const Named = ({ text, language }: { text: ReactNode; language: string }) => (
  <>
    {text}
    <span className={styles.visuallyHidden}> in {language}</span>
  </>
);

interface InputsProps {
  field: Field;
  english: unknown;
  value: unknown;
  /** The field's path in the record ("faqs.2.a"): the server's messages are keyed by it. */
  path: string;
  locale: TranslatedLocale;
  errors: Errors;
  onChange: (value: unknown) => void;
  /** Shows each text's English above its input (a setting's form, which has no English column). */
  withEnglish?: boolean;
}

/** One field's translation in one language: its translatable parts as inputs, following its English. */
export function TranslationInputs(props: InputsProps) {
  const { field, english, value, path, locale, errors, onChange, withEnglish = false } = props;
  const language = LOCALE_FACTS[locale].english;
  const lang = LOCALE_FACTS[locale].tag;
  const id = translationIdOf(locale, path);
  const error = errors[path];
  const errorId = error ? `${id}-error` : undefined;
  const message = error ? (
    <p className={form.error} id={errorId}>
      {error}
    </p>
  ) : null;
  if (!isTranslated(field)) return null;

  switch (field.kind) {
    case "group": {
      const own = objectOf(english);
      const mine = objectOf(value);
      return (
        <fieldset className={styles.group}>
          <legend>{field.label}</legend>
          {field.fields.map((sub) => (
            <TranslationInputs key={sub.name} {...props} field={sub} english={own[sub.name]} value={mine[sub.name]} path={`${path}.${sub.name}`} onChange={(v) => onChange({ ...mine, [sub.name]: v })} />
          ))}
        </fieldset>
      );
    }
    case "array": {
      const mine = listOf(value);
      return (
        <fieldset className={styles.group} id={id} tabIndex={-1} aria-describedby={errorId}>
          <legend>{field.label}</legend>
          {message}
          {listOf(english).length === 0 ? <p className={form.muted}>None in English.</p> : null}
          {listOf(english).map((item, i) => {
            const own = objectOf(item);
            const theirs = objectOf(mine[i]);
            return (
              <fieldset key={i} className={styles.group}>
                <legend>
                  {field.itemLabel} {i + 1}
                </legend>
                {field.fields.map((sub) => (
                  <TranslationInputs
                    key={sub.name}
                    {...props}
                    field={sub}
                    english={own[sub.name]}
                    value={theirs[sub.name]}
                    path={`${path}.${i}.${sub.name}`}
                    onChange={(v) => onChange(listOf(english).map((_, j) => (j === i ? { ...theirs, [sub.name]: v } : mine[j])))}
                  />
                ))}
              </fieldset>
            );
          })}
        </fieldset>
      );
    }
    case "list": {
      const entries = listOf(english);
      const mine = listOf(value);
      return (
        <fieldset className={styles.group} id={id} tabIndex={-1} aria-describedby={errorId}>
          <legend>{field.label}</legend>
          {message}
          {entries.length === 0 ? <p className={form.muted}>None in English.</p> : null}
          {entries.map((entry, i) => {
            const itemId = translationIdOf(locale, `${path}.${i}`);
            const itemError = errors[`${path}.${i}`];
            return (
              <div key={i} className={form.field}>
                {/* Each entry is labelled with the English it translates. */}
                <label htmlFor={itemId}>
                  <Named text={String(entry)} language={language} />
                </label>
                <input
                  id={itemId}
                  type="text"
                  lang={lang}
                  value={typeof mine[i] === "string" ? (mine[i] as string) : ""}
                  onChange={(e) => onChange(entries.map((_, j) => (j === i ? e.target.value : typeof mine[j] === "string" ? mine[j] : "")))}
                  aria-invalid={itemError ? true : undefined}
                  aria-describedby={itemError ? `${itemId}-error` : undefined}
                />
                {itemError ? (
                  <p className={form.error} id={`${itemId}-error`}>
                    {itemError}
                  </p>
                ) : null}
              </div>
            );
          })}
        </fieldset>
      );
    }
    case "text":
    case "textarea":
    case "richtext": {
      const englishId = withEnglish ? `${id}-english` : undefined;
      const describedBy = [englishId, errorId].filter(Boolean).join(" ") || undefined;
      const shown = withEnglish ? (
        <div className={form.hint} id={englishId}>
          English: <EnglishText field={field} value={english} />
        </div>
      ) : null;
      const text = typeof value === "string" ? value : "";
      if (field.kind === "richtext") {
        return (
          <div className={`${form.field} ${form.wide}`}>
            {shown}
            <RichTextField id={id} label={`${field.label} in ${language}`} value={text} onChange={onChange} invalid={!!error} describedBy={describedBy} />
            {message}
          </div>
        );
      }
      const aria = { "aria-invalid": error ? true : undefined, "aria-describedby": describedBy };
      return (
        <div className={`${form.field} ${form.wide}`}>
          <label htmlFor={id}>
            <Named text={field.label} language={language} />
          </label>
          {shown}
          {field.kind === "text" ? (
            <input id={id} type="text" lang={lang} value={text} onChange={(e) => onChange(e.target.value)} {...aria} />
          ) : (
            <textarea id={id} lang={lang} rows={field.rows ?? 4} value={text} onChange={(e) => onChange(e.target.value)} {...aria} />
          )}
          {message}
        </div>
      );
    }
    default:
      return null;
  }
}

/** A text's English as stored: its words (line breaks kept), a rich text rendered (sanitised when it was saved), or that it is empty. */
function EnglishText({ field, value }: { field: Field; value: unknown }) {
  if (typeof value !== "string" || value === "") return <span className={form.muted}>(empty)</span>;
  if (field.kind === "richtext") return <div className={styles.englishRich} dangerouslySetInnerHTML={{ __html: value }} />;
  return <span className={styles.englishText}>{value}</span>;
}

/** A field's English as stored, for the column beside its translations: its translated parts only, item by item. */
export function EnglishValue({ field, value }: { field: Field; value: unknown }): ReactNode {
  if (!isTranslated(field)) return null;
  switch (field.kind) {
    case "group": {
      const own = objectOf(value);
      return (
        <dl className={styles.englishParts}>
          {field.fields.filter(isTranslated).map((sub) => (
            <div key={sub.name}>
              <dt>{sub.label}</dt>
              <dd>
                <EnglishValue field={sub} value={own[sub.name]} />
              </dd>
            </div>
          ))}
        </dl>
      );
    }
    case "array":
    case "list": {
      const items = listOf(value);
      if (items.length === 0) return <p className={form.muted}>(none)</p>;
      return (
        <ol className={styles.englishList}>
          {items.map((item, i) => (
            <li key={i}>{field.kind === "list" ? String(item) : <EnglishValue field={{ kind: "group", name: field.name, label: `${field.itemLabel} ${i + 1}`, fields: field.fields }} value={item} />}</li>
          ))}
        </ol>
      );
    }
    default:
      return <EnglishText field={field} value={value} />;
  }
}
