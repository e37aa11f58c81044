// The Lighthouse rows of the table: each page's four scores (the median run of LH_RUNS), the bare
// page's performance and each page's gap to it, and each page's Largest Contentful Paint.
import path from "node:path";
import { BARE_PAGE_PER_TEXT, measureBaseline, type Baseline } from "./baseline";
import { failingAudits, launchChromium, LH_CATEGORIES, runLighthouse, type Chromium, type LhCategory, type LhOutcome } from "./lighthouse";
import { add, check, firstLine, noteBenchmarkIndex, notes, notMeasured, step } from "./report";
import { BASELINE_LABEL, CHROME, LH_RUNS, RESULTS } from "./settings";
import { pageBytes, type Page, type Site } from "./site";

/** Which of `runs` Lighthouse runs a figure is: the median, or of two the `ofTwo` one. */
const keptOf = (runs: number, ofTwo: "lower" | "slower") => (runs === 1 ? "1 run" : runs === 2 ? `${ofTwo} of 2 runs` : `median of ${runs} runs`);

/**
 * Lighthouse on each page, then on the bare page (built here, about the doctor page's size), in
 * one Chromium; the bare page's first-load JavaScript comes with it for the next figures.
 */
export async function measureLighthouse(site: Site, pages: Page[]): Promise<Baseline> {
  step(`Lighthouse (mobile, default throttling; ${LH_RUNS} runs a page)`);
  const targets: Record<LhCategory, { text: string; min: number }> = {
    performance: { text: "≥ 95", min: 95 },
    accessibility: { text: "100", min: 100 },
    "best-practices": { text: "100", min: 100 },
    seo: { text: "100", min: 100 },
  };
  const titles: Record<LhCategory, string> = {
    performance: "Lighthouse performance",
    accessibility: "Lighthouse accessibility",
    "best-practices": "Lighthouse best practices",
    seo: "Lighthouse SEO",
  };
  let chromium: Chromium | null = null;
  let chromiumProblem: string | null = null;
  try {
    chromium = await launchChromium(CHROME);
  } catch (error) {
    chromiumProblem = firstLine(error);
  }
  const scores = new Map<string, LhOutcome | string>();
  for (const page of pages) {
    if (!page.path) {
      scores.set(page.key, page.problem ?? "page unavailable");
      continue;
    }
    if (!chromium) {
      scores.set(page.key, chromiumProblem ?? "Chromium did not start");
      continue;
    }
    const report = path.join(RESULTS, `lighthouse-${page.key}.json`);
    try {
      const started = Date.now();
      const outcome = await runLighthouse(site.base + page.path, chromium, LH_RUNS, report);
      scores.set(page.key, outcome);
      noteBenchmarkIndex(outcome.benchmarkIndex);
      console.log(`  ${page.label}: ${JSON.stringify(outcome.scores)} (${outcome.runs} run(s), ${((Date.now() - started) / 1000).toFixed(0)} s)`);
      for (const category of LH_CATEGORIES) {
        const failing = failingAudits(report, category);
        if (failing.length) notes.push(`${page.label} ${titles[category]}: ${failing.slice(0, 6).join("; ")}${failing.length > 6 ? " …" : ""}`);
      }
    } catch (error) {
      scores.set(page.key, firstLine(error));
    }
  }
  // The bare page carries about as much text as the doctor page's HTML (which holds its content
  // twice: as HTML and in the RSC payload, like the bare page's).
  const doctorEntry = pages.find((p) => p.key === "doctor");
  const doctorBytes = doctorEntry?.path ? await pageBytes(site.base + doctorEntry.path) : 90_000;
  const baseline = await measureBaseline(chromium, chromiumProblem, Math.round(doctorBytes / BARE_PAGE_PER_TEXT));
  await chromium?.proc.stop();
  for (const category of LH_CATEGORIES) {
    for (const page of pages) {
      const result = scores.get(page.key);
      if (typeof result === "string" || result === undefined) {
        notMeasured(titles[category], page.label, targets[category].text, result ?? "not run");
        continue;
      }
      const score = result.scores[category];
      const runs =
        category !== "performance" ? "" : ` (${keptOf(result.runs, "lower")})`;
      if (score === null) notMeasured(titles[category], page.label, targets[category].text, "Lighthouse gave no score");
      else add(titles[category], page.label, `${score}${runs}`, targets[category].text, check(score >= targets[category].min));
    }
    if (category === "performance") {
      const floor = baseline.lighthouse;
      if (typeof floor === "string") notMeasured(titles[category], BASELINE_LABEL, "", floor);
      else {
        add(titles[category], BASELINE_LABEL, `${floor.scores.performance ?? "no score"} (${keptOf(floor.runs, "lower")})`);
        const bare = floor.scores.performance;
        for (const page of pages) {
          const result = scores.get(page.key);
          if (typeof result === "string" || result === undefined || bare === null || result.scores.performance === null) continue;
          const gap = bare - result.scores.performance;
          add("Lighthouse performance below the bare page", page.label, `${gap} point(s)`, "≤ 2", check(gap <= 2));
        }
      }
      // The median of the runs' Largest Contentful Paint (each run's own, not the one of the run
      // kept for its performance score), with its run's element and the spread.
      const outcomes = [...pages.map((p) => ({ label: p.label, outcome: scores.get(p.key), isSite: true })), { label: BASELINE_LABEL, outcome: floor, isSite: false }];
      for (const { label, outcome, isSite } of outcomes) {
        if (typeof outcome !== "object" || !outcome.lcps.length) continue;
        const { lcps } = outcome;
        // The median; of two runs the slower, as the performance score keeps the lower of two.
        const lcp = lcps[Math.floor(lcps.length / 2)];
        const of = keptOf(lcps.length, "slower") + (lcps.length > 1 ? `: ${lcps[0].seconds.toFixed(2)}–${lcps.at(-1)!.seconds.toFixed(2)} s` : "");
        add("Largest Contentful Paint (mobile)", label, `${lcp.seconds.toFixed(2)} s (${of}): ${lcp.element}`, isSite ? "≤ 2.0 s" : "", isSite ? check(lcp.seconds <= 2.0) : "");
      }
    }
  }
  return baseline;
}
