// The doctor API on PostgreSQL, when one answers at PG_ADMIN_URL: a throwaway database, seeded
// as the PGlite one, behind a second server, dropped at the end.
import { randomBytes } from "node:crypto";
import { Client } from "pg";
import { postgresProblem } from "../lib/postgres";
import { measureDoctorApi, pickDoctor, type DoctorPick } from "./doctors";
import { onCleanup } from "./processes";
import { add, step } from "./report";
import { DATA_DIR, EXTRA_DOCTORS, EXTRA_LABEL, PG_ADMIN_URL, PG_PORT } from "./settings";
import { prepareDatabase, startSite, warmPage } from "./site";

async function adminQuery(sql: string): Promise<void> {
  const client = new Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function postgresPart(pickFromPglite: DoctorPick): Promise<void> {
  const engine = `PostgreSQL, demo + ${EXTRA_LABEL} doctors`;
  const where = PG_ADMIN_URL.replace(/\/\/[^@]*@/, "//");
  const problem = await postgresProblem(PG_ADMIN_URL);
  if (problem) {
    add("Doctor search / list on PostgreSQL", "PostgreSQL", `skipped: no PostgreSQL at ${where} (${problem})`);
    return;
  }
  const name = `hospital_bench_${randomBytes(4).toString("hex")}`;
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  step(`PostgreSQL: database ${name} (migrate, seed, ${EXTRA_DOCTORS} extra doctors)`);
  await adminQuery(`CREATE DATABASE "${name}"`);
  onCleanup(`DROP DATABASE ${name}`, () => adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  const seedProblem = await prepareDatabase({ DATABASE_URL: url.href, DATA_DIR }, "PostgreSQL");
  step(`next start on ${PG_PORT} with DATABASE_URL`);
  const site = await startSite("the site (PostgreSQL)", PG_PORT, url.href, "server-postgres.log");
  const pick = seedProblem ? { ...pickFromPglite, apiProblem: seedProblem } : await pickDoctor(site.base);
  if (pick.username) await warmPage(`${site.base}/doctordetail/${encodeURIComponent(pick.username)}`);
  step("API latency on PostgreSQL");
  await measureDoctorApi(site.base, engine, pick, seedProblem);
  await site.stop();
}
