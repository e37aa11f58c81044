// The site under test: its build (into DIST_DIR), its data (migrated and seeded before any
// server opens it), its production server (dist/server.mjs) on a port of its own, and the
// pages' warm-up, so that every figure is of a cached page.
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { buildServer, precompressBuild, SERVER_BUNDLE } from "../../server/build";
import { run, start, StepError, waitForHttp, type Started } from "./processes";
import { step, watchServer } from "./report";
import { DATA_DIR, DIST_DIR, EXIT_NO_BULK_SEED, EXTRA_DOCTORS, NEXT_BIN, PORT, RESULTS, ROOT, TSX_BIN } from "./settings";

/** A page of the site the bench measures; `path` is null (and `problem` says why) when it cannot be. */
export interface Page {
  key: string;
  label: string;
  path: string | null;
  problem?: string;
}

export function ensurePortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", () =>
      reject(new StepError(`Port ${port} on 127.0.0.1 is in use: stop what listens there or set BENCH_PORT (uses ${PORT}–${PORT + 2}).`)),
    );
    server.listen(port, "127.0.0.1", () => server.close(() => resolve()));
  });
}

export async function build(): Promise<void> {
  step(`next build (into ${DIST_DIR})`);
  // next build adds its build folder's types to tsconfig.json's include: keep the file as it was.
  const tsconfig = path.join(ROOT, "tsconfig.json");
  const before = fs.readFileSync(tsconfig, "utf8");
  try {
    await run("next build", process.execPath, [NEXT_BIN, "build"], {
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: DIST_DIR },
      echo: true,
    });
  } finally {
    if (fs.readFileSync(tsconfig, "utf8") !== before) fs.writeFileSync(tsconfig, before);
  }
  await buildServer();
  await precompressBuild(DIST_DIR);
}

/** Migrates and seeds (demo hospital + extra doctors) before any server opens the database. */
export async function prepareDatabase(env: Record<string, string>, where: string): Promise<string | null> {
  const proc = start(`prepare ${where}`, TSX_BIN, ["--conditions=react-server", "scripts/bench/prepare-db.ts", String(EXTRA_DOCTORS)], {
    env: { ...process.env, ...env },
    echo: true,
  });
  const code = await proc.exited;
  if (code === 0) return null;
  if (code === EXIT_NO_BULK_SEED) {
    return `the ${EXTRA_DOCTORS} extra doctors could not be seeded: ${proc.tail().split("\n").pop()?.replace(/^Cannot add \d+ extra doctors: /, "")}`;
  }
  throw new StepError(`Preparing the ${where} database failed (exit ${code}):\n${proc.tail()}`);
}

function serverEnv(port: number, databaseUrl: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_DIST_DIR: DIST_DIR,
    PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR,
    // Empty means unset (config.ts), and it keeps a DATABASE_URL in .env files out as well.
    DATABASE_URL: databaseUrl,
  };
}

export interface Site {
  readonly base: string;
  readonly proc: Started;
  stop(): Promise<void>;
}

export async function startSite(name: string, port: number, databaseUrl: string, logName: string): Promise<Site> {
  await ensurePortFree(port);
  const log = path.join(RESULTS, logName);
  const proc = start(name, process.execPath, [SERVER_BUNDLE], {
    env: serverEnv(port, databaseUrl),
    logFile: log,
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/api/health`, { proc, timeoutMs: 120_000 });
  watchServer({ proc, log });
  return {
    base,
    proc,
    async stop() {
      watchServer(null);
      await proc.stop();
    },
  };
}

export async function warmPage(url: string, times = 3): Promise<void> {
  for (let i = 0; i < times; i++) {
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok) throw new StepError(`GET ${url} answered ${response.status}.`);
  }
}

/** The length of a page's HTML, read twice (the first read may render it). */
export async function pageBytes(url: string): Promise<number> {
  await (await fetch(url)).text();
  return (await (await fetch(url)).text()).length;
}
