import type { Metadata } from "next";
import { MissingAddressView } from "@/components/not-found/missing-address-view";

export const metadata: Metadata = {
  title: "Page not found",
  description: "The page you were looking for could not be found.",
  robots: { index: false },
};

/**
 * Every 404 page, HTTP status 404: an unknown path, and (through the production front,
 * scripts/server.mjs) any unknown doctor, speciality, service, article or short link, each
 * with its own heading, named from the address itself.
 */
export default function NotFound() {
  return <MissingAddressView />;
}
