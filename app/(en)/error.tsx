"use client";

import { ErrorView } from "@/components/ui/error-view";
import words from "@/lib/i18n/messages/en/errors.json";

/** An unexpected failure while rendering a page: say so plainly and offer a retry. */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorView words={words} reset={reset} />;
}
