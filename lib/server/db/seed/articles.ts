import "server-only";
import { z } from "zod";
import { readJson, readText, slug, text, uniqueBy } from "./content";

// Blog articles and news items: their fields in content/<blogs|news>/index.json, each body in
// content/<blogs|news>/<slug>.html. The seed (./editorial.ts) stores them, the body passing
// through the same sanitiser as every save. Dates are relative to the day the database is
// seeded, so the demo always looks current.

/** An article's fields (its body is `<kind folder>/<slug>.html`). */
const articleMetaSchema = z.strictObject({
  kind: z.enum(["blog", "news"]),
  /** Unique per kind; also the name of the body's file. */
  slug,
  title: text,
  /** One or two sentences, at most 200 characters: the card's text and the meta description. */
  excerpt: text.max(200),
  /** "/images/articles/<slug>.svg": a generated SVG, 1200×630. */
  cover: text,
  /** Whose name is on it ("Dr. Rajesh Iyer", or a staff writer such as "Sunrise Communications Team"). */
  author: text,
  /** A seeded doctor who wrote or medically reviewed it (a doctor's username). */
  doctorUsername: text.optional(),
  doctorRole: z.enum(["author", "reviewer"]).optional(),
  /**
   * The medical review: a seeded doctor of the article's field other than its author, and how
   * many days before the seed day they reviewed it (on or before publication).
   */
  review: z.strictObject({ doctorUsername: text, daysAgo: z.int() }).optional(),
  category: text,
  tags: z.array(text),
  /** Days before the seed day it was published; a negative number is scheduled in the future (never public until then). */
  publishedDaysAgo: z.int(),
  /** A draft is never public. */
  status: z.enum(["published", "draft"]),
});

const articleListSchema = (kind: ArticleSeed["kind"]) =>
  z.array(articleMetaSchema.extend({ kind: z.literal(kind) })).superRefine(uniqueBy((a) => a.slug, "slug"));

export type ArticleSeed = z.output<typeof articleMetaSchema> & {
  /**
   * Rich HTML: <h2>/<h3>, <p>, <ul>/<ol>/<li>, <strong>, <em>, <blockquote>, <a href> (site
   * paths or https links to public health bodies), <img src="/images/articles/…svg" alt="…"
   * width height>, <figure>/<figcaption>, <table> with <caption>/<th scope>. Never a script, a
   * style, an event-handler attribute or an iframe, and never the cover again.
   */
  bodyHtml: string;
};

/** The articles of one kind, in the order of their index, each with its body. */
export function readArticles(kind: ArticleSeed["kind"]): ArticleSeed[] {
  const folder = kind === "blog" ? "blogs" : "news";
  const list = readJson(`${folder}/index.json`, articleListSchema(kind));
  return list.map((a) => ({ ...a, bodyHtml: readText(`${folder}/${a.slug}.html`) }));
}
