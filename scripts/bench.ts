// npm run bench – builds the site (into .next-bench, or NEXT_DIST_DIR), starts it on its own
// data folder (.data-bench: the demo hospital plus 5 000 extra doctors, prepared before the
// server starts) and prints one table: Lighthouse scores and LCP, first-load JavaScript,
// throughput of the cached doctor and home pages beside a bare Next.js app and static nginx and
// through nginx's micro-cache (deploy/nginx), a filtered list, and doctor API latency on PGlite
// and (when one answers) on PostgreSQL, each with its target. The bare app
// (scripts/bench/baseline-app: no middleware, instrumentation or database; a prerendered page the
// doctor page's size for Lighthouse, and /sized/<n>, cached on demand, as large as each page of
// the site it is loaded beside) is the framework's floor and ceiling on this machine, in the same run.
// It reports and does not assert: exit 0 when every figure was measured, 1 when some could
// not be (the table says which and why).
// Results: bench-results/. Loopback only. Settings (all optional): BENCH_PORT (3200; +1
// PostgreSQL server, +2 static, +3 bare Next.js app, +4 nginx micro-cache), BENCH_THROUGHPUT_ROUNDS
// (3 turns of the bare app and the site's pages under load; the median round counts), BENCH_LIGHTHOUSE_RUNS
// (3 a page; the median by performance is kept), BENCH_PG_URL, CHROME_PATH, NEXT_DIST_DIR.
import fs from "node:fs";
import path from "node:path";
import { pickDoctor, measureDoctorApi } from "./bench/doctors";
import { measureLighthouse } from "./bench/lighthouse-figures";
import { observatoryScore } from "./bench/observatory";
import { measureFirstLoadJsOfPages, measureHtmlSize } from "./bench/page-size";
import { postgresPart } from "./bench/postgres";
import { cleanup, installSignalHandlers, isInterrupted, run, StepError } from "./bench/processes";
import { add, check, firstLine, missing, notMeasured, reportText, rows, step } from "./bench/report";
import {
  BASELINE_PORT, DATA_DIR, EDITOR, EXTRA_DOCTORS, EXTRA_LABEL, PG_PORT, PORT, PROXY_PORT, RESULTS, ROOT, SPECIALITY_PATH, STATIC_PORT, TSX_BIN,
} from "./bench/settings";
import { build, ensurePortFree, prepareDatabase, startSite, warmPage, type Page } from "./bench/site";
import { measureThroughput } from "./bench/throughput";

async function main(): Promise<void> {
  installSignalHandlers();
  fs.mkdirSync(RESULTS, { recursive: true });
  for (const port of [PORT, PG_PORT, STATIC_PORT, BASELINE_PORT, PROXY_PORT]) await ensurePortFree(port);

  await build();

  step(`Data folder ${path.relative(ROOT, DATA_DIR)}: migrate, seed the demo hospital and ${EXTRA_DOCTORS} extra doctors`);
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  fs.mkdirSync(DATA_DIR, { recursive: true });
  const seedProblem = await prepareDatabase({ DATA_DIR, DATABASE_URL: "" }, "PGlite");
  if (seedProblem) console.error(`  ${seedProblem}`);
  // Before the server starts: PGlite allows one process per data folder.
  await run("the editor's account", TSX_BIN, ["--conditions=react-server", "scripts/staff-create.ts", "--email", EDITOR.email, "--role", "editor", "--name", "Bench Editor"], {
    env: { ...process.env, DATA_DIR, DATABASE_URL: "", STAFF_PASSWORD: EDITOR.password },
  });

  step(`the site's server (dist/server.mjs) on ${PORT} (PGlite in ${path.relative(ROOT, DATA_DIR)})`);
  const site = await startSite("the site (PGlite)", PORT, "", "server-pglite.log");

  const pick = await pickDoctor(site.base);
  if (pick.apiProblem) console.error(`  Doctor API: ${pick.apiProblem}`);
  if (pick.pageProblem) console.error(`  No doctor page: ${pick.pageProblem}`);
  else console.log(`  Doctor page: /doctordetail/${pick.username}`);

  const pages: Page[] = [
    { key: "home", label: "/", path: "/" },
    { key: "doctor-list", label: "/doctorList", path: "/doctorList" },
    {
      key: "doctor",
      label: pick.username ? `/doctordetail/${pick.username}` : "/doctordetail/<username>",
      path: pick.username ? `/doctordetail/${encodeURIComponent(pick.username)}` : null,
      problem: pick.pageProblem ?? undefined,
    },
    { key: "speciality", label: SPECIALITY_PATH, path: SPECIALITY_PATH },
  ];
  for (const page of pages) {
    if (!page.path) continue;
    try {
      await warmPage(site.base + page.path);
    } catch (error) {
      page.problem = firstLine(error);
      page.path = null;
    }
  }

  const baseline = await measureLighthouse(site, pages);
  await measureHtmlSize(site, pages);
  await measureFirstLoadJsOfPages(site, pages, baseline);

  await measureThroughput(site, pages);

  step("HTTP Observatory (Mozilla's scanner, local; its redirection and HSTS tests left out: plain HTTP on loopback)");
  const doctorPath = pages.find((p) => p.key === "doctor")?.path;
  for (const [label, pagePath, min] of [
    ["/appointment (per request, nonce)", "/appointment", 100],
    ["/ (cached)", "/", 80],
    ...(doctorPath ? [["doctor page (cached)", doctorPath, 80] as const] : []),
  ] as const) {
    try {
      const { score, lost } = await observatoryScore(PORT, pagePath);
      add("HTTP Observatory score", label, `${score}${lost.length ? ` (lost: ${lost.join(", ")})` : ""}`, `≥ ${min}`, check(score >= min));
    } catch (error) {
      notMeasured("HTTP Observatory score", label, `≥ ${min}`, firstLine(error));
    }
  }

  step("API latency on PGlite (sequential requests after a warm-up)");
  await measureDoctorApi(site.base, `PGlite, demo + ${EXTRA_LABEL} doctors`, pick, seedProblem);
  await site.stop();

  try {
    await postgresPart(pick);
  } catch (error) {
    notMeasured("Doctor search / list on PostgreSQL", "PostgreSQL", "< 30 ms", firstLine(error));
    if (!isInterrupted()) console.error(error instanceof Error ? error.message : error);
  }
}

async function finish(error: unknown): Promise<void> {
  // After Ctrl+C the signal handler cleans up and exits; what fails meanwhile is its doing.
  if (isInterrupted()) return;
  await cleanup();
  if (error) {
    console.error(`\nThe bench stopped: ${error instanceof Error ? error.message : String(error)}`);
    if (!(error instanceof StepError) && error instanceof Error) console.error(error.stack);
  }
  if (rows.length) {
    const text = reportText(error);
    fs.mkdirSync(RESULTS, { recursive: true });
    fs.writeFileSync(path.join(RESULTS, "bench.md"), `${text}\n`);
    console.log(`\n${text}\n\nWritten to bench-results/bench.md`);
  }
  process.exit(error || missing.length ? 1 : 0);
}

main().then(
  () => finish(null),
  (error) => finish(error),
);
