/**
 * docs/ARCHITECTURE.md's PGlite rules, proven with real processes on a real data folder:
 * the folder lock, fsync on, and a clean close on SIGTERM.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openPglite } from "./client";
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from "./lock";

const ROOT = path.resolve(__dirname, "../../..");
const FIXTURE = path.join(ROOT, "test/fixtures/pglite-process.ts");

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterAll(() => {
  children.forEach((c) => c.exitCode === null && c.kill("SIGKILL"));
  dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hospital-durability-"));
  dirs.push(dir);
  return dir;
}

// The server's start without the demo seed (DATABASE_SEED=off): the lock, the migrations and the
// shutdown hooks are what these tests are about, and seeding a folder with fsync on took 10 s.
function startFixture(mode: "write" | "serve", dir: string) {
  // node itself (not the tsx wrapper) so that child.pid is the process holding the database.
  const child = spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", FIXTURE, mode, dir], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: "", DATABASE_SEED: "off" },
  });
  children.push(child);
  let output = "";
  const waitFor = (predicate: (out: string) => boolean, timeoutMs = 60_000) =>
    new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out; output so far:\n${output}`)), timeoutMs);
      const check = () => {
        if (predicate(output)) {
          clearTimeout(timer);
          resolve(output);
        }
      };
      child.stdout!.on("data", (chunk) => {
        output += chunk;
        check();
      });
      child.stderr!.on("data", (chunk) => (output += chunk));
      child.on("exit", () => {
        clearTimeout(timer);
        if (!predicate(output)) reject(new Error(`exited early (${child.exitCode}):\n${output}`));
      });
      check();
    });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code, signal) => resolve(code ?? (signal ? -1 : null))));
  return { child, waitFor, exited, output: () => output };
}

// PGlite-only: the PostgreSQL run (npm run test:pg) skips these.
const describeOnPglite = process.env.TEST_DB_ENGINE === "postgres" ? describe.skip : describe;

describeOnPglite("PGlite data folder", () => {
  it("refuses a second process on a locked folder at once, naming the folder and the lock", async () => {
    const dir = tempDir();
    const server = startFixture("serve", dir);
    await server.waitFor((out) => out.includes("ready"));

    const started = Date.now();
    const second = spawnSync("npm", ["run", "--silent", "db:migrate"], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: "" },
      encoding: "utf8",
    });
    expect(second.status).toBe(1);
    expect(second.stderr).toContain(dir);
    expect(second.stderr).toContain(path.join(dir, LOCK_FILE_NAME));
    expect(second.stderr).toContain(`pid ${server.child.pid}`);
    // "at once": it did not wait for the lock (npm and tsx start-up dominate this).
    expect(Date.now() - started).toBeLessThan(20_000);

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(143);
    expect(fs.existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);

    // Once the server has stopped, the folder is usable again and its migrated tables are intact.
    const handle = await openPglite({ dataDir: dir });
    const { rows } = await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`);
    expect(rows[0].n).toBeGreaterThanOrEqual(20);
    await handle.close();
  });

  it("keeps every row committed before a kill -9 (fsync on), and takes over the stale lock on restart", async () => {
    const dir = tempDir();
    const writer = startFixture("write", dir);
    await writer.waitFor((out) => (out.match(/committed \d+/g) ?? []).length >= 40);
    writer.child.kill("SIGKILL");
    await writer.exited;
    const committed = Math.max(...(writer.output().match(/committed (\d+)/g) ?? []).map((m) => Number(m.split(" ")[1])));
    expect(committed).toBeGreaterThanOrEqual(40);
    // The killed process could not remove its lock: it is stale now.
    expect(fs.existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(true);

    const handle = await openPglite({ dataDir: dir });
    const { rows } = await handle.db.execute<{ n: number }>(sql`select n from crash_probe order by n`);
    const present = new Set(rows.map((r) => Number(r.n)));
    for (let n = 1; n <= committed; n++) expect(present.has(n)).toBe(true);
    // What made every commit survive: PGlite on a data folder runs with fsync on.
    const { rows: settings } = await handle.db.execute<{ fsync: string }>(sql`show fsync`);
    expect(settings[0].fsync).toBe("on");
    await handle.close();
  });

  it("refuses a second lock on the same folder within one process", () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    lock.release();
    acquireDataDirLock(dir).release();
  });
});
