import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { DOCTOR_NAME_MAX } from "@/lib/contracts/doctor-filters";
import type { Locale } from "@/lib/i18n/locales";
import { wordsOf } from "@/lib/i18n/words";
import { MISSING_LIST, type MissingKind } from "@/lib/not-found";
import englishWords from "@/lib/i18n/messages/en/notFound.json";
import hindiWords from "@/lib/i18n/messages/hi/notFound.json";
import marathiWords from "@/lib/i18n/messages/mr/notFound.json";
import styles from "./not-found-view.module.scss";
import { ROUTES } from "@/lib/routes";

const WAYS_ON = [
  { href: ROUTES.home, key: "home" },
  { href: ROUTES.doctorList, key: "doctors" },
  { href: ROUTES.specialityList, key: "specialities" },
  { href: ROUTES.appointment, key: "book" },
  { href: ROUTES.contactUs, key: "contact" },
] as const;

/** The body of every 404, in the page's language: a heading naming what was missing, and the ways on from there. */
export async function NotFoundView({ kind, locale = "en" }: { kind: MissingKind; locale?: Locale }) {
  const t = await wordsOf(locale, "notFound");
  const list = MISSING_LIST[kind];
  const ways = WAYS_ON.map((way) => ({ href: way.href, label: t(`waysOn.${way.key}`) }));
  const links = list ? [{ href: list, label: t(`kinds.${kind as Exclude<MissingKind, "page" | "shortLink">}.list`) }, ...ways.filter((l) => l.href !== list)] : ways;
  return (
    <div className={styles.wrap}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>{t(`kinds.${kind}.heading`)}</h1>
      <p className={styles.text}>{t(`kinds.${kind}.text`)}</p>
      {kind === "doctor" ? (
        <form className={styles.search} action={ROUTES.doctorList} method="get" role="search" aria-label={t("search.label")}>
          <label htmlFor="missing-doctor-name">{t("search.name")}</label>
          <input id="missing-doctor-name" name="name" type="search" autoComplete="off" maxLength={DOCTOR_NAME_MAX} />
          <button type="submit">{t("search.submit")}</button>
        </form>
      ) : null}
      <ul className={styles.links}>
        {links.map((l) => (
          <li key={l.href}>
            <Link href={l.href}>{l.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

// The not-found words of every language, for metadata a not-found file exports as an object.
const TITLES: Record<Locale, { title: string; description: string }> = { en: englishWords, mr: marathiWords, hi: hindiWords };

/** The title and description of a not-found page in a language; never indexed. */
export function notFoundMetadata(locale: Locale = "en"): Metadata {
  return { title: TITLES[locale].title, description: TITLES[locale].description, robots: { index: false } };
}

/**
 * A route's own not-found file (an unknown doctor, speciality … or, at a layout's root, any
 * address), shown by client-side navigation; a full page load gets the same view from the
 * whole not-found document (app/global-not-found.tsx). A server component on purpose: it is
 * part of every page's tree, so reading the request here would make every page per-request,
 * and a client component here would ship its code to every visitor.
 */
export function notFoundRoute(kind: MissingKind, locale: Locale = "en") {
  return {
    metadata: notFoundMetadata(locale),
    Page: function NotFound() {
      return <NotFoundView kind={kind} locale={locale} />;
    },
  };
}
