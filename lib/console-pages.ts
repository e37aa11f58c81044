import { isAtOrUnder } from "./path-prefix";

/**
 * Whether `pathname` is one of the console's pages or a page under one of them (not under its
 * home: an unknown address under /admin is the public site's 404). Pure and address-free, so the
 * public pages' shared script can tell console pages apart without the site's address book.
 */
export const isPageOf = (pages: { readonly home: string } & Readonly<Record<string, string>>, pathname: string): boolean =>
  Object.values(pages).some((page) => (page === pages.home ? pathname === page : isAtOrUnder(pathname, page)));
