// npm run test:pg – runs the server test suite (domain functions and route handlers) on
// PostgreSQL. Each test file creates its own throwaway database named with this run's
// prefix and drops it; whatever a crashed run left behind is dropped here at the end.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { Client } from "pg";
import { postgresProblem } from "./lib/postgres";

const adminUrl = process.env.TEST_PG_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const prefix = `hospital_test_${randomBytes(3).toString("hex")}_`;

async function sweep() {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  const { rows } = await client.query<{ datname: string }>("select datname from pg_database where datname like $1", [
    `${prefix}%`,
  ]);
  for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  await client.end();
  if (rows.length) console.log(`Dropped ${rows.length} leftover test database(s).`);
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
    return;
  }
  console.log("Running the server tests on PostgreSQL…");
  const result = spawnSync("npx", ["jest", "--selectProjects", "server", ...process.argv.slice(2)], {
    stdio: "inherit",
    // PGlite (used by some server modules) loads its WebAssembly with a dynamic import.
    env: { ...process.env, TEST_DB_ENGINE: "postgres", TEST_PG_URL: adminUrl, TEST_DB_PREFIX: prefix, NODE_OPTIONS: "--experimental-vm-modules" },
  });
  await sweep();
  process.exit(result.status ?? 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
