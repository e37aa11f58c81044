"use client";

// Made by scripts/i18n-routes.ts from the English route: edit that one, then run `npm run i18n:routes`.
import { ErrorView } from "@/components/ui/error-view";
import words from "@/lib/i18n/messages/hi/errors.json";

/** An unexpected failure while rendering a page: say so plainly and offer a retry. */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorView words={words} reset={reset} />;
}
