import type { Metadata } from "next";
import { headers } from "next/headers";
import { NotFoundView } from "@/components/not-found/not-found-view";
import { missingKindOf } from "@/lib/not-found";

export const metadata: Metadata = {
  title: "Page not found",
  description: "The page you were looking for could not be found.",
  robots: { index: false },
};

/**
 * Every 404 page, HTTP status 404: an unknown path, and (through the production front,
 * scripts/server.mjs, which names the missing address in a request header) any unknown
 * doctor, speciality, service, article or short link, each with its own heading.
 */
export default async function NotFound() {
  // The front names the missing address in this header (scripts/server/not-found-front.mjs).
  const missing = (await headers()).get("x-hospital-missing-path");
  return <NotFoundView kind={missingKindOf(missing)} />;
}
