import "server-only";
import type { Metadata } from "next";
import type { ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { cachedMetadata, cachedPage } from "./build-phase";

/**
 * A page written once for every language: its metadata and its content, given the language and
 * the route's own parameters. Each language's route exports what `localizedRoute` makes of it.
 */
export interface LocalizedPage<P> {
  metadata(locale: Locale, params: P): Promise<Metadata>;
  render(locale: Locale, params: P): Promise<ReactNode>;
}

type Props<P> = { params: Promise<P> };

/**
 * A page's route in one language: cached, and nothing read during the build. The English route
 * (app/(en)/...) exports `localizedRoute("en", page)`; scripts/i18n-routes.ts makes the Marathi
 * and Hindi ones from it (app/mr, app/hi).
 */
export function localizedRoute<P extends object = Record<string, never>>(locale: Locale, page: LocalizedPage<P>) {
  return {
    generateMetadata: cachedMetadata(async (props: Props<P>) => page.metadata(locale, await props.params)),
    Page: cachedPage(async (props: Props<P>) => page.render(locale, await props.params)),
  };
}
