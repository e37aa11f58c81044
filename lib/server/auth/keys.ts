import "server-only";
import crypto from "node:crypto";
import { getConfig } from "../config";
import type { Executor } from "../db";
import { serverKeys } from "../db/schema";
import { eq } from "drizzle-orm";

/**
 * The site's one secret (AUTH_SECRET, or one generated on first start and kept in the
 * database so every instance on it agrees) and the keys derived from it, one per use, so a
 * key of one kind can never stand in for another (HKDF-SHA256, RFC 5869).
 */
export type KeyPurpose = "otp-hash" | "booking-token" | "booking-link" | "waitlist-offer" | "sandbox-key-secret" | "sandbox-webhook-secret" | "client-key" | "privacy-phone" | "staff-device" | "staff-reset" | "staff-totp" | "staff-recovery";

const GENERATED = "auth_secret";

interface KeyStore {
  __hospitalAuthSecret?: Promise<string>;
}
const store = globalThis as KeyStore;

async function loadOrCreate(db: Executor): Promise<string> {
  const configured = getConfig().authSecret;
  if (configured) return configured;
  await db
    .insert(serverKeys)
    .values({ name: GENERATED, value: crypto.randomBytes(32).toString("hex") })
    .onConflictDoNothing();
  const [row] = await db.select({ value: serverKeys.value }).from(serverKeys).where(eq(serverKeys.name, GENERATED));
  return row.value;
}

/** The root secret, read once per process. */
function authSecret(db: Executor): Promise<string> {
  if (!store.__hospitalAuthSecret) {
    const loading = loadOrCreate(db);
    store.__hospitalAuthSecret = loading;
    loading.catch(() => {
      if (store.__hospitalAuthSecret === loading) store.__hospitalAuthSecret = undefined;
    });
  }
  return store.__hospitalAuthSecret;
}

/**
 * Tests that swap databases forget the secret of the last one.
 * @internal
 */
export function forgetAuthSecret(): void {
  store.__hospitalAuthSecret = undefined;
}

export async function derivedKey(db: Executor, purpose: KeyPurpose): Promise<Buffer> {
  const root = await authSecret(db);
  return Buffer.from(crypto.hkdfSync("sha256", root, "sunrise-hospital", purpose, 32));
}

/** A derived key as hex text (the sandbox gateway's secrets, used like Razorpay's). */
export async function derivedSecret(db: Executor, purpose: KeyPurpose): Promise<string> {
  return (await derivedKey(db, purpose)).toString("hex");
}
