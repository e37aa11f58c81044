import "server-only";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_HOSPITAL_TIMEZONE } from "@/lib/format/date";
import { HOLD_MINUTES } from "@/lib/contracts/booking";
import { WAITLIST_QUIET_HOURS } from "@/lib/contracts/waitlist";

/**
 * The only reader of process.env (besides framework config files). Every setting is
 * validated once; a bad one stops start-up with a message naming it. See .env.example.
 */
const PHONE = /^\+?[0-9][0-9 ()-]{5,19}$/;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const SITE_URL_FORM =
  "must be the site's public origin, http(s)://host or http(s)://host:port with no path, query, fragment or user name, such as https://www.example-hospital.in";

/**
 * SITE_URL is written into every canonical link, og:url, the sitemap and robots.txt, so only an
 * origin will do: a path, query or credentials would be copied into all of them. Normalised to
 * URL.origin (lower-case host, no default port, no trailing slash).
 */
const siteUrl = z
  .string()
  .trim()
  .transform((value, ctx) => {
    let url: URL | null = null;
    try {
      url = new URL(value);
    } catch {
      // reported below
    }
    const isOrigin =
      url !== null &&
      (url.protocol === "https:" || url.protocol === "http:") &&
      url.hostname !== "" &&
      !url.username &&
      !url.password &&
      /^\/*$/.test(url.pathname) &&
      !/[?#]/.test(value);
    if (!url || !isOrigin) {
      ctx.addIssue({ code: "custom", message: `${SITE_URL_FORM} (got ${JSON.stringify(value)})` });
      return z.NEVER;
    }
    return url.origin;
  });

const schema = z.object({
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  DATA_DIR: z.string().trim().min(1, "must not be empty").default("./data"),
  PORT: z.coerce.number().int("must be a whole number").min(1).max(65535).default(3000),
  SITE_URL: siteUrl.optional(),
  HOSPITAL_NAME: z.string().trim().min(2, "must be at least 2 characters").default("Sunrise Multispeciality Hospital"),
  EMERGENCY_PHONE: z
    .string()
    .trim()
    .regex(PHONE, "must be a phone number such as +91 20 6720 1000")
    .default("+91 20 6720 1000"),
  HOSPITAL_TIMEZONE: z.string().trim().refine(isTimeZone, "must be an IANA time zone such as Asia/Kolkata").default(DEFAULT_HOSPITAL_TIMEZONE),
  API_MAX_BODY_KB: z.coerce.number().int("must be a whole number").min(1).max(10_240).default(100),
  DATABASE_SEED: z.enum(["auto", "off"], { error: "must be auto or off" }).default("auto"),
  // Read again by the page cache (server/page-cache/handler.mjs, which Next loads
  // outside the app's modules): validated here so a bad value stops start-up by name.
  REDIS_URL: z
    .string()
    .trim()
    .refine((v) => /^rediss?:\/\/[^\s]+$/.test(v) && URL.canParse(v), "must be a redis:// or rediss:// URL, such as redis://127.0.0.1:6379/0")
    .optional(),
  PAGE_CACHE_MEMORY_MB: z.coerce.number().int("must be a whole number").min(1).max(4096).default(64),
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(false|[0-9])$/, "must be false (never believe X-Forwarded-For) or the number of proxies in front of the site (1 to 9)")
    .transform((v) => (v === "false" ? 0 : Number(v)))
    .default(0),
  AUTH_SECRET: z.string().trim().min(32, "must be at least 32 characters (generate one with: openssl rand -hex 32)").optional(),
  PAYMENT_GATEWAY: z.enum(["sandbox", "razorpay"], { error: "must be sandbox or razorpay" }).default("sandbox"),
  RAZORPAY_KEY_ID: z.string().trim().regex(/^rzp_(test|live)_[A-Za-z0-9]+$/, "must be a Razorpay key id such as rzp_live_XXXXXXXXXXXXXX").optional(),
  RAZORPAY_KEY_SECRET: z.string().trim().min(8, "must be the key secret shown with the key id").optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().trim().min(8, "must be the secret entered for the webhook in Razorpay's dashboard").optional(),
  RAZORPAY_API_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) address such as https://api.razorpay.com" }).default("https://api.razorpay.com"),
  SMS_GATEWAY: z.enum(["console", "msg91"], { error: "must be console or msg91" }).default("console"),
  MSG91_AUTH_KEY: z.string().trim().min(8, "must be the auth key of MSG91's dashboard").optional(),
  MSG91_TEMPLATE_ID: z.string().trim().min(4, "must be the id of a DLT-approved MSG91 template").optional(),
  MSG91_API_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) address such as https://control.msg91.com" }).default("https://control.msg91.com"),
  SMTP_URL: z
    .string()
    .trim()
    .refine((v) => /^smtps?:\/\/[^\s]+$/.test(v) && URL.canParse(v), "must be an smtp:// or smtps:// URL, such as smtps://user:password@smtp.example.in:465")
    .optional(),
  MAIL_FROM: z.string().trim().min(3).optional(),
  BOOKING_HOLD_MINUTES: z.coerce.number().int("must be a whole number").min(1, "must be 1 to 30").max(30, "must be 1 to 30").default(HOLD_MINUTES),
  WAITLIST_QUIET_HOURS: z
    .string()
    .trim()
    .regex(/^(off|([01]?[0-9]|2[0-3])-([01]?[0-9]|2[0-3]))$/, "must be two hours of the day such as 21-8 (no waitlist offer from 21:00 to 08:00), or off")
    .transform((v) => (v === "off" ? null : { from: Number(v.split("-")[0]), until: Number(v.split("-")[1]) }))
    .default({ from: WAITLIST_QUIET_HOURS.from, until: WAITLIST_QUIET_HOURS.until }),
  OTP_SITE_HOURLY_LIMIT: z.coerce.number().int("must be a whole number").min(1).max(100_000).default(300),
  STAFF_SESSION_IDLE_MINUTES: z.coerce.number().int("must be a whole number").min(5, "must be 5 to 480").max(480, "must be 5 to 480").default(30),
  STAFF_SESSION_MAX_HOURS: z.coerce.number().int("must be a whole number").min(1, "must be 1 to 72").max(72, "must be 1 to 72").default(12),
  TEST_LOW_COST: z.enum(["1"], { error: "must be 1 (the test suite's setting) or unset" }).optional(),
});

export interface AppConfig {
  /** PostgreSQL connection string; when absent the embedded PGlite in `dataDir` is used. */
  databaseUrl: string | null;
  /** Absolute path of the PGlite data folder (and, later, uploads). */
  dataDir: string;
  port: number;
  /** Public origin used in canonical URLs, sitemaps and links in messages. */
  siteUrl: string;
  hospitalName: string;
  emergencyPhone: string;
  timeZone: string;
  apiMaxBodyBytes: number;
  /** Fill an empty database with the demo hospital on start-up. */
  seedOnStart: boolean;
  /** True while `next build` runs: the database must not be opened then. */
  isBuild: boolean;
  /** Absolute path of the Next.js build folder (NEXT_DIST_DIR, as next.config.ts reads it). */
  distDir: string;
  /** One Redis shared by every instance for the page cache; null keeps it in this process's memory. */
  redisUrl: string | null;
  /** Bound of the in-memory page cache (bytes), when there is no Redis. */
  pageCacheMemoryBytes: number;
  /** Proxies in front of the site whose X-Forwarded-For entries are believed; 0 believes none. */
  trustProxyHops: number;
  /** Key of OTP hashes, tokens and signed links; null: generated once and kept in the database. */
  authSecret: string | null;
  payments:
    | { gateway: "sandbox" }
    | { gateway: "razorpay"; keyId: string; keySecret: string; webhookSecret: string; apiUrl: string };
  sms: { gateway: "console" } | { gateway: "msg91"; authKey: string; templateId: string; baseUrl: string };
  /** SMTP for e-mail; null prints e-mails on standard output (they stay in the outbox). */
  smtpUrl: string | null;
  mailFrom: string;
  /** Ceiling of OTP codes the whole site sends in an hour (SMS pumping). */
  otpSiteHourlyLimit: number;
  /**
   * Console sessions' lifetimes (ms): refused after `idleMs` without a request
   * (STAFF_SESSION_IDLE_MINUTES, 30) and `maxMs` after sign-in whatever the use (STAFF_SESSION_MAX_HOURS, 12).
   */
  staffSession: { idleMs: number; maxMs: number };
  /**
   * The test suite's cheap password hashing and proof of work (TEST_LOW_COST=1, which jest sets):
   * accepted only when NODE_ENV=test, so no server or script can run with it.
   */
  lowTestCost: boolean;
  /** How long a slot is held while the visitor pays (BOOKING_HOLD_MINUTES, 1 to 30). */
  holdMinutes: number;
  /** The hours (local) in which no waitlist offer is sent (WAITLIST_QUIET_HOURS, 21-8 by default; null: off). */
  waitlistQuietHours: { from: number; until: number } | null;
  /** Whether each API answer is held to its call's declared data (not in production: NODE_ENV). */
  checkAnswers: boolean;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  // Treat empty strings as unset so `FOO=` in a .env file falls back to the default.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const result = schema.safeParse(cleaned);
  const isBuild = env.NEXT_PHASE === "phase-production-build";
  const problems = result.success ? [] : result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  // Unset, the origin would be http://localhost:PORT in every canonical link, og:url, the
  // sitemap and robots.txt, which a production site must never publish: a production server
  // refuses to start instead (the build does not need it: those are rendered per request).
  if (env.NODE_ENV === "production" && !isBuild && cleaned.SITE_URL === undefined) {
    problems.push(
      "  SITE_URL: must be set in production (NODE_ENV=production): the site's public origin, such as " +
        "https://www.example-hospital.in, used in canonical links, og:url, the sitemap and robots.txt. " +
        "To try the site on this machine: SITE_URL=http://localhost:3000",
    );
  }
  if (cleaned.TEST_LOW_COST !== undefined && env.NODE_ENV !== "test") {
    problems.push(
      "  TEST_LOW_COST: weakens password hashing and the proof of work for the test suite only; it is refused unless NODE_ENV=test. Unset it.",
    );
  }
  if (result.success && result.data.STAFF_SESSION_IDLE_MINUTES > result.data.STAFF_SESSION_MAX_HOURS * 60) {
    problems.push("  STAFF_SESSION_IDLE_MINUTES: must not be longer than STAFF_SESSION_MAX_HOURS (a session ends at the absolute limit anyway)");
  }
  if (result.success && result.data.PAYMENT_GATEWAY === "razorpay") {
    for (const name of ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"] as const) {
      if (!result.data[name]) problems.push(`  ${name}: must be set when PAYMENT_GATEWAY=razorpay (docs/booking.md, "Payments")`);
    }
  }
  if (result.success && result.data.SMS_GATEWAY === "msg91") {
    for (const name of ["MSG91_AUTH_KEY", "MSG91_TEMPLATE_ID"] as const) {
      if (!result.data[name]) problems.push(`  ${name}: must be set when SMS_GATEWAY=msg91 (docs/booking.md, "Messages")`);
    }
  }
  if (!result.success || problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}\nSee .env.example for every setting.`);
  }
  const c = result.data;
  return {
    databaseUrl: c.DATABASE_URL ?? null,
    dataDir: path.resolve(c.DATA_DIR),
    port: c.PORT,
    siteUrl: c.SITE_URL ?? `http://localhost:${c.PORT}`,
    hospitalName: c.HOSPITAL_NAME,
    emergencyPhone: c.EMERGENCY_PHONE,
    timeZone: c.HOSPITAL_TIMEZONE,
    apiMaxBodyBytes: c.API_MAX_BODY_KB * 1024,
    seedOnStart: c.DATABASE_SEED === "auto",
    isBuild,
    distDir: path.resolve(env.NEXT_DIST_DIR || ".next"),
    redisUrl: c.REDIS_URL ?? null,
    pageCacheMemoryBytes: c.PAGE_CACHE_MEMORY_MB * 1024 * 1024,
    trustProxyHops: c.TRUST_PROXY,
    authSecret: c.AUTH_SECRET ?? null,
    payments:
      c.PAYMENT_GATEWAY === "razorpay"
        ? { gateway: "razorpay", keyId: c.RAZORPAY_KEY_ID!, keySecret: c.RAZORPAY_KEY_SECRET!, webhookSecret: c.RAZORPAY_WEBHOOK_SECRET!, apiUrl: c.RAZORPAY_API_URL }
        : { gateway: "sandbox" },
    sms: c.SMS_GATEWAY === "msg91" ? { gateway: "msg91", authKey: c.MSG91_AUTH_KEY!, templateId: c.MSG91_TEMPLATE_ID!, baseUrl: c.MSG91_API_URL } : { gateway: "console" },
    smtpUrl: c.SMTP_URL ?? null,
    mailFrom: c.MAIL_FROM ?? `${c.HOSPITAL_NAME} <appointments@${new URL(c.SITE_URL ?? "http://localhost").hostname}>`,
    otpSiteHourlyLimit: c.OTP_SITE_HOURLY_LIMIT,
    staffSession: { idleMs: c.STAFF_SESSION_IDLE_MINUTES * 60_000, maxMs: c.STAFF_SESSION_MAX_HOURS * 3600_000 },
    holdMinutes: c.BOOKING_HOLD_MINUTES,
    waitlistQuietHours: c.WAITLIST_QUIET_HOURS,
    lowTestCost: c.TEST_LOW_COST === "1" && env.NODE_ENV === "test",
    // Outside production (tests, `npm run dev`) each API answer is held to its call's declared
    // data (lib/server/api/handle.ts); production trusts the type check and spends nothing on it.
    checkAnswers: env.NODE_ENV !== "production",
  };
}

let cached: AppConfig | null = null;

export function getConfig(): AppConfig {
  cached ??= parseConfig(process.env);
  return cached;
}

/**
 * Tests that change process.env read the settings again.
 * @internal
 */
export function forgetConfig(): void {
  cached = null;
}
