/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { ROUTE_PREFIXES, ROUTES } from "./routes";

// lib/routes.ts is the one place that spells a page's address. This test reads every source
// file of app/, components/ and lib/ and fails on a string (or template, or JSX text) that
// names a page of the site: "/doctorList", `/doctordetail/${x}`, "[Doctors](/doctorList)",
// href="/". Write ROUTES.x, ROUTE_PREFIXES.x or a builder (doctorHref(...)) instead.

const ROOT = path.resolve(__dirname, "..");
const SCANNED = ["app", "components", "lib"];

/**
 * Known exceptions, each with its reason. An entry that no longer matches anything fails the
 * test, so the list only shrinks. The demo content's links (lib/server/db/seed/content) are
 * stored content as an editor types it, in JSON, HTML and Markdown files this test does not read.
 */
const ALLOWED: { file: string; literal: string; why: string }[] = [];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The first segments of every page ("/doctorList", "/service", "/p"), longest first. */
const FIRST_SEGMENTS = [...new Set([...Object.values(ROUTES), ...Object.values(ROUTE_PREFIXES)])]
  .filter((route) => route !== "/")
  .map((route) => `/${route.split("/")[1]}`)
  .sort((a, b) => b.length - a.length);

// A page path standing on its own: not part of a longer word, URL or file path
// ("schema.org/Service", "/api/web/service", "/images/services/x.svg" are not pages), and
// ending where a path may end. Case-insensitive: "/terms" is a mistyped "/Terms".
const PAGE_PATH = new RegExp(`(?<![\\w.~/:%@-])(?:${FIRST_SEGMENTS.map(escape).join("|")})(?=$|[/?#"'\`\\s)\\]<])`, "gi");
// The home page: a bare "/" is too common ("split('/')") to flag except where it is a link.
const HOME_IN_MARKUP = /\b(?:href|action)=["']\/["'#?]/g;
const HOME_PROPERTY = new Set(["href", "path", "url", "target", "action", "allow", "bookHref"]);

export interface Finding {
  line: number;
  literal: string;
}

/** Page addresses written into the strings, templates and JSX text of one source file. */
export function findPageAddresses(source: string, fileName = "file.tsx"): Finding[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const findings: Finding[] = [];
  const report = (node: ts.Node, literal: string) =>
    findings.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, literal });

  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isImportTypeNode(node)) return;
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) return;
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) text = node.text;
    else if (ts.isJsxText(node)) text = node.text;
    if (text !== undefined) {
      for (const match of text.matchAll(PAGE_PATH)) report(node, pathAt(text, match.index));
      for (const match of text.matchAll(HOME_IN_MARKUP)) report(node, match[0]);
      if (text === "/" && isLinkValue(node)) report(node, "/");
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
}

/** The whole path starting at a match ("/specialities/cardiology"), for the report and the allow-list. */
const pathAt = (text: string, index: number) => /^[^\s"'`)\]<?#]*/.exec(text.slice(index))![0];

function isLinkValue(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isJsxAttribute(parent)) return HOME_PROPERTY.has(parent.name.getText());
  if (ts.isPropertyAssignment(parent)) return HOME_PROPERTY.has(parent.name.getText());
  return false;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name.startsWith(".") ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

describe("findPageAddresses", () => {
  it.each([
    ['<Link href="/doctorList">Doctors</Link>', "/doctorList"],
    ['<form action="/doctorList" />', "/doctorList"],
    ["const a = `/doctordetail/${username}`;", "/doctordetail/"],
    ['const a = "/specialities/cardiology";', "/specialities/cardiology"],
    ['const t = "See the [Doctors](/doctorList) page";', "/doctorList"],
    ['const h = `<a href="/contactUs">Contact</a>`;', "/contactUs"],
    ['const p = { path: "/terms" };', "/terms"],
    ['const p = "/p/" + id;', "/p/"],
    ['const x = { href: "/" };', "/"],
    ['<Link href="/">Home</Link>', "/"],
    ['const h = `<a href="/">Home</a>`;', 'href="/"'],
    ["<p>Go to /appointment to book.</p>", "/appointment"],
  ])("finds the address in %s", (code, literal) => {
    expect(findPageAddresses(code).map((f) => f.literal)).toEqual([literal]);
  });

  it.each([
    'const u = "https://schema.org/Service";',
    'const u = "/api/web/service/mapped-by-category";',
    'const i = "/images/services/surgery.svg";',
    'const parts = path.split("/");',
    'if (target.startsWith("/")) {}',
    'import { x } from "@/app/(en)/service-v2/detail/[slug]/page";',
    "// a comment about /doctorList",
    'const n = "/newsletter";',
    'const c = "category-services";',
  ])("leaves %s alone", (code) => {
    expect(findPageAddresses(code)).toEqual([]);
  });
});

describe("page addresses outside lib/routes.ts", () => {
  const files = SCANNED.flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
    .map((full) => path.relative(ROOT, full).split(path.sep).join("/"))
    .filter((file) => file !== "lib/routes.ts");
  const found = files.flatMap((file) =>
    findPageAddresses(fs.readFileSync(path.join(ROOT, file), "utf8"), file).map((f) => ({ file, ...f })),
  );
  const allowed = (f: { file: string; literal: string }) => ALLOWED.some((a) => a.file === f.file && a.literal === f.literal);

  it("scans the source tree", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain("components/shell/header/nav-items.ts");
  });

  it("are none: every page address comes from lib/routes.ts", () => {
    expect(found.filter((f) => !allowed(f)).map((f) => `${f.file}:${f.line} ${f.literal}`)).toEqual([]);
  });

  it("has no stale allow-list entry", () => {
    expect(ALLOWED.filter((a) => !found.some((f) => f.file === a.file && f.literal === a.literal))).toEqual([]);
  });
});
