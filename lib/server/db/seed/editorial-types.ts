// The shapes of the editorial demo content: blog articles and news, testimonials,
// the gallery, job openings, the about and contact pages, Terms and Privacy. Pure data: the
// seed (./index.ts) stores them, rich HTML passing through the same sanitiser as every save.
//
// Dates are relative to the day the database is seeded (`…DaysAgo`, `…InDays`), so the demo
// always looks current.

export interface ArticleSeed {
  kind: "blog" | "news";
  /** Lowercase words joined by hyphens, unique per kind. */
  slug: string;
  title: string;
  /** One or two sentences, at most 200 characters: the card's text and the meta description. */
  excerpt: string;
  /**
   * Rich HTML: <h2>/<h3>, <p>, <ul>/<ol>/<li>, <strong>, <em>, <blockquote>, <a href> (site paths
   * such as /doctordetail/dr-rajesh-iyer, /specialities/cardiology, /appointment, or https
   * links to public health bodies), <img src="/images/articles/…svg" alt="…" width height>,
   * <figure>/<figcaption>, <table> with <caption>/<th scope>. Never a script, a style, an
   * event-handler attribute or an iframe, and never the cover again (the page shows it above).
   */
  bodyHtml: string;
  /** "/images/articles/<slug>.svg": a generated SVG, 1200×630. */
  cover: string;
  /** Whose name is on it ("Dr. Rajesh Iyer", or a staff writer such as "Sunrise Communications Team"). */
  author: string;
  /** A seeded doctor who wrote or medically reviewed it (DOCTORS_SEED username). */
  doctorUsername?: string;
  doctorRole?: "author" | "reviewer";
  /**
   * The medical review: a seeded doctor of the article's field other than its author (DOCTORS_SEED
   * username), and how many days before the seed day they reviewed it (on or before publication).
   */
  review?: { doctorUsername: string; daysAgo: number };
  /** Blogs: one of BLOG_CATEGORIES; news: one of NEWS_CATEGORIES. */
  category: string;
  tags: string[];
  /** Days before the seed day it was published; a negative number is scheduled in the future (never public until then). */
  publishedDaysAgo: number;
  /** A draft is never public. */
  status: "published" | "draft";
}

export interface TestimonialSeed {
  /** As the patient agreed to be named: "Ramesh Kulkarni", "Ramesh K." or "R. K." */
  name: string;
  /** The town they came from ("Wakad, Pune"). */
  location: string;
  /** 2 to 5 sentences, in the patient's own plain words; no promises of cures. */
  text: string;
  /** A SPECIALITIES_SEED name. */
  speciality: string;
  /** 1 to 5. */
  rating: number;
  /** A video of the patient (a https URL); none in the demo, since no real video exists. */
  videoUrl?: string;
}

export interface GalleryCategorySeed {
  slug: string;
  name: string;
  description: string;
}

export interface GalleryImageSeed {
  /** A GalleryCategorySeed slug. */
  category: string;
  /** "/images/gallery/<name>.svg": generated SVG art, 1200×800. */
  image: string;
  title: string;
  /** What a blind visitor needs to know of the picture, in one sentence. */
  alt: string;
  caption: string;
}

type EmploymentType = "FULL_TIME" | "PART_TIME" | "CONTRACTOR" | "TEMPORARY" | "INTERN";

export interface JobOpeningSeed {
  slug: string;
  title: string;
  /** "Nursing", "Emergency Medicine", "Radiology & Imaging", "Administration", ... */
  department: string;
  /** "Baner, Pune" (the main campus) or "Wakad Clinic, Pune". */
  location: string;
  employmentType: EmploymentType;
  /** "2–4 years in a tertiary-care ICU". */
  experience: string;
  /** Rich HTML as ArticleSeed.bodyHtml: the role, responsibilities, requirements, what we offer. */
  descriptionHtml: string;
  /** Yearly pay in rupees, when the hospital states it. */
  salary?: { min: number; max: number };
  postedDaysAgo: number;
  /** Days after the seed day applications close; negative: already closed (readable, no longer open). */
  closesInDays: number;
}

export interface AboutSeed {
  /** One paragraph each. */
  mission: string;
  vision: string;
  values: { title: string; text: string }[];
  /** Milestones, oldest first. */
  history: { year: number; title: string; text: string }[];
  /** The board and medical leadership; `doctorUsername` links a seeded doctor. */
  leadership: { name: string; role: string; bio: string; doctorUsername?: string }[];
  accreditations: { name: string; body: string; since: number; text: string }[];
  /** Facts in numbers ("350 beds"). */
  facts: { value: string; label: string }[];
}

export interface ContactPageSeed {
  /** Desks a visitor may need, each with its own line. */
  departments: { name: string; phone: string; email: string; hours: string; note?: string }[];
  /** The campus and any clinics: `lines` separated by "\n". */
  addresses: { label: string; lines: string; phone: string; hours: string }[];
  /** How to get there, one entry per way (road, rail, air, bus, parking). */
  directions: { mode: string; text: string }[];
  /** Where the campus is, for the map the site draws itself (no third-party map). */
  map: { latitude: number; longitude: number; landmarks: { name: string; direction: "north" | "south" | "east" | "west" | "north-east" | "north-west" | "south-east" | "south-west"; distance: string }[] };
  /** Subjects the contact form offers. */
  subjects: string[];
}

export interface LegalPageSeed {
  title: string;
  /** "YYYY-MM-DD". */
  lastUpdated: string;
  /** Rich HTML as ArticleSeed.bodyHtml (sections under <h2>). */
  bodyHtml: string;
}
