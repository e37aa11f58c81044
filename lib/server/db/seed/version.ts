import "server-only";

/** Marker row: the seed ran (so a database a hospital emptied on purpose is not refilled). */
export const SEED_MARKER_KEY = "seed";
/**
 * Bumped whenever the demo content gains new kinds of records; a database seeded by an
 * older version is seeded again (idempotently) so it gets them. 2: doctors, services, home.
 * 3: the "contact" setting (address, phone, e-mail of the footer and the structured data).
 * 4: leave and holidays, slot lengths; articles, news, testimonials, the gallery, job openings,
 * the about, contact, Terms and Privacy pages. 5: the Marathi and Hindi translations.
 * 6: the Marathi and Hindi of the home, about, contact, Terms and Privacy pages.
 */
export const SEED_VERSION = 6;
