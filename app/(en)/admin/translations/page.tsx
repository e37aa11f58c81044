import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { ConsoleFilters, ConsoleTable } from "@/components/console/console-list";
import { ConsoleFrame } from "@/components/console/console-frame";
import { collectionSpec, mayAccess, TRANSLATED_COLLECTIONS, TRANSLATOR_ROLES } from "@/lib/contracts/collections";
import { translationsToDoQuerySchema } from "@/lib/contracts/collections/api";
import type { TranslationState } from "@/lib/contracts/collections/translations";
import { countOf } from "@/lib/copy/plural";
import { LOCALE_FACTS, TRANSLATED_LOCALES } from "@/lib/i18n/locales";
import { contentHref, CONSOLE_ROUTES, translationsToDoHref } from "@/lib/routes";
import { consoleListRequest } from "@/lib/server/compose/console-page";
import { translationsToDoFor, type TranslationToDo } from "@/lib/server/collections/translations";
import form from "@/components/ui/form.module.scss";
import styles from "@/components/console/console.module.scss";

export const metadata: Metadata = { title: "Translations", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const STATE_WORDS: Record<TranslationState, string> = { current: "Current", outOfDate: "Out of date", missing: "Missing", nothing: "Nothing to translate" };

/** Where a field's translations are edited: its record's page, at the field (a setting's page, at its translations). */
const editHref = (entry: TranslationToDo) =>
  entry.id ? `${contentHref(entry.collection, entry.id)}#translation-${entry.field}` : `${contentHref(entry.collection)}#translations-title`;

/**
 * /admin/translations – every field visitors read whose Marathi or Hindi is out of date (its
 * English changed since) or missing, by collection, each linked to its record's page, where it
 * is translated beside its English. A page checks at most 100 records of a collection; the rest
 * follow a collection at a time.
 */
export default async function TranslationsPage({ searchParams }: Props) {
  const { staff, allowed, waiting, query, unreadable, result } = await consoleListRequest({
    path: CONSOLE_ROUTES.translations,
    roles: TRANSLATOR_ROLES,
    searchParams,
    query: translationsToDoQuerySchema,
    load: (db, q, me) => translationsToDoFor(db, me.role, q),
    empty: [],
  });
  // A collection checked whole with nothing to do is named in one line; the others each have their list.
  const done = result.filter((p) => p.entries.length === 0 && !p.next && !query.after);
  const toDo = result.filter((p) => !done.includes(p));
  const choices = TRANSLATED_COLLECTIONS.filter((name) => mayAccess(collectionSpec(name), staff.role, "change")).map((name) => ({ value: name, label: collectionSpec(name).label }));
  return (
    <ConsoleFrame title="Translations" path={CONSOLE_ROUTES.translations} staff={staff} waiting={waiting} allowed={allowed}>
      <p>
        The fields visitors read in Marathi and Hindi whose translation is out of date (its English has changed since it was translated) or missing. Visitors
        to those pages see the English of these fields until they are translated. Each links to its page, where it is translated beside its English.
      </p>
      <ConsoleFilters
        action={CONSOLE_ROUTES.translations}
        label="Choose what to list"
        fields={[{ kind: "select", name: "collection", label: "Content", value: query.collection, options: choices, all: "Everything" }]}
      />
      {unreadable ? <p role="alert">The address could not be read; showing everything.</p> : null}
      {done.length ? (
        <p>
          Current in every language: {done.map((p) => collectionSpec(p.collection).label).join(", ")}.
        </p>
      ) : null}
      {toDo.map(({ collection, entries, next }) => {
        const spec = collectionSpec(collection);
        return (
          <section key={collection} className={styles.panel} aria-labelledby={`to-do-${collection}`}>
            <h2 id={`to-do-${collection}`}>{spec.label}</h2>
            {entries.length ? (
              <>
                <p className={form.muted}>
                  {countOf(entries.length, "field", "fields")} to translate or update{next || query.after ? " among the records checked on this page" : ""}.
                </p>
                <ConsoleTable
                  caption={`${spec.label}: translations to do`}
                  columns={["Record", "Field", ...TRANSLATED_LOCALES.map((l) => LOCALE_FACTS[l].english)]}
                  items={entries.map((entry) => ({ id: `${entry.id ?? collection}:${entry.field}`, entry }))}
                  row={({ entry: e }) => (
                    <>
                      <th scope="row">
                        <Link href={editHref(e)}>{e.title}</Link>
                      </th>
                      <td>{e.label}</td>
                      {TRANSLATED_LOCALES.map((l) => (
                        <td key={l}>{e.states[l] === "current" ? <span className={form.muted}>{STATE_WORDS[e.states[l]]}</span> : <strong>{STATE_WORDS[e.states[l]]}</strong>}</td>
                      ))}
                    </>
                  )}
                />
              </>
            ) : (
              <p className={form.muted}>Nothing to do among the records checked on this page.</p>
            )}
            {next || query.after ? (
              <p className={styles.inline}>
                {query.after ? <Link href={translationsToDoHref(collection)}>From the first {spec.singular}</Link> : null}
                {next ? <Link href={translationsToDoHref(collection, next)}>Check the next {spec.label.toLowerCase()}</Link> : null}
              </p>
            ) : null}
          </section>
        );
      })}
    </ConsoleFrame>
  );
}
