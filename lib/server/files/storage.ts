import "server-only";
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { getConfig } from "../config";

/**
 * Where uploads live (docs/ARCHITECTURE.md "Outside services"), behind one interface so an
 * S3-compatible store can take over later:
 * - public images: <DATA_DIR>/uploads/public, served under /public/... (lib/server/files);
 * - private documents (résumés): <DATA_DIR>/uploads/private, never served by any route but the
 *   staff console's authorised download.
 * Keys are names the server generates ("<uuid>.pdf"); nothing a visitor typed becomes a path.
 */
export interface FileStore {
  put(key: string, data: Buffer): Promise<void>;
  read(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9-]{0,80}\.[a-z0-9]{1,8}$/;

function localStore(root: () => string): FileStore {
  const full = (key: string) => {
    if (!KEY.test(key)) throw new Error("invalid storage key");
    return path.join(root(), key);
  };
  return {
    async put(key, data) {
      const file = full(key);
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // Written under a temporary name and renamed: a crash never leaves half a file under the key.
      const temp = `${file}.${crypto.randomBytes(6).toString("hex")}.part`;
      await fs.writeFile(temp, data, { mode: 0o600 });
      await fs.rename(temp, file);
    },
    async read(key) {
      try {
        return await fs.readFile(full(key));
      } catch {
        return null;
      }
    },
    async remove(key) {
      await fs.rm(full(key), { force: true });
    },
  };
}

export const uploadsRoot = () => path.join(getConfig().dataDir, "uploads");
export const publicUploads = localStore(() => path.join(uploadsRoot(), "public"));
export const privateUploads = localStore(() => path.join(uploadsRoot(), "private"));

/** A fresh key for a file of this extension. */
export const newFileKey = (extension: string) => `${crypto.randomUUID()}.${extension}`;
