// The bare app (scripts/bench/baseline-app): a Next.js app with the site's Next.js and React and
// nothing else, built outside the repository. Its prerendered page gives the framework's floor
// (Lighthouse, first-load JavaScript); its /sized/<n> pages, cached on demand, its ceiling for a
// page as large as one of the site's (throughput).
import fs from "node:fs";
import path from "node:path";
import { runLighthouse, type Chromium, type LhOutcome } from "./lighthouse";
import { measureFirstLoadJs, runtimeScripts } from "./page-size";
import { onCleanup, run, start, waitForHttp, type Started } from "./processes";
import { firstLine, kB, notes, step } from "./report";
import { BASELINE_APP, BASELINE_LABEL, BASELINE_NEXT_BIN, BASELINE_PORT, BASELINE_SOURCE, LH_RUNS, RESULTS, ROOT } from "./settings";
import { ensurePortFree, pageBytes, warmPage } from "./site";

export interface Baseline {
  lighthouse: LhOutcome | string;
  js: { gzipBytes: number } | string;
}

/** The bare app's `next start` on BASELINE_PORT (built by measureBaseline). */
export async function startBaseline(): Promise<{ url: string; proc: Started }> {
  await ensurePortFree(BASELINE_PORT);
  const proc = start("next start (bare page)", process.execPath, [BASELINE_NEXT_BIN, "start", BASELINE_APP, "-p", String(BASELINE_PORT), "-H", "127.0.0.1"], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    logFile: path.join(RESULTS, "server-baseline.log"),
  });
  const url = `http://127.0.0.1:${BASELINE_PORT}/`;
  await waitForHttp(url, { proc, timeoutMs: 60_000 });
  return { url, proc };
}

/**
 * The framework floor: Lighthouse and first-load JS of a bare Next.js app (no middleware, no
 * instrumentation, no database) serving one cached page of `textBytes` of text (about the
 * doctor page's size), built with the site's Next.js and React, in the same run.
 */
export async function measureBaseline(chromium: Chromium | null, chromiumProblem: string | null, textBytes: number): Promise<Baseline> {
  const failed = (reason: string): Baseline => ({ lighthouse: reason, js: reason });
  try {
    step(`Framework floor: next build of ${path.relative(ROOT, BASELINE_SOURCE)} in ${BASELINE_APP} (a cached page of ~${kB(textBytes)} of text), Lighthouse and first-load JS`);
    await ensurePortFree(BASELINE_PORT);
    fs.rmSync(BASELINE_APP, { recursive: true, force: true });
    onCleanup("bare app folder", () => fs.rmSync(BASELINE_APP, { recursive: true, force: true }));
    fs.cpSync(BASELINE_SOURCE, BASELINE_APP, { recursive: true, filter: (src) => !src.includes(".next-") });
    // Hard links: instant, and no symlink (Turbopack does not follow one out of its root).
    await run("link node_modules", "cp", ["-al", path.join(ROOT, "node_modules"), path.join(BASELINE_APP, "node_modules")]);
    const output = await run("next build (bare page)", process.execPath, [BASELINE_NEXT_BIN, "build", BASELINE_APP], {
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", BASELINE_PAGE_BYTES: String(textBytes) },
    });
    if (/Proxy \(Middleware\)|instrumentation/i.test(output)) notes.push("The bare app's build reported a middleware or instrumentation: it is not bare.");
    const { url, proc } = await startBaseline();
    try {
      await warmPage(url);
      const runtime = runtimeScripts(path.join(BASELINE_APP, ".next-baseline"));
      const js = await measureFirstLoadJs(url, runtime);
      let lighthouse: LhOutcome | string = chromiumProblem ?? "Chromium did not start";
      if (chromium) {
        // As many runs as a page of the site gets.
        lighthouse = await runLighthouse(url, chromium, LH_RUNS, path.join(RESULTS, "lighthouse-baseline.json"));
        console.log(`  ${BASELINE_LABEL}: ${JSON.stringify(lighthouse.scores)} (${lighthouse.runs} run(s)); first-load JS ${kB(js.gzipBytes)}`);
      }
      return { lighthouse, js };
    } finally {
      await proc.stop();
    }
  } catch (error) {
    return failed(firstLine(error));
  }
}

/**
 * About how much larger a bare page is than its text: Next repeats the text in the RSC payload,
 * escaped, and adds its own markup and scripts.
 */
export const BARE_PAGE_PER_TEXT = 3.5;

/**
 * The bare app's cached page as large as `bytes` (within 2 %): /sized/<n> carries about n
 * characters of text plus the framework's own markup and payload, so n is found by asking.
 */
export async function bareSizedUrl(base: string, bytes: number): Promise<{ url: string; bytes: number }> {
  let n = Math.max(1, Math.round(bytes / BARE_PAGE_PER_TEXT));
  let size = 0;
  for (let attempt = 0; attempt < 4; attempt++) {
    size = await pageBytes(`${base}sized/${n}`);
    if (Math.abs(size - bytes) / bytes < 0.02) break;
    n = Math.max(1, Math.round(n + (bytes - size) / 2.2));
  }
  return { url: `${base}sized/${n}`, bytes: size };
}
