import "server-only";
import type { Metadata } from "next";
import type { ReactNode } from "react";
import type { Locale, TranslatedLocale } from "@/lib/i18n/locales";
import { cachedMetadata, cachedPage } from "./build-phase";

/**
 * A page written once for every language: its metadata and its content, given the language and
 * the route's own parameters. The English route (app/(en)/...) and the translated ones
 * (app/mr/..., app/hi/...) each export what `englishPage` / `translatedPage` make of it.
 */
export interface LocalizedPage<P> {
  metadata(locale: Locale, params: P): Promise<Metadata>;
  render(locale: Locale, params: P): Promise<ReactNode>;
}

type Props<P> = { params: Promise<P> };

/** The English route of a page: cached, and nothing read during the build. */
export function englishPage<P extends object = Record<string, never>>(page: LocalizedPage<P>) {
  return {
    generateMetadata: cachedMetadata(async (props: Props<P>) => page.metadata("en", await props.params)),
    Page: cachedPage(async (props: Props<P>) => page.render("en", await props.params)),
  };
}

/** The Marathi or Hindi route of a page (app/mr, app/hi: made from the English route by scripts/i18n-routes.ts). */
export function translatedPage<P extends object = Record<string, never>>(locale: TranslatedLocale, page: LocalizedPage<P>) {
  return {
    generateMetadata: cachedMetadata(async (props: Props<P>) => page.metadata(locale, await props.params)),
    Page: cachedPage(async (props: Props<P>) => page.render(locale, await props.params)),
  };
}
