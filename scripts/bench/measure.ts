// The measurements of `npm run bench`: Lighthouse, first-load JavaScript, throughput
// (autocannon) and sequential API latency. Each returns numbers or throws a StepError
// whose message says why the figure could not be measured.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { seededRandom } from "../../lib/random";
import { CHROMIUM_ARGS } from "../lib/chromium";
import { lcpOf, type Lcp } from "./lcp";
import { indent, onCleanup, run, sleep, start, StepError, type Started } from "./processes";

// ---------------------------------------------------------------- Lighthouse

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

export const LH_CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type LhCategory = (typeof LH_CATEGORIES)[number];
type LhScores = Record<LhCategory, number | null>;

export interface Chromium {
  readonly port: number;
  readonly proc: Started;
}

/** Starts Chromium with a remote-debugging port for Lighthouse (killed by the bench's clean-up). */
export async function launchChromium(executable: string): Promise<Chromium> {
  if (!fs.existsSync(executable)) {
    throw new StepError(`Chromium is not at ${executable}: apt-get install chromium, or set CHROME_PATH.`);
  }
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "hospital-bench-chromium-"));
  onCleanup("Chromium profile", () => fs.rmSync(profile, { recursive: true, force: true }));
  const proc = start("chromium", executable, [
    ...CHROME_FLAGS,
    `--user-data-dir=${profile}`,
    "--remote-debugging-address=127.0.0.1",
    "--remote-debugging-port=0",
    "about:blank",
  ]);
  const portFile = path.join(profile, "DevToolsActivePort");
  const deadline = Date.now() + 30_000;
  let exited: number | string | null = null;
  proc.exited.then((code) => (exited = code));
  while (Date.now() < deadline) {
    if (exited !== null) throw new StepError(`Chromium exited (${exited}) at start:\n${indent(proc.tail())}`);
    const port = fs.existsSync(portFile) ? Number(fs.readFileSync(portFile, "utf8").split("\n")[0]) : NaN;
    if (port > 0) return { port, proc };
    await sleep(100);
  }
  throw new StepError(`Chromium did not open its debugging port within 30 s:\n${indent(proc.tail())}`);
}

const LIGHTHOUSE_CLI = path.join(process.cwd(), "node_modules/lighthouse/cli/index.js");

function scoresOf(reportPath: string): LhScores {
  const lhr = JSON.parse(fs.readFileSync(reportPath, "utf8")) as {
    categories: Record<string, { score: number | null } | undefined>;
    runtimeError?: { code: string; message: string };
  };
  if (lhr.runtimeError) throw new StepError(`Lighthouse could not load the page: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return Object.fromEntries(
    LH_CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === "number" ? Math.round(score * 100) : null];
    }),
  ) as LhScores;
}

export interface LhOutcome {
  readonly scores: LhScores;
  /** Runs made (the median by performance is kept). */
  readonly runs: number;
  /** Each run's Largest Contentful Paint, fastest first (a run without one is left out). */
  readonly lcps: Lcp[];
  /** Lighthouse's own CPU speed index of this host (lower is slower; it affects the simulated timings). */
  readonly benchmarkIndex: number | null;
}

/**
 * Lighthouse with its default configuration (mobile form factor, simulated throttling), by
 * its CLI in plain Node (tsx's helpers would leak into the functions Lighthouse runs in the
 * page), in the bench's Chromium. `runs` runs, however long they take: the targets are read off
 * the median of 3, and a slow machine that cut them short would report another figure. The run
 * with the median performance score is kept (Lighthouse's own advice for variance) and its JSON
 * report goes to `reportPath`. A run that fails (Lighthouse's own "Please run Lighthouse again",
 * such as NO_NAVSTART when its trace missed the navigation) is run again, once in all; a second
 * failure ends the runs (an error only when no run succeeded).
 */
export async function runLighthouse(url: string, chromium: Chromium, runs: number, reportPath: string): Promise<LhOutcome> {
  if (!fs.existsSync(LIGHTHOUSE_CLI)) throw new StepError("Lighthouse is not installed: run npm install.");
  const results: Array<{ scores: LhScores; file: string; lcp: Lcp | null }> = [];
  let retried = false;
  for (let i = 0; i < runs; i++) {
    const file = `${reportPath}.run${i + 1}`;
    try {
      await run("lighthouse", process.execPath, [
        LIGHTHOUSE_CLI,
        url,
        `--port=${chromium.port}`,
        "--hostname=127.0.0.1",
        "--output=json",
        `--output-path=${file}`,
        `--only-categories=${LH_CATEGORIES.join(",")}`,
      ]);
      results.push({ scores: scoresOf(file), file, lcp: lcpOf(file) });
    } catch (error) {
      fs.rmSync(file, { force: true });
      if (retried) {
        if (results.length) break;
        throw error;
      }
      retried = true;
      console.log(`  Lighthouse run ${i + 1} of ${url} failed, run again: ${(error instanceof Error ? error.message : String(error)).split("\n")[0]}`);
      i--;
    }
  }
  results.sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
  const median = results[Math.floor((results.length - 1) / 2)];
  fs.renameSync(median.file, reportPath);
  for (const { file } of results) fs.rmSync(file, { force: true });
  const lhr = JSON.parse(fs.readFileSync(reportPath, "utf8")) as { environment?: { benchmarkIndex?: number } };
  const lcps = results.flatMap((r) => (r.lcp ? [r.lcp] : [])).sort((a, b) => a.seconds - b.seconds);
  return { scores: median.scores, runs: results.length, lcps, benchmarkIndex: lhr.environment?.benchmarkIndex ?? null };
}

/** Lighthouse's failing audits of a category (with the console errors' sources), for the notes under the table. */
export function failingAudits(reportPath: string, category: LhCategory): string[] {
  try {
    const lhr = JSON.parse(fs.readFileSync(reportPath, "utf8")) as {
      categories: Record<string, { auditRefs: Array<{ id: string; weight: number }> }>;
      audits: Record<
        string,
        {
          id: string;
          score: number | null;
          title: string;
          displayValue?: string;
          scoreDisplayMode: string;
          details?: { items?: Array<{ description?: string; sourceLocation?: { url?: string } }> };
        }
      >;
    };
    return lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative")
      .map((audit) => {
        if (audit.id === "errors-in-console") {
          const items = (audit.details?.items ?? []).map((item) => {
            const where = item.sourceLocation?.url ? new URL(item.sourceLocation.url).pathname : "";
            return `${(item.description ?? "").slice(0, 90)}${where ? ` (${where})` : ""}`;
          });
          return `${audit.title}: ${items.slice(0, 3).join(", ")}${items.length > 3 ? " …" : ""}`;
        }
        return audit.displayValue ? `${audit.title} ${audit.displayValue}` : audit.title;
      });
  } catch {
    return [];
  }
}

// ---------------------------------------------------------------- first-load JavaScript

export interface FirstLoadJs {
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
export const FIRST_ROUND_TRIP_BYTES = 10 * 1460;

/** The bytes of a page's answer as a browser gets it (brotli): its status line and headers, and its body. */
export function documentBytes(pageUrl: string): Promise<{ headerBytes: number; bodyBytes: number }> {
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

// ---------------------------------------------------------------- throughput

export interface LoadResult {
  readonly rps: number;
  readonly p99: number;
  readonly requests: number;
  readonly non2xx: number;
  readonly errors: number;
  /** The load generator's own CPU over the run, in cores (1.0: one core busy all along). */
  readonly clientCores: number;
}

/**
 * autocannon run by its programmatic API in a process of its own, which prints the result and the
 * process's CPU time (all its threads) as one JSON line: a figure is the server's only while the
 * generator has CPU to spare. One thread of it parses about 2 000 answers of 100 kB a second on
 * this kind of machine; past that, the latency it reports is its own queue.
 */
const LOAD_CLIENT = `
const autocannon = require(process.argv[1]);
const options = JSON.parse(process.argv[2]);
const before = process.cpuUsage();
const started = process.hrtime.bigint();
autocannon(options, (error, result) => {
  if (error) { console.error(String(error && error.stack || error)); process.exit(1); }
  const cpu = process.cpuUsage(before);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  console.log(JSON.stringify({ result, clientCores: (cpu.user + cpu.system) / 1e6 / seconds }));
});
`;

interface AutocannonJson {
  requests: { average: number; total: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

const AUTOCANNON = path.join(process.cwd(), "node_modules/autocannon");

/**
 * autocannon in its own process: `connections` connections for `seconds` seconds, GET `url` (with
 * `headers`), from `threads` worker threads (the connections shared among them) or the main one.
 */
export async function loadTest(
  name: string,
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
  threads = 1,
): Promise<LoadResult> {
  if (!fs.existsSync(AUTOCANNON)) throw new StepError("autocannon is not installed: run npm install.");
  const options = { url, connections, duration: seconds, headers, ...(threads > 1 ? { workers: threads } : {}) };
  const out = await run(name, process.execPath, ["-e", LOAD_CLIENT, AUTOCANNON, JSON.stringify(options)]);
  const line = out
    .split("\n")
    .reverse()
    .find((l) => l.trim().startsWith("{"));
  if (!line) throw new StepError(`autocannon printed no result for ${url}:\n${indent(out.slice(-2000))}`);
  const { result: json, clientCores } = JSON.parse(line) as { result: AutocannonJson; clientCores: number };
  return {
    rps: json.requests.average,
    p99: json.latency.p99,
    requests: json.requests.total,
    non2xx: json.non2xx,
    errors: json.errors + json.timeouts,
    clientCores,
  };
}

// ---------------------------------------------------------------- API latency

export interface ApiAnswer {
  readonly status: number;
  readonly body: unknown;
  readonly ms: number;
}

export async function postJson(url: string, body: unknown): Promise<ApiAnswer> {
  const started = performance.now();
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: kept as text for the error message
  }
  return { status: response.status, body: parsed, ms };
}

export function describeFailure(url: string, answer: ApiAnswer): string {
  const message =
    answer.body && typeof answer.body === "object" && "message" in answer.body
      ? String((answer.body as { message: unknown }).message)
      : String(answer.body).slice(0, 200);
  return `POST ${new URL(url).pathname} answered ${answer.status}: ${message}`;
}

export interface Latency {
  readonly p50: number;
  readonly p95: number;
  readonly n: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Sequential POSTs: `warmup` unmeasured, then `count` measured. Any answer other than 200
 * with success 1 stops the measurement (a number over failed requests would mean nothing).
 */
export async function measureApi(url: string, bodies: (i: number) => unknown, warmup: number, count: number): Promise<Latency> {
  const times: number[] = [];
  for (let i = 0; i < warmup + count; i++) {
    const answer = await postJson(url, bodies(i));
    const success = answer.body && typeof answer.body === "object" && (answer.body as { success?: unknown }).success === 1;
    if (answer.status !== 200 || !success) {
      throw new StepError(`${describeFailure(url, answer)} (request body ${JSON.stringify(bodies(i))})`);
    }
    if (i >= warmup) times.push(answer.ms);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), n: times.length };
}

// ---------------------------------------------------------------- doctors

export type Doctor = Record<string, unknown>;

/** The doctor records of an API answer: `data` itself when it is a list, else its first list of records. */
export function doctorsOf(body: unknown): Doctor[] {
  const data = body && typeof body === "object" ? (body as { data?: unknown }).data : undefined;
  const isRecords = (value: unknown): value is Doctor[] =>
    Array.isArray(value) && value.length > 0 && value.every((item) => item && typeof item === "object");
  if (isRecords(data)) return data;
  if (data && typeof data === "object") {
    for (const value of Object.values(data)) if (isRecords(value)) return value;
  }
  return [];
}

/** A doctor's address segment for /doctordetail/<username>. */
export function usernameOf(doctor: Doctor): string | null {
  for (const key of ["username", "userName", "url", "doctorUrl", "slug"]) {
    const value = doctor[key];
    if (typeof value === "string" && value.trim()) return value.trim();
  }
  return null;
}

export interface SearchVocabulary {
  readonly nameFragments: string[];
  readonly specialities: string[];
  readonly genders: string[];
  readonly languages: string[];
}

const strings = (value: unknown): string[] => {
  if (typeof value === "string") return value.split(/[,/]/).map((s) => s.trim()).filter(Boolean);
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") {
    const named = value as Record<string, unknown>;
    return strings(named.specialityUrl ?? named.slug ?? named.url ?? named.name ?? named.language ?? null);
  }
  return [];
};

/**
 * What visitors type or pick, taken from real records: name fragments (3–5 letters of a
 * first or last name), the speciality slugs, and the genders and languages doctors have.
 */
export function searchVocabulary(doctors: Doctor[], specialitySlugs: string[]): SearchVocabulary {
  const names = new Set<string>();
  const genders = new Set<string>();
  const languages = new Set<string>();
  for (const doctor of doctors) {
    const name = doctor.name ?? doctor.fullName ?? doctor.doctorName;
    if (typeof name === "string") {
      for (const word of name.replace(/^dr\.?\s+/i, "").split(/\s+/)) {
        if (word.length >= 4) names.add(word.slice(0, 3 + (word.length % 3)).toLowerCase());
      }
    }
    for (const g of strings(doctor.gender)) genders.add(g);
    for (const l of strings(doctor.languages ?? doctor.language ?? doctor.languagesSpoken)) languages.add(l);
  }
  return {
    nameFragments: [...names].slice(0, 60),
    specialities: specialitySlugs,
    genders: [...genders],
    languages: [...languages].slice(0, 12),
  };
}

/** The i-th search of the mix: a few filters at a time, as on the doctor list page. */
export function searchBodies(vocabulary: SearchVocabulary, seed = 20240601): (i: number) => Record<string, unknown> {
  const cache = new Map<number, Record<string, unknown>>();
  const next = seededRandom(seed);
  const pick = <T>(list: T[]): T | undefined => (list.length ? list[Math.floor(next() * list.length)] : undefined);
  return (i) => {
    while (cache.size <= i) {
      const body: Record<string, unknown> = { page: 1, limit: 20 };
      if (next() < 0.4) body.name = pick(vocabulary.nameFragments);
      if (next() < 0.5) body.speciality = pick(vocabulary.specialities);
      if (next() < 0.3) body.gender = pick(vocabulary.genders);
      if (next() < 0.3) body.language = pick(vocabulary.languages);
      if (next() < 0.25) body.minExperience = pick([5, 10, 15, 20]);
      if (next() < 0.2) body.page = 2 + Math.floor(next() * 3);
      for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
      cache.set(cache.size, body);
    }
    return cache.get(i)!;
  };
}
