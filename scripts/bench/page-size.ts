// What a page weighs: its HTML and headers as a browser gets them (brotli) against the first TCP
// round trip, and the JavaScript it loads up front (gzip -9), each page beside the bare page.
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Baseline } from "./baseline";
import { sleep, StepError } from "./processes";
import { add, check, firstLine, kB, notMeasured, step } from "./report";
import { BASELINE_LABEL, DIST_DIR, ROOT } from "./settings";
import type { Page, Site } from "./site";

interface FirstLoadJs {
  readonly files: number;
  readonly rawBytes: number;
  readonly gzipBytes: number;
  /** Of gzipBytes, the Next.js and React runtime every page loads (the build's rootMainFiles). */
  readonly runtimeGzipBytes: number;
}

/**
 * The paths (`/_next/static/...`) of the Next.js and React runtime chunks every App Router
 * page loads, from the build's build-manifest.json (`rootMainFiles`), or an empty set.
 */
export function runtimeScripts(distDir: string): Set<string> {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(distDir, "build-manifest.json"), "utf8")) as { rootMainFiles?: string[] };
    return new Set((manifest.rootMainFiles ?? []).map((file) => `/_next/${file}`));
  } catch {
    return new Set();
  }
}

const decodeEntities = (value: string) =>
  value.replace(/&amp;/g, "&").replace(/&#x2F;/gi, "/").replace(/&quot;/g, '"').replace(/&#39;/g, "'");

function attribute(tag: string, name: string): string | null {
  const match = tag.match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i"));
  return match ? decodeEntities(match[1] ?? match[2] ?? match[3] ?? "") : null;
}

/**
 * The script URLs a page's HTML loads up front: every <script src> under /_next/static
 * (except `nomodule` polyfills, which current browsers skip), every preloaded .js, and the
 * client-component chunks named in the inline React Server Components payload (loaded
 * before hydration).
 */
function scriptUrls(html: string, pageUrl: string): string[] {
  const origin = new URL(pageUrl).origin;
  const urls = new Set<string>();
  const skipped = new Set<string>();
  const resolve = (raw: string) => new URL(raw, pageUrl);
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, "src");
    if (!src) continue;
    const url = resolve(src);
    if (url.origin !== origin || !url.pathname.startsWith("/_next/static/")) continue;
    if (/\snomodule\b/i.test(tag)) skipped.add(url.href);
    else urls.add(url.href);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attribute(tag, "rel") ?? "").toLowerCase().split(/\s+/);
    const href = attribute(tag, "href");
    if (!href) continue;
    const url = resolve(href);
    const isJs = /\.m?js$/i.test(url.pathname) || attribute(tag, "as") === "script";
    if (url.origin === origin && (rel.includes("modulepreload") || (rel.includes("preload") && isJs))) urls.add(url.href);
  }
  for (const [raw] of html.matchAll(/\/_next\/static\/[A-Za-z0-9_./~-]+\.js/g)) {
    const url = resolve(raw);
    if (!skipped.has(url.href)) urls.add(url.href);
  }
  return [...urls];
}

/** Sum of the gzip (level 9) sizes of the scripts a page loads up front. */
export async function measureFirstLoadJs(pageUrl: string, runtime: Set<string> = new Set()): Promise<FirstLoadJs> {
  const page = await fetch(pageUrl);
  if (!page.ok) throw new StepError(`GET ${pageUrl} answered ${page.status}.`);
  const urls = scriptUrls(await page.text(), pageUrl);
  if (urls.length === 0) throw new StepError(`${pageUrl} loads no script from /_next/static (unexpected for a Next.js page).`);
  let rawBytes = 0;
  let gzipBytes = 0;
  let runtimeGzipBytes = 0;
  for (const url of urls) {
    const response = await fetch(url, { headers: { "Accept-Encoding": "identity" } });
    if (!response.ok) throw new StepError(`GET ${url} (a script of ${pageUrl}) answered ${response.status}.`);
    const body = Buffer.from(await response.arrayBuffer());
    const gzipped = gzipSync(body, { level: 9 }).length;
    rawBytes += body.length;
    gzipBytes += gzipped;
    if (runtime.has(new URL(url).pathname)) runtimeGzipBytes += gzipped;
  }
  return { files: urls.length, rawBytes, gzipBytes, runtimeGzipBytes };
}

/**
 * A first TCP round trip: 10 segments of 1 460 bytes, the initial congestion window Lighthouse's
 * simulation (Lantern's TCPConnection) and Linux both start a connection with. A page whose
 * HTML, headers included, goes over it waits one more round trip (150 ms in Lighthouse's mobile
 * simulation) before anything it links to is fetched.
 */
const FIRST_ROUND_TRIP_BYTES = 10 * 1460;

/** The bytes of a page's answer as a browser gets it (brotli): its status line and headers, and its body. */
function documentBytes(pageUrl: string): Promise<{ headerBytes: number; bodyBytes: number }> {
  return new Promise((resolve, reject) => {
    const request = http.get(pageUrl, { headers: { "Accept-Encoding": "br, gzip" } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new StepError(`GET ${pageUrl} answered ${response.statusCode}.`));
        return;
      }
      const lines = [`HTTP/${response.httpVersion} ${response.statusCode} ${response.statusMessage}`];
      for (let i = 0; i < response.rawHeaders.length; i += 2) lines.push(`${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}`);
      const headerBytes = Buffer.byteLength(lines.join("\r\n") + "\r\n\r\n");
      let bodyBytes = 0;
      response.on("data", (chunk: Buffer) => (bodyBytes += chunk.length));
      response.on("end", () => resolve({ headerBytes, bodyBytes }));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

/** Each page's HTML and headers (brotli) against FIRST_ROUND_TRIP_BYTES. */
export async function measureHtmlSize(site: Site, pages: Page[]): Promise<void> {
  step("Each page's HTML as a browser gets it (brotli, with its headers) against the first TCP round trip");
  for (const page of pages) {
    const figure = "HTML and headers in the first round trip";
    const target = `≤ ${kB(FIRST_ROUND_TRIP_BYTES)}`;
    if (!page.path) {
      notMeasured(figure, page.label, target, page.problem ?? "page unavailable");
      continue;
    }
    try {
      // Twice: a public page's smallest brotli copy is made once after its first answer (server/steps/etag.ts).
      await documentBytes(site.base + page.path);
      await sleep(200);
      const { headerBytes, bodyBytes } = await documentBytes(site.base + page.path);
      const total = headerBytes + bodyBytes;
      add(figure, page.label, `${kB(total)} (headers ${kB(headerBytes)}, brotli body ${kB(bodyBytes)})`, target, check(total <= FIRST_ROUND_TRIP_BYTES));
    } catch (error) {
      notMeasured(figure, page.label, target, firstLine(error));
    }
  }
}

/** Each page's first-load JavaScript, and its excess over the bare page's. */
export async function measureFirstLoadJsOfPages(site: Site, pages: Page[], baseline: Baseline): Promise<void> {
  step("First-load JavaScript (gzip -9 of the scripts each page's HTML loads)");
  const runtime = runtimeScripts(path.join(ROOT, DIST_DIR));
  for (const page of pages) {
    const figure = "First-load JS (gzip)";
    if (!page.path) {
      notMeasured(figure, page.label, "< 120 kB", page.problem ?? "page unavailable");
      continue;
    }
    try {
      const js = await measureFirstLoadJs(site.base + page.path, runtime);
      const split = runtime.size ? `: Next.js + React runtime ${kB(js.runtimeGzipBytes)}, the site ${kB(js.gzipBytes - js.runtimeGzipBytes)}` : "";
      add(figure, page.label, `${kB(js.gzipBytes)} (${js.files} files, ${kB(js.rawBytes)} raw${split})`, "< 120 kB", check(js.gzipBytes < 120_000));
    } catch (error) {
      notMeasured(figure, page.label, "< 120 kB", firstLine(error));
    }
  }
  if (typeof baseline.js === "string") notMeasured("First-load JS (gzip)", BASELINE_LABEL, "", baseline.js);
  else {
    add("First-load JS (gzip)", BASELINE_LABEL, kB(baseline.js.gzipBytes));
    for (const page of pages) {
      if (!page.path) continue;
      try {
        const js = await measureFirstLoadJs(site.base + page.path, runtime);
        const over = js.gzipBytes - baseline.js.gzipBytes;
        add("First-load JS over the bare page (gzip)", page.label, kB(over), "≤ 10 kB", check(over <= 10_000));
      } catch (error) {
        notMeasured("First-load JS over the bare page (gzip)", page.label, "≤ 10 kB", firstLine(error));
      }
    }
  }
}
