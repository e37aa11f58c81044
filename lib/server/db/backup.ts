import "server-only";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { DURABLE_START_PARAMS, PGLITE_EXTENSIONS, PGLITE_SUBDIR } from "./client";
import { acquireDataDirLock } from "./lock";

// Backups of the embedded database (PGlite) and the uploads beside it. PGlite's folder must
// never be copied while a process has it open (a torn copy restores as a broken database):
// both functions take the data folder's lock, so they refuse while the server runs, and the
// database itself writes the archive (dumpDataDir) from a consistent, closed state.

const DATABASE_ARCHIVE = "pglite.tar.gz";
const UPLOADS = "uploads";

export class RestoreTargetNotEmptyError extends Error {
  constructor(folder: string) {
    super(`${folder} already holds a database: restore into an empty DATA_DIR, or pass --force to keep the old one aside and replace it.`);
    this.name = "RestoreTargetNotEmptyError";
  }
}

/** Writes `<backupsDir>/<timestamp>/` with the database archive and a copy of the uploads; returns that folder. */
export async function backupPglite(dataDir: string, backupsDir: string, now: Date = new Date()): Promise<string> {
  const lock = acquireDataDirLock(dataDir);
  try {
    const folder = path.join(backupsDir, now.toISOString().replace(/[:.]/g, "-"));
    fs.mkdirSync(folder, { recursive: true });
    const db = await PGlite.create(path.join(dataDir, PGLITE_SUBDIR), { startParams: DURABLE_START_PARAMS, extensions: PGLITE_EXTENSIONS });
    try {
      const archive = await db.dumpDataDir("gzip");
      fs.writeFileSync(path.join(folder, DATABASE_ARCHIVE), Buffer.from(await archive.arrayBuffer()));
    } finally {
      await db.close();
    }
    const uploads = path.join(dataDir, UPLOADS);
    if (fs.existsSync(uploads)) fs.cpSync(uploads, path.join(folder, UPLOADS), { recursive: true });
    return folder;
  } finally {
    lock.release();
  }
}

/**
 * Restores a backup folder into `dataDir`. An existing database there is refused unless
 * `force`, and then kept aside as `pglite.before-restore-<time>` rather than deleted.
 */
export async function restorePglite(backupFolder: string, dataDir: string, { force = false, now = new Date() } = {}): Promise<void> {
  const archivePath = path.join(backupFolder, DATABASE_ARCHIVE);
  if (!fs.existsSync(archivePath)) throw new Error(`${backupFolder} is not a backup: it has no ${DATABASE_ARCHIVE}.`);
  fs.mkdirSync(dataDir, { recursive: true });
  const lock = acquireDataDirLock(dataDir);
  try {
    const target = path.join(dataDir, PGLITE_SUBDIR);
    const stamp = now.toISOString().replace(/[:.]/g, "-");
    if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
      if (!force) throw new RestoreTargetNotEmptyError(target);
      fs.renameSync(target, `${target}.before-restore-${stamp}`);
    }
    fs.mkdirSync(target, { recursive: true });
    const archive = new Blob([fs.readFileSync(archivePath)]);
    const db = await PGlite.create(target, { loadDataDir: archive, startParams: DURABLE_START_PARAMS, extensions: PGLITE_EXTENSIONS });
    await db.close();
    const uploads = path.join(backupFolder, UPLOADS);
    if (fs.existsSync(uploads)) {
      const current = path.join(dataDir, UPLOADS);
      if (fs.existsSync(current)) fs.renameSync(current, `${current}.before-restore-${stamp}`);
      fs.cpSync(uploads, current, { recursive: true });
    }
  } finally {
    lock.release();
  }
}
