// Lighthouse for `npm run bench`: the Chromium it drives, its runs of a page (the median by
// performance kept), and the failing audits for the notes under the table. Each throws a
// StepError whose message says why the figure could not be measured.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CHROMIUM_ARGS } from "../lib/chromium";
import { lcpOf, type Lcp } from "./lcp";
import { indent, onCleanup, run, sleep, start, StepError, type Started } from "./processes";

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
