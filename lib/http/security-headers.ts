// The security headers of every answer, in one place: lib/http/address-class.ts picks, for each
// class of address, which of them it carries; the server (server/steps) sets them.
//
// Two Content-Security-Policies:
// - content pages are cached HTML rendered once for everyone, so they cannot carry a
//   per-request nonce: scripts come only from this origin, plus the inline payload Next
//   writes into every page ('unsafe-inline'), never eval, never another origin;
// - pages with patient or payment data render per request and get a fresh nonce with
//   'strict-dynamic' and no 'unsafe-inline' (server/steps/headers.ts).

/** One year (two, as the HSTS preload list asks), subdomains included. */
export const HSTS_VALUE = "max-age=63072000; includeSubDomains";

const COMMON_DIRECTIVES = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  // React writes style attributes (and sonner its own styles): styles only, never scripts.
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
  "media-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self' blob:",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
  "form-action 'self'",
];

/** `next dev` runs React's dev tooling, which needs eval; production never allows it. */
const evalSource = (dev: boolean) => (dev ? " 'unsafe-eval'" : "");

/** The policy of cached content pages and every other answer. */
export function contentPagePolicy({ dev = false }: { dev?: boolean } = {}): string {
  return [...COMMON_DIRECTIVES, `script-src 'self' 'unsafe-inline'${evalSource(dev)}`].join("; ");
}

/** The policy of a page with patient or payment data, for one request's nonce. */
export function noncePolicy(nonce: string, { dev = false }: { dev?: boolean } = {}): string {
  // Razorpay's Checkout (PAYMENT_GATEWAY=razorpay) is a script the page's own nonced code adds
  // ('strict-dynamic' trusts it), which opens Razorpay's frame and reports to its API.
  const directives = COMMON_DIRECTIVES.map((d) =>
    d === "frame-src 'none'"
      ? `frame-src ${RAZORPAY_ORIGINS.frames}`
      : d === "connect-src 'self'"
        ? `connect-src 'self' ${RAZORPAY_ORIGINS.connect}`
        : d,
  );
  return [...directives, `script-src 'nonce-${nonce}' 'strict-dynamic'${evalSource(dev)}`].join("; ");
}

/** What Razorpay's Checkout needs on the payment pages (its integration guide's CSP list). */
export const RAZORPAY_ORIGINS = {
  script: "https://checkout.razorpay.com",
  frames: "https://api.razorpay.com https://checkout.razorpay.com",
  connect: "https://api.razorpay.com https://lumberjack.razorpay.com",
};

/** The headers every answer carries; HSTS only where the site is served over HTTPS in production. */
export function securityHeaders({ dev = false, https = false }: { dev?: boolean; https?: boolean } = {}): Record<string, string> {
  return {
    "Content-Security-Policy": contentPagePolicy({ dev }),
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "SAMEORIGIN",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(self)",
    ...(https && !dev ? { "Strict-Transport-Security": HSTS_VALUE } : {}),
  };
}

/** Whether the public origin is https (SITE_URL), which is how visitors reach a production site. */
export const servedOverHttps = (siteUrl: string | undefined | null): boolean => typeof siteUrl === "string" && /^https:\/\//i.test(siteUrl.trim());
