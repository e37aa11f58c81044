// Prepares the bench database before its server starts (PGlite allows one process per
// folder): migrations, the demo hospital, then N extra doctors from
// lib/server/db/seed/bulk-doctors.ts. Uses DATA_DIR or DATABASE_URL like the other scripts.
// Run by scripts/bench.ts: tsx --conditions=react-server scripts/bench/prepare-db.ts 5000
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ConfigError, getConfig } from "@/lib/server/config";
import { openPglite, openPostgres, type Db } from "@/lib/server/db/client";
import { DataDirLockedError } from "@/lib/server/db/lock";
import { seedDatabase } from "@/lib/server/db/seed";

/** Exit code meaning "the bulk doctor seed does not exist yet" (scripts/bench.ts knows it). */
const EXIT_NO_BULK_SEED = 3;

const BULK_MODULE = path.join(process.cwd(), "lib/server/db/seed/bulk-doctors.ts");

type SeedExtraDoctors = (db: Db, count: number) => Promise<unknown>;

async function loadSeedExtraDoctors(): Promise<SeedExtraDoctors | string> {
  if (!fs.existsSync(BULK_MODULE)) return `${path.relative(process.cwd(), BULK_MODULE)} does not exist`;
  // Imported by path at run time, so the bench itself type-checks whether or not the module exists yet.
  const mod = (await import(pathToFileURL(BULK_MODULE).href)) as { seedExtraDoctors?: unknown };
  if (typeof mod.seedExtraDoctors !== "function") return `${path.relative(process.cwd(), BULK_MODULE)} does not export seedExtraDoctors(db, count)`;
  return mod.seedExtraDoctors as SeedExtraDoctors;
}

async function main() {
  const count = Number(process.argv[2] ?? "5000");
  if (!Number.isInteger(count) || count < 0) throw new Error(`extra doctor count must be a whole number, not ${process.argv[2]}`);
  const seedExtraDoctors = await loadSeedExtraDoctors();
  const config = getConfig();
  const handle = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite({ dataDir: config.dataDir });
  const started = Date.now();
  try {
    await handle.migrate();
    await seedDatabase(handle.db);
    if (typeof seedExtraDoctors === "string") {
      console.error(`Cannot add ${count} extra doctors: ${seedExtraDoctors}.`);
      process.exitCode = EXIT_NO_BULK_SEED;
      return;
    }
    await seedExtraDoctors(handle.db, count);
    console.log(`Migrated, seeded the demo hospital and ${count} extra doctors (${handle.engine}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
