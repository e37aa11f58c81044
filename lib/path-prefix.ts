/**
 * Whether `pathname` is `base` or an address under it ("/admin", "/admin/staff"; not "/adminx").
 * Pure and import-free: the public pages' shared script uses it without the site's address book.
 */
export const isAtOrUnder = (pathname: string, base: string): boolean => pathname === base || pathname.startsWith(`${base}/`);

/** `pathname` without its trailing slashes ("/doctorList/" is "/doctorList"); the root stays "/". */
export const withoutTrailingSlash = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
