import { z } from "zod";
import { CONSOLE_ROUTES, ROUTE_PREFIXES, ROUTES } from "@/lib/routes";
import type { ApiFailure } from "./envelope";
import { blankToUndefined, isSafeText, safeQuery, UNSAFE_TEXT_MESSAGE } from "./common";
import { sitePathProblem } from "./links";

// Short links as the console writes them (editor): the schemas the routes use and the form
// checks with, so the browser and the server refuse the same things with the same words.

/** A short link's id, the part after /p/: letters, digits, "-" and "_", at most 64. */
export const SHORT_ID = /^[A-Za-z0-9_-]{1,64}$/;
export const SHORT_ID_MAX = 64;
export const TARGET_MAX = 2000;

const segmentOf = (path: string) => path.split("/")[1] ?? "";

/**
 * The first segment of every page of the site ("" is the home page), and "public" for the
 * files it serves (a PDF brochure). A target must start with one of them: a page that exists,
 * or at least one of the kinds of page that do.
 */
const SITE_SEGMENTS: ReadonlySet<string> = new Set([
  ...[...Object.values(ROUTES), ...Object.values(ROUTE_PREFIXES)].filter((path) => path !== ROUTE_PREFIXES.shortLink).map(segmentOf),
  "public",
]);

/** What a short link never leads to, and why (a loop, or nothing a visitor should open). */
const REFUSED_SEGMENTS: ReadonlyMap<string, string> = new Map([
  [segmentOf(ROUTE_PREFIXES.shortLink), `must not lead to a short link (${ROUTE_PREFIXES.shortLink}/...): that makes a loop. Use that link's own target instead`],
  ["api", "must not lead to the site's API (/api/...): choose a page visitors see"],
  [segmentOf(CONSOLE_ROUTES.home), `must not lead to the staff console (${CONSOLE_ROUTES.home}...): choose a page visitors see`],
  ["_next", "must not lead to the site's build files (/_next/...): choose a page visitors see"],
]);

const EXAMPLE = `${ROUTES.doctorList} or ${ROUTE_PREFIXES.blog}/a-blog-url?utm_source=poster`;

/**
 * Why a target is not a path within the site, or null when it is: "/doctorList",
 * "/blogdetail/x?utm=1", "/#faq". Refuses other websites ("https://...", "//host"), backslashes,
 * spaces, broken %-escapes, "." and ".." parts, the API, the console and short links themselves.
 */
export function targetProblem(target: string): string | null {
  if (!target) return `Enter the page the link leads to, such as ${EXAMPLE}`;
  if (!isSafeText(target)) return UNSAFE_TEXT_MESSAGE;
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//")) {
    return `must be a page of this site, not another website's address: write the path only, such as ${EXAMPLE}`;
  }
  const problem = sitePathProblem(target);
  if (problem) return problem === 'must start with "/"' ? `must start with "/", such as ${EXAMPLE}` : problem;
  const segments = target.split(/[?#]/)[0].split("/").slice(1).map((raw) => decodeURIComponent(raw));
  if (segments.some((s) => s.includes("/"))) return 'must not contain an encoded "/" (%2F): write the page\'s own path';
  const first = segments[0] ?? "";
  const refused = REFUSED_SEGMENTS.get(first.toLowerCase());
  if (refused) return refused;
  if (!SITE_SEGMENTS.has(first)) {
    const sameButCase = [...SITE_SEGMENTS].find((s) => s.toLowerCase() === first.toLowerCase());
    return sameButCase
      ? `is not a page of this site: did you mean /${sameButCase}? Letter case matters`
      : `is not a page of this site: start with one of its pages, such as ${EXAMPLE}`;
  }
  return null;
}

const id = z
  .string({ error: "The id must be text" })
  .trim()
  .min(1, `Enter the link's id, the part after ${ROUTE_PREFIXES.shortLink}/`)
  .max(SHORT_ID_MAX, `Use at most ${SHORT_ID_MAX} characters`)
  .regex(/^[A-Za-z0-9_-]*$/, "Use only letters, digits, - and _ (no spaces), such as flu-camp-2026");

const target = z
  .string({ error: "Enter the page the link leads to" })
  .trim()
  .max(TARGET_MAX, `Use at most ${TARGET_MAX} characters`)
  .superRefine((value, ctx) => {
    const problem = targetProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** An expiry as an instant with its offset ("2026-12-31T18:00:00+05:30"); the form converts the hospital's wall-clock time. */
const expiry = z.iso
  .datetime({ offset: true, error: "Enter the expiry as a date and time, such as 2026-12-31T18:00:00+05:30" })
  // An unreadable value has its own message from the format check above.
  .refine((value) => !(Date.parse(value) <= Date.now()), "Choose a time in the future: after it the link leads nowhere");

const permanent = z.boolean({ error: "Choose permanent (301) or temporary (302)" });

/** POST /api/admin/links/create: a blank id gets a random one. */
export const shortLinkCreateSchema = z.object({
  id: z.preprocess(blankToUndefined, id.optional()),
  target,
  permanent: permanent.default(false),
  expiresAt: z.preprocess(blankToUndefined, expiry.optional()),
});
export type ShortLinkCreate = z.output<typeof shortLinkCreateSchema>;

/**
 * POST /api/admin/links/update: only the fields given change (expiresAt null: no expiry).
 * `updatedAt` is the version the editor loaded; another change since then answers 409 `stale`.
 */
export const shortLinkUpdateSchema = z.object({
  id,
  updatedAt: z.iso.datetime({ offset: true, error: "updatedAt must be the link's updatedAt as you loaded it: reload the page" }),
  target: target.optional(),
  permanent: permanent.optional(),
  expiresAt: z.preprocess((v) => (typeof v === "string" && !v.trim() ? null : v), expiry.nullable().optional()),
});
export type ShortLinkUpdate = z.output<typeof shortLinkUpdateSchema>;

/** POST /api/admin/links/delete */
export const shortLinkDeleteSchema = z.object({ id });
/** What links/delete answers: the id whose address answers 404 from now on. */
export const shortLinkDeletedSchema = z.object({ id: z.string() }).meta({ title: "ShortLinkDeleted" });

/** POST /api/admin/links/list: newest first, 50 a page; `search` is part of an id or a target. */
export const shortLinkQuerySchema = z.object({
  search: safeQuery({ max: 100, typeError: "search must be text" }),
  page: z.coerce.number({ error: "page must be a whole number" }).int("page must be a whole number").min(1, "page starts at 1").max(1000, "page must be at most 1000").default(1),
});
export type ShortLinkQuery = z.output<typeof shortLinkQuerySchema>;

export const shortLinkEntrySchema = z
  .object({
    id: z.string(),
    target: z.string().describe("A site path; links made before the console may hold an absolute http(s) URL."),
    permanent: z.boolean().describe("301 when true, else 302."),
    expiresAt: z.string().nullable(),
    hitCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string().describe("The version an edit must name."),
    createdBy: z.string().nullable().describe("Who made it in the console (e-mail); null for seeded and older links."),
  })
  .meta({ title: "ShortLinkEntry" });
export type ShortLinkEntry = z.infer<typeof shortLinkEntrySchema>;

/** The 409 of an edit made on an old version: the link as it is now, so the form can show what changed. */
export interface ShortLinkStale extends ApiFailure {
  code: "stale";
  current: ShortLinkEntry;
}
