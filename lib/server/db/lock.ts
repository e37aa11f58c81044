import "server-only";
import fs from "node:fs";
import path from "node:path";

/**
 * An exclusive lock on a PGlite data folder. PGlite does not protect itself: two
 * processes on one folder corrupt it silently, so the second one must stop at once.
 * The lock is a file created with O_EXCL holding the owner's pid; a lock whose owner
 * is gone (kill -9, power loss) is stale and taken over.
 */
export const LOCK_FILE_NAME = "pglite.lock";

export class DataDirLockedError extends Error {
  readonly lockPath: string;
  readonly ownerPid: number;

  constructor(dataDir: string, lockPath: string, ownerPid: number) {
    super(
      `The data folder ${dataDir} is locked by another running process (pid ${ownerPid}); lock file: ${lockPath}. ` +
        "Only one server or script may use an embedded database folder at a time: stop the other process, " +
        "or point DATA_DIR at another folder.",
    );
    this.name = "DataDirLockedError";
    this.lockPath = lockPath;
    this.ownerPid = ownerPid;
  }
}

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readOwner(lockPath: string): number | null {
  try {
    const owner = JSON.parse(fs.readFileSync(lockPath, "utf8")) as { pid?: unknown };
    return typeof owner.pid === "number" ? owner.pid : null;
  } catch {
    return null;
  }
}

// Locks this process holds, so that re-opening in the same process (tests, dev reloads)
// is not mistaken for a second process, and a stale file with our recycled pid is not ours.
const held: Set<string> = ((globalThis as { __hospitalHeldLocks?: Set<string> }).__hospitalHeldLocks ??= new Set());

export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);
  if (held.has(lockPath)) throw new DataDirLockedError(dataDir, lockPath, process.pid);

  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx");
      fs.writeSync(fd, JSON.stringify({ pid: process.pid, since: new Date().toISOString() }));
      fs.fsyncSync(fd);
      fs.closeSync(fd);
      held.add(lockPath);
      const release = () => {
        if (!held.delete(lockPath)) return;
        if (readOwner(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
      };
      process.once("exit", release);
      return { path: lockPath, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = readOwner(lockPath);
      if (owner !== null && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(dataDir, lockPath, owner);
      }
      // Stale (owner gone, or a half-written file from a crash): remove and try again.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(dataDir, lockPath, readOwner(lockPath) ?? -1);
}
