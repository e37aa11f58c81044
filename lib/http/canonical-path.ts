// RFC 3986 6.2.2: a percent-encoded unreserved character ("%2D" for "-", "%63" for "c") and
// lower-case hex name the same resource as the plain spelling. Pages answer one spelling only.

const UNRESERVED = /[A-Za-z0-9._~-]/;

/** The path with unreserved characters decoded and other escapes in upper-case hex. */
export function normalisePercentEncoding(pathname: string): string {
  return pathname.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : escape.toUpperCase();
  });
}
