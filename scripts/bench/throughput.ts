// Throughput for `npm run bench`: the site's cached pages beside the bare app's page of the same
// size, in turns over several rounds; the same pages with a browser's Accept-Encoding; then
// through nginx's micro-cache (throughput-nginx.ts); and a filtered doctor list.
import { bareSizedUrl, startBaseline } from "./baseline";
import { BROWSER_HEADERS, describeLoad, describeRounds, load, measuredRuns, medianRun, roundRatio, type LoadResult } from "./load";
import { add, check, firstLine, kB, notMeasured, step } from "./report";
import { BASELINE_LABEL, LOAD, ROUNDS } from "./settings";
import { pageBytes, type Page, type Site } from "./site";
import { measureMicroCache, type MeasuredPage } from "./throughput-nginx";

/**
 * Requests/s and p99 at LOAD.connections: the site's cached doctor and home pages, each beside
 * the framework's ceiling for a page of its size (the bare app's cached /sized/<n>, as large as
 * the site's page) and the machine's (the doctor page's bytes from nginx); the same pages
 * through nginx with the deploy micro-cache; a filtered doctor list (cached per combination of
 * filters) beside the doctor page.
 */
export async function measureThroughput(site: Site, pages: Page[]): Promise<void> {
  const figure = `Throughput, ${LOAD.connections} conn. × ${LOAD.seconds} s`;
  const measured = pages.filter((p) => (p.key === "doctor" || p.key === "home") && p.path) as MeasuredPage[];
  step(`Throughput: ${LOAD.connections} connections × ${LOAD.seconds} s: each page of the site beside a bare page of its size, and a filtered list, in ${ROUNDS} rounds; static nginx; the site behind the micro-cache`);
  // The bare app and the site's pages in turns, ROUNDS times, both servers up all along: on a
  // machine whose speed drifts from minute to minute (other tenants), a ratio of two runs made
  // minutes apart says more about the drift than about the site. Each figure is the median round.
  const list = { key: "list", label: "/doctorList?speciality=cardiology", path: "/doctorList?speciality=cardiology" };
  // Each list is indexed by round (a run that failed leaves its round empty), so a ratio pairs runs of one round.
  const rounds = { bare: new Map<string, (LoadResult | undefined)[]>(), pages: new Map<string, (LoadResult | undefined)[]>() };
  const record = (runs: Map<string, (LoadResult | undefined)[]>, key: string, round: number, result: LoadResult) => {
    const row = runs.get(key) ?? [];
    row[round - 1] = result;
    runs.set(key, row);
  };
  const bareOf = new Map<string, { url: string; bytes: number; siteBytes: number }>();
  let baselineServer: Awaited<ReturnType<typeof startBaseline>> | null = null;
  try {
    baselineServer = await startBaseline();
    for (const page of measured) {
      const siteBytes = await pageBytes(site.base + page.path);
      bareOf.set(page.key, { ...(await bareSizedUrl(baselineServer.url, siteBytes)), siteBytes });
    }
  } catch (error) {
    notMeasured(figure, BASELINE_LABEL, "", firstLine(error));
  }
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const of = ` (round ${round} of ${ROUNDS})`;
      for (const page of [...measured, list]) {
        const bare = bareOf.get(page.key);
        if (bare) record(rounds.bare, page.key, round, await load(`bare Next.js cached page of ${kB(bare.bytes)}${of}`, bare.url));
        try {
          record(rounds.pages, page.key, round, await load(`site ${page.label}${of}`, site.base + page.path));
        } catch (error) {
          if (round === 1) notMeasured(figure, page.label, "", firstLine(error));
        }
      }
    }
  } finally {
    await baselineServer?.proc.stop();
  }
  // What a browser's request costs: the same pages asked with Chrome's Accept-Encoding, against
  // the site's own median round without it (compression done once, not per request).
  const browserLoads = new Map<string, LoadResult>();
  for (const page of measured) {
    try {
      browserLoads.set(page.key, await load(`site ${page.label} with a browser's Accept-Encoding`, site.base + page.path, BROWSER_HEADERS));
    } catch (error) {
      notMeasured(figure, `${page.label}, a browser's Accept-Encoding`, "", firstLine(error));
    }
  }
  for (const page of measured) {
    const runs = rounds.pages.get(page.key);
    const bare = bareOf.get(page.key);
    const bareRuns = rounds.bare.get(page.key) ?? [];
    if (bare && measuredRuns(bareRuns).length) {
      add(figure, `${BASELINE_LABEL}, cached page of ${kB(bare.bytes)} (${page.label}: ${kB(bare.siteBytes)}), next start`, describeRounds(measuredRuns(bareRuns)));
    }
    if (!measuredRuns(runs).length) continue;
    add(figure, `${page.label}, the site's server alone`, describeRounds(measuredRuns(runs)));
    const ratio = roundRatio(runs!, bareRuns, (r) => r.rps);
    const p99 = roundRatio(runs!, bareRuns, (r) => r.p99);
    if (ratio !== null && p99 !== null) {
      add("Site / bare app requests/s (a bare page of the same size)", page.label, ratio.toFixed(2), "≥ 0.8", check(ratio >= 0.8));
      add("Site / bare app p99 (a bare page of the same size)", page.label, p99.toFixed(2), "≤ 1.5", check(p99 <= 1.5));
    }
    const browser = browserLoads.get(page.key);
    if (browser) {
      add(figure, `${page.label}, the site alone, a browser's Accept-Encoding (br)`, describeLoad(browser));
      const ratio = browser.rps / medianRun(measuredRuns(runs)).rps;
      add("With a browser's Accept-Encoding / without, requests/s", page.label, ratio.toFixed(2), "≥ 0.8", check(ratio >= 0.8));
    }
  }
  await measureMicroCache(site, measured, figure);
  const listRuns = rounds.pages.get(list.key);
  if (measuredRuns(listRuns).length) {
    add(figure, `${list.label} (cached per filter combination)`, describeRounds(measuredRuns(listRuns)));
    const ratio = roundRatio(listRuns!, rounds.pages.get("doctor") ?? [], (r) => r.rps);
    if (ratio !== null) {
      add("Filtered list / doctor page requests/s", list.label, ratio.toFixed(2), "≥ 0.5", check(ratio >= 0.5));
    }
  }
}
