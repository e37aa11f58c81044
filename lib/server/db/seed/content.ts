import "server-only";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

// The demo content is data under ./content (JSON records, HTML and Markdown bodies), read when
// the seed modules load (./fill.ts loads them when a seed runs). Files are found from the
// project root: every way the seed runs (npm run db:seed, the production server's first start,
// the e2e build's server, jest, the bench) starts there, and the bundled server keeps no path
// of its own module to read beside.

const CONTENT_FOLDER = path.join("lib", "server", "db", "seed", "content");

/** A content file that is missing, is not valid JSON, or does not have the shape its collection needs. */
class SeedContentError extends Error {
  override name = "SeedContentError";
}

function contentPath(file: string): string {
  return path.join(process.cwd(), CONTENT_FOLDER, file);
}

/** The project-relative name a message shows, so an editor knows which file to open. */
const shown = (file: string) => path.join(CONTENT_FOLDER, file).split(path.sep).join("/");

/** A text file's content without the one final newline an editor's save adds. */
export function readText(file: string): string {
  let text: string;
  try {
    text = fs.readFileSync(contentPath(file), "utf8");
  } catch (error) {
    throw new SeedContentError(`Demo content ${shown(file)} cannot be read: ${(error as Error).message}`);
  }
  return text.endsWith("\n") ? text.slice(0, -1) : text;
}

/** A JSON file checked against its schema; the error names the file and each wrong field. */
export function readJson<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  let value: unknown;
  try {
    value = JSON.parse(readText(file));
  } catch (error) {
    if (error instanceof SeedContentError) throw error;
    throw new SeedContentError(`Demo content ${shown(file)} is not valid JSON: ${(error as Error).message}`);
  }
  return checked(file, schema, value);
}

/** `value`, read from `file`, checked against `schema`. */
export function checked<S extends z.ZodType>(file: string, schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new SeedContentError(`Demo content ${shown(file)} does not have the expected shape:\n${z.prettifyError(result.error)}`);
  return result.data;
}

/**
 * A site setting's value from `file`, with what `complete` adds from elsewhere (a body's file,
 * the site's defaults): checked against the setting's own schema, the one the console saves
 * with, and stored as written, since that schema's output is the console form's shape (for the
 * footer and the home page not the stored one).
 */
export function readSetting<T>(file: string, schema: z.ZodType, complete: (value: Record<string, unknown>) => Record<string, unknown> = (v) => v): T {
  const value = complete(readJson(file, z.record(z.string(), z.unknown())));
  checked(file, schema, value);
  return value as T;
}

/** A required line of text. */
export const text = z.string().min(1);
/** Lowercase words joined by hyphens: an address's last part, and the name of a body's file. */
export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase words joined by hyphens");

/** Entries whose `key` repeats, for a collection whose entries must be told apart by it. */
export function uniqueBy<T>(key: (item: T) => string, what: string) {
  return (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const value = key(item);
      if (seen.has(value)) ctx.addIssue({ code: "custom", path: [index], message: `${what} "${value}" appears twice` });
      seen.add(value);
    });
  };
}
