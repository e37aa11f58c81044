// Runs jest with PostgreSQL found and named for this run:
//   npm run test:jest   every project in one run (client, server on PGlite, server-pg on PostgreSQL),
//                       so jest's workers share the whole load;
//   npm run test:pg     the server-pg project alone.
// Further arguments go to jest. Each server-pg test file copies this run's template database
// into a throwaway one (test/db.ts) and drops it; everything named with this run's prefix
// (templates, and whatever a crashed file left behind) is dropped here at the end.
// Without a reachable PostgreSQL the PostgreSQL part is skipped with a warning, except in CI.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { Client } from "pg";
import { postgresProblem } from "./lib/postgres";

const adminUrl = process.env.TEST_PG_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const prefix = `hospital_test_${randomBytes(3).toString("hex")}_`;
const args = process.argv.slice(2);
const pgOnly = args[0] === "--pg-only";
const jestArgs = pgOnly ? ["--selectProjects", "server-pg", ...args.slice(1)] : args;

async function sweep() {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  const { rows } = await client.query<{ datname: string }>("select datname from pg_database where datname like $1", [`${prefix}%`]);
  for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  await client.end();
}

// The tests' temporary folders (PGlite data folders with fsync on, uploads, backups) in memory
// where the machine has a tmpfs: an fsync there costs nothing, and no test needs the disk itself.
const TMPDIR = fs.existsSync("/dev/shm") ? { TMPDIR: "/dev/shm" } : {};

function runJest(env: NodeJS.ProcessEnv): number {
  // PGlite loads its WebAssembly with a dynamic import.
  const result = spawnSync("npx", ["jest", ...jestArgs], { stdio: "inherit", env: { ...env, ...TMPDIR, NODE_OPTIONS: "--experimental-vm-modules" } });
  return result.status ?? 1;
}

async function main() {
  const problem = await postgresProblem(adminUrl);
  if (problem) {
    const where = adminUrl.replace(/\/\/[^@]*@/, "//");
    if (process.env.CI) {
      console.error(`PostgreSQL is not reachable at ${where}: ${problem}`);
      process.exit(1);
    }
    console.warn(`PostgreSQL is not reachable at ${where} (${problem}): skipping the PostgreSQL run. Set TEST_PG_URL.`);
    process.exit(pgOnly ? 0 : runJest(process.env));
  }
  const status = runJest({ ...process.env, TEST_PG_URL: adminUrl, TEST_DB_PREFIX: prefix });
  await sweep();
  process.exit(status);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
