// The settings of `npm run bench`: its folders, ports and the sizes of its runs, read once from
// the environment (all optional; docs/bench.md lists them).
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";

export const ROOT = process.cwd();
export const RESULTS = path.join(ROOT, "bench-results");
export const DATA_DIR = path.join(ROOT, ".data-bench");
export const PORT = Number(process.env.BENCH_PORT || 3200);
export const PG_PORT = PORT + 1;
export const STATIC_PORT = PORT + 2;
export const BASELINE_PORT = PORT + 3;
export const PROXY_PORT = PORT + 4;
/** An editor of this run's data folder: the freshness check changes the footer through the console, as staff do. */
export const EDITOR = { email: "bench.editor@hospital.example", password: randomBytes(18).toString("hex") };
/** The bare Next.js app's sources (the framework floor and ceiling). */
export const BASELINE_SOURCE = path.join(ROOT, "scripts/bench/baseline-app");
/**
 * Where it is built and run: a folder outside the repository, with the repository's
 * node_modules hard-linked. Built in place, Next picked up the site's middleware.ts and
 * instrumentation.ts from the repository root (and opened its database).
 */
export const BASELINE_APP = path.join(os.tmpdir(), `hospital-bench-bare-${process.pid}`);
/** Its own copy of Next.js (the hard-linked one): one Next.js and one React in its process. */
export const BASELINE_NEXT_BIN = path.join(BASELINE_APP, "node_modules/next/dist/bin/next");
export const BASELINE_LABEL = "bare Next.js page (floor)";
export const EXTRA_DOCTORS = 5000;
export const EXTRA_LABEL = "5 000";
export const LH_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3));
export const CHROME = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || "/usr/bin/chromium";
export const PG_ADMIN_URL = process.env.BENCH_PG_URL || "postgres://postgres@127.0.0.1:5432/postgres";
export const LOAD = { connections: 50, seconds: 10 };
/** How many turns the bare app and the site's pages take under load (measureThroughput). */
export const ROUNDS = Math.max(1, Number(process.env.BENCH_THROUGHPUT_ROUNDS || 3));
export const API = { warmup: 30, search: 300, listUser: 200 };
export const SPECIALITY_PATH = "/specialities/cardiology";
export const NEXT_BIN = path.join(ROOT, "node_modules/next/dist/bin/next");
/** Its own build folder (next.config.ts reads NEXT_DIST_DIR), so a running `npm start` or e2e run keeps `.next`. */
export const DIST_DIR = process.env.NEXT_DIST_DIR || ".next-bench";
export const TSX_BIN = path.join(ROOT, "node_modules/.bin/tsx");
/** scripts/bench/prepare-db.ts exits with this when lib/server/db/seed/bulk-doctors.ts is missing. */
export const EXIT_NO_BULK_SEED = 3;
