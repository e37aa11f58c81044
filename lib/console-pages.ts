/**
 * Whether `pathname` is one of `pages` or under one of them (not under the first, the console's
 * home: an unknown address under /admin is the public site's 404). Pure and address-free, so the
 * public pages' shared script can tell console pages apart without the site's address book.
 */
export const isPageOf = (pages: readonly string[], pathname: string): boolean =>
  pages.some((page, i) => pathname === page || (i > 0 && pathname.startsWith(`${page}/`)));
