// The message catalogues: one JSON file per namespace and language (messages/<locale>/<ns>.json).
// English is the reference: its namespaces are the list, its keys the ones every language must
// have (lib/i18n/catalogues.test.ts), and its shape types every `t("…")` call (lib/i18n/next-intl.d.ts).
import booking from "./messages/en/booking.json";
import common from "./messages/en/common.json";
import doctors from "./messages/en/doctors.json";
import errors from "./messages/en/errors.json";
import home from "./messages/en/home.json";
import notFound from "./messages/en/notFound.json";
import pages from "./messages/en/pages.json";
import shell from "./messages/en/shell.json";
import services from "./messages/en/services.json";
import specialities from "./messages/en/specialities.json";
import type { Locale } from "./locales";

export const ENGLISH = { common, shell, specialities, booking, doctors, home, pages, notFound, errors, services };

export type Messages = typeof ENGLISH;
export type Namespace = keyof Messages;
export const NAMESPACES = Object.keys(ENGLISH) as Namespace[];

/** The whole catalogue of a language (the server's; a client component gets only its namespace). */
export async function catalogue(locale: Locale): Promise<Messages> {
  if (locale === "en") return ENGLISH;
  const parts = await Promise.all(NAMESPACES.map(async (ns) => [ns, (await import(`./messages/${locale}/${ns}.json`)).default] as const));
  return Object.fromEntries(parts) as Messages;
}
