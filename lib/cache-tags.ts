// The cache tags of public reads (lib/server/cache.ts): every write to a domain revalidates its
// tag. Pure, so the console's collection declarations (lib/contracts/collections) can name the
// tags their writes invalidate.

/** Cache tags of public reads; every write to a domain revalidates its tag. */
export const TAGS = {
  footer: "footer",
  specialities: "specialities",
  doctors: "doctors",
  services: "services",
  home: "home",
  contact: "contact",
  /** Blog articles and news items. */
  articles: "articles",
  gallery: "gallery",
  testimonials: "testimonials",
  careers: "careers",
  /** The about page, the contact page's details, Terms and Privacy (site settings). */
  pages: "pages",
  /** The next free slots on doctor cards and profiles: a hold, cancellation or move changes them. */
  availability: "availability",
} as const;

export type CacheTag = (typeof TAGS)[keyof typeof TAGS];
