// One schema for PGlite and PostgreSQL, one file per domain; drizzle-kit reads it from here
// (drizzle.config.ts). Times are timestamptz (UTC); ids are UUIDs except where a human-readable
// key is the identity (settings keys, short link ids).

export * from "./specialities";
export * from "./settings";
export * from "./short-links";
export * from "./doctors";
export * from "./services";
export * from "./home";
export * from "./booking";
export * from "./otp";
export * from "./waitlist";
export * from "./payments";
export * from "./outbox";
export * from "./rate-limits";
export * from "./server-keys";
export * from "./articles";
export * from "./gallery";
export * from "./testimonials";
export * from "./careers";
export * from "./contact-messages";
export * from "./staff";
export * from "./privacy";
export * from "./translations";
