// Load under autocannon for `npm run bench`: one run (in a process of its own, with its CPU
// time, so a figure at the generator's ceiling shows as such), a measured run after its warm-up,
// and the medians and ratios of several rounds.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { indent, run, StepError } from "./processes";
import { missing } from "./report";
import { LOAD } from "./settings";

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
async function loadTest(
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

export const describeLoad = (r: LoadResult) =>
  `${Math.round(r.rps)} req/s, p99 ${r.p99} ms` + (r.non2xx || r.errors ? ` (${r.non2xx} non-2xx, ${r.errors} errors of ${r.requests})` : "");

/**
 * The load generator's threads where nginx serves (static, and the micro-cache's hits): one
 * autocannon thread parses about 2 000 answers of 100 kB a second here and is then busy a whole
 * core, so the p99 it reports is its own queue (54 ms from static nginx with one thread, 33 ms
 * with two, on a 2-core machine). Next.js serves a few hundred a second, where one thread idles.
 */
export const NGINX_CLIENT_THREADS = Math.min(2, os.availableParallelism());

/** How busy the load generator was: a figure measured at its ceiling is the generator's, not the server's. */
export const clientNote = (runs: LoadResult[], threads: number) => {
  const cores = medianRun(runs).clientCores;
  const saturated = cores >= 0.9 * threads;
  return `load generator: ${threads} thread(s), ${cores.toFixed(2)} core(s) busy${saturated ? ", at its ceiling: the latency is partly its own" : ""}`;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The round whose requests/s is the median (the lower middle one of an even count). */
export const medianRun = (runs: LoadResult[]) => [...runs].sort((a, b) => a.rps - b.rps)[Math.floor((runs.length - 1) / 2)];

/** The median round, and the spread of requests/s over all rounds. */
export const describeRounds = (runs: LoadResult[]) =>
  runs.length > 1
    ? `${describeLoad(medianRun(runs))} (median of ${runs.length} rounds: ${Math.round(Math.min(...runs.map((r) => r.rps)))}–${Math.round(Math.max(...runs.map((r) => r.rps)))} req/s)`
    : describeLoad(runs[0]);

/** What Chrome sends: the site answers it with its compressed copies (server/steps/precompressed.ts, etag.ts). */
export const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br, zstd" };

/** warm-up, then the measured run; a run with errors is reported and counted as not clean. */
export async function load(name: string, url: string, headers: Record<string, string> = {}, threads = 1) {
  await loadTest(`${name} warm-up`, url, LOAD.connections, 2, headers, threads);
  const result = await loadTest(name, url, LOAD.connections, LOAD.seconds, headers, threads);
  if (result.non2xx || result.errors) missing.push(`${name} answered ${result.non2xx} non-2xx and ${result.errors} errors under load`);
  console.log(`  ${name}: ${describeLoad(result)}`);
  return result;
}

/** The rounds that were measured (a run that failed leaves its round empty). */
export const measuredRuns = (runs: (LoadResult | undefined)[] | undefined) => (runs ?? []).filter((r): r is LoadResult => r !== undefined);

/** The median over rounds of a page's figure against another's measured in the same round (null: no round has both). */
export const roundRatio = (of: (LoadResult | undefined)[], to: (LoadResult | undefined)[], pick: (r: LoadResult) => number): number | null => {
  const ratios = of.flatMap((r, i) => (r && to[i] ? [pick(r) / Math.max(1, pick(to[i]!))] : []));
  return ratios.length ? median(ratios) : null;
};
