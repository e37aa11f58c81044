// The Marathi and Hindi routes (app/mr, app/hi), made from the English ones: each translated
// page's route file (app/(en)/<address>/page.tsx, with its not-found.tsx) becomes the same file
// for each language, `localizedRoute("en", x)` turned into `localizedRoute("<lang>", x)` and
// `notFoundRoute("kind")` into `notFoundRoute("kind", "<lang>")`, and each language gets its root
// layout and error file. Which pages are translated is declared once, in lib/i18n/paths.ts.
// Literal folders, not a dynamic [lang] segment: Next then routes exactly these two languages,
// as the server's route table does, and any other first segment is no route at all.
//
//   npx tsx scripts/i18n-routes.ts          writes app/mr and app/hi
//   npx tsx scripts/i18n-routes.ts --check  fails when they differ from what it would write (npm run lint)
import fs from "node:fs";
import path from "node:path";
import { TRANSLATED_LOCALES } from "../lib/i18n/locales";
import { TRANSLATED_PAGES, TRANSLATED_PREFIXES } from "../lib/i18n/paths";

const APP = path.join(process.cwd(), "app");
const ENGLISH = path.join(APP, "(en)");
const HEADER = "// Made by scripts/i18n-routes.ts from the English route: edit that one, then run `npm run i18n:routes`.\n";

/** The English route folders (relative to app/(en)) of every translated page. */
function translatedRouteFolders(): string[] {
  const folders = TRANSLATED_PAGES.map((page) => page.slice(1));
  for (const prefix of TRANSLATED_PREFIXES) {
    const walk = (relative: string): string[] =>
      fs.readdirSync(path.join(ENGLISH, relative), { withFileTypes: true }).flatMap((entry) => {
        if (!entry.isDirectory()) return [];
        const child = path.join(relative, entry.name);
        return [...(fs.existsSync(path.join(ENGLISH, child, "page.tsx")) ? [child] : []), ...walk(child)];
      });
    folders.push(...walk(prefix.slice(1)));
  }
  return folders;
}

function layoutFile(locale: string): string {
  return `${HEADER}import { localeLayout } from "@/app/_pages/locale-layout";

export { SITE_VIEWPORT as viewport } from "@/lib/server/seo";

// Cached like the English pages: fresh for 300 s, revalidated by the same tags.
export const revalidate = 300;

const layout = localeLayout("${locale}");
export const generateMetadata = layout.generateMetadata;
export default layout.Layout;
`;
}

function errorFile(locale: string): string {
  return `"use client";

${HEADER}import { ErrorView } from "@/components/ui/error-view";
import words from "@/lib/i18n/messages/${locale}/errors.json";

/** An unexpected failure while rendering a page: say so plainly and offer a retry. */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorView words={words} reset={reset} />;
}
`;
}

function pageFile(source: string, file: string, locale: string): string {
  if (!source.includes('localizedRoute("en", ')) throw new Error(`${file}: a translated page's English route must export localizedRoute("en", ...) of its app/_pages module.`);
  return HEADER + source.replaceAll('localizedRoute("en", ', `localizedRoute("${locale}", `);
}

function notFoundFile(source: string, file: string, locale: string): string {
  const kinds = [...source.matchAll(/notFoundRoute\("(\w+)"\)/g)];
  if (kinds.length !== 1) throw new Error(`${file}: a translated page's not-found file must export notFoundRoute("<kind>").`);
  return HEADER + source.replace(kinds[0][0], `notFoundRoute("${kinds[0][1]}", "${locale}")`);
}

/** Every file of app/<locale>, by path, as this script makes it. */
function expectedFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const locale of TRANSLATED_LOCALES) {
    files.set(path.join(APP, locale, "layout.tsx"), layoutFile(locale));
    files.set(path.join(APP, locale, "error.tsx"), errorFile(locale));
    for (const folder of translatedRouteFolders()) {
      const from = path.join(ENGLISH, folder);
      files.set(path.join(APP, locale, folder, "page.tsx"), pageFile(fs.readFileSync(path.join(from, "page.tsx"), "utf8"), path.join(from, "page.tsx"), locale));
      const notFound = path.join(from, "not-found.tsx");
      if (fs.existsSync(notFound)) files.set(path.join(APP, locale, folder, "not-found.tsx"), notFoundFile(fs.readFileSync(notFound, "utf8"), notFound, locale));
    }
  }
  return files;
}

const existing = (dir: string): string[] =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? existing(path.join(dir, e.name)) : [path.join(dir, e.name)])) : [];

const expected = expectedFiles();
const present = TRANSLATED_LOCALES.flatMap((locale) => existing(path.join(APP, locale)));
const stale = present.filter((file) => !expected.has(file));
const differing = [...expected].filter(([file, text]) => !fs.existsSync(file) || fs.readFileSync(file, "utf8") !== text).map(([file]) => file);

if (process.argv.includes("--check")) {
  const wrong = [...differing, ...stale].map((file) => path.relative(process.cwd(), file));
  if (wrong.length) {
    console.error(`The translated routes differ from their English ones: ${wrong.join(", ")}. Run npm run i18n:routes.`);
    process.exit(1);
  }
} else {
  for (const file of stale) fs.rmSync(file);
  for (const file of differing) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, expected.get(file)!);
  }
  console.log(`app/${TRANSLATED_LOCALES.join(", app/")}: ${expected.size} files (${differing.length} written, ${stale.length} removed).`);
}
