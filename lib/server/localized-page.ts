import "server-only";
import type { Metadata } from "next";
import type { ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { cachedMetadata, cachedPage } from "./build-phase";
import { pageLocale } from "./i18n";

/**
 * A page written once for every language: its metadata and its content, given the language and
 * the route's own parameters. The English route (app/(en)/...) and the translated one
 * (app/[lang]/...) each export what `englishPage` / `translatedPage` make of it.
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

/** The Marathi or Hindi route of a page (under app/[lang]): any other language is not found. */
export function translatedPage<P extends object = Record<string, never>>(page: LocalizedPage<P>) {
  const localeAndParams = async (props: Props<P & { lang: string }>) => {
    const params = await props.params;
    return [await pageLocale(Promise.resolve(params)), params] as const;
  };
  return {
    generateMetadata: async (props: Props<P & { lang: string }>) => page.metadata(...(await localeAndParams(props))),
    Page: async (props: Props<P & { lang: string }>) => page.render(...(await localeAndParams(props))),
  };
}
