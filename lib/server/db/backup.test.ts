import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { Client } from "pg";
import { sql } from "drizzle-orm";
import { openPglite, openPostgres, type DatabaseHandle } from "./client";
import { backupPglite, restorePglite, RestoreTargetNotEmptyError } from "./backup";
import { DataDirLockedError } from "./lock";
import { seedDatabase } from "./seed";

// The backup routine of docs/deploy.md "Backups", tried for real: back up, lose data, restore, and
// find every row (and every uploaded file) back.

const counts = async (handle: DatabaseHandle) => {
  const { rows } = await handle.db.execute<{ doctors: number; settings: number }>(
    sql`select (select count(*)::int from doctors) as doctors, (select count(*)::int from site_settings) as settings`,
  );
  return rows[0];
};

const describeOnPglite = process.env.TEST_DB_ENGINE === "postgres" ? describe.skip : describe;

describeOnPglite("PGlite backup and restore (npm run db:backup / db:restore)", () => {
  let root: string;
  let dataDir: string;
  let before: { doctors: number; settings: number };
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "hospital-backup-"));
    dataDir = path.join(root, "data");
    const handle = await openPglite({ dataDir });
    await handle.migrate();
    await seedDatabase(handle.db);
    before = await counts(handle);
    await handle.close();
    fs.mkdirSync(path.join(dataDir, "uploads/public"), { recursive: true });
    fs.writeFileSync(path.join(dataDir, "uploads/public/portrait.svg"), "<svg/>");
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("restores every row and upload after the data is lost", async () => {
    expect(before.doctors).toBeGreaterThan(10);
    const backup = await backupPglite(dataDir, path.join(root, "backups"));

    const damaged = await openPglite({ dataDir });
    await damaged.db.execute(sql`delete from site_settings`);
    expect((await counts(damaged)).settings).toBe(0);
    await damaged.close();

    const restored = path.join(root, "restored");
    await restorePglite(backup, restored);
    const handle = await openPglite({ dataDir: restored });
    try {
      expect(await counts(handle)).toEqual(before);
    } finally {
      await handle.close();
    }
    expect(fs.readFileSync(path.join(restored, "uploads/public/portrait.svg"), "utf8")).toBe("<svg/>");
  });

  it("refuses to back up while a server holds the data folder, and says which lock", async () => {
    const running = await openPglite({ dataDir });
    try {
      await expect(backupPglite(dataDir, path.join(root, "backups"))).rejects.toThrow(DataDirLockedError);
    } finally {
      await running.close();
    }
  });

  it("refuses to restore over a database unless forced, and then keeps the old one aside", async () => {
    const backup = await backupPglite(dataDir, path.join(root, "backups-2"));
    await expect(restorePglite(backup, dataDir)).rejects.toThrow(RestoreTargetNotEmptyError);
    await restorePglite(backup, dataDir, { force: true });
    expect(fs.readdirSync(dataDir).some((name) => name.startsWith("pglite.before-restore-"))).toBe(true);
    const handle = await openPglite({ dataDir });
    try {
      expect((await counts(handle)).doctors).toBe(before.doctors);
    } finally {
      await handle.close();
    }
  });
});

const describeOnPostgres = process.env.TEST_DB_ENGINE === "postgres" ? describe : describe.skip;

describeOnPostgres("PostgreSQL backup and restore (pg_dump -Fc, pg_restore)", () => {
  const adminUrl = process.env.TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const prefix = `${process.env.TEST_DB_PREFIX ?? "hospital_test_"}bk_${randomBytes(3).toString("hex")}`;
  const urlOf = (name: string) => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  const admin = async (query: string) => {
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  afterAll(async () => {
    for (const name of [`${prefix}_a`, `${prefix}_b`]) await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  it("restores a pg_dump of the seeded database into a new database with the same rows", async () => {
    await admin(`CREATE DATABASE "${prefix}_a"`);
    await admin(`CREATE DATABASE "${prefix}_b"`);
    const source = await openPostgres(urlOf(`${prefix}_a`));
    await source.migrate();
    await seedDatabase(source.db);
    const expected = await counts(source);
    await source.close();

    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "hospital-pgdump-")), "hospital.dump");
    const dump = spawnSync("pg_dump", ["-Fc", "-f", file, urlOf(`${prefix}_a`)], { encoding: "utf8" });
    expect(dump.stderr).toBe("");
    expect(dump.status).toBe(0);
    const restore = spawnSync("pg_restore", ["--no-owner", "-d", urlOf(`${prefix}_b`), file], { encoding: "utf8" });
    expect(restore.status).toBe(0);

    const target = await openPostgres(urlOf(`${prefix}_b`));
    try {
      expect(await counts(target)).toEqual(expected);
    } finally {
      await target.close();
    }
  });
});
