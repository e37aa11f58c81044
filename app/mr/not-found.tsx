// Made by scripts/i18n-routes.ts from the English route: edit that one, then run `npm run i18n:routes`.
import type { Metadata } from "next";
import { NotFoundView } from "@/components/not-found/not-found-view";

export const metadata: Metadata = {
  title: "Page not found",
  description: "The page you were looking for could not be found.",
  robots: { index: false },
};

/**
 * The not-found view of a client-side navigation to an address no route matches. A full page
 * load gets the whole 404 document of app/global-not-found.tsx instead, and an unknown doctor,
 * speciality, service … its detail route's own not-found file. A server component on purpose:
 * it is part of every page's tree, so reading the request here would make every page
 * per-request, and a client component here would ship its code to every visitor.
 */
export default function NotFound() {
  return <NotFoundView kind="page" />;
}
