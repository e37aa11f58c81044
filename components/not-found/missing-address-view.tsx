"use client";
import { usePathname } from "next/navigation";
import { missingKindOf } from "@/lib/not-found";
import { NotFoundView } from "./not-found-view";

/**
 * The root not-found page's body: the heading names what the address was for ("Doctor not
 * found" for /doctordetail/x). It reads the address on the client side of the tree because
 * the root not-found page is part of every page's tree: reading request headers there would
 * make every page per-request and uncacheable. Server-rendered with the request's own path,
 * so the heading is in the HTML.
 */
export function MissingAddressView() {
  return <NotFoundView kind={missingKindOf(usePathname())} />;
}
