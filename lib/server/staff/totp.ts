import "server-only";
import crypto from "node:crypto";
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";
import type { Executor } from "../db";
import { derivedKey } from "../auth/keys";

// An authenticator app (TOTP, RFC 6238, through otplib): 30-second steps of six digits, a
// 160-bit secret kept encrypted (AES-256-GCM under a key derived from the site's secret, so a
// copy of the database alone does not give the codes away).

/** One step either side of the server's clock: a phone a little fast or slow, or a code typed as it turned. */
const TOLERANCE_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth:// address an app scans, and its QR code as SVG markup. */
export async function totpEnrolment(secret: string, account: string, issuer: string): Promise<{ uri: string; qrSvg: string }> {
  const uri = generateURI({ issuer, label: account, secret });
  const qrSvg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { uri, qrSvg };
}

/**
 * The time step of `code` if it is this secret's code within the tolerance and of a step after
 * `afterStep` (the last one taken: a code is never accepted twice), else null.
 */
export async function totpStepOf(secret: string, code: string, now: Date, afterStep: number | null): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
  });
  return result.valid && "timeStep" in result ? result.timeStep : null;
}

export async function sealSecret(db: Executor, secret: string): Promise<string> {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", await derivedKey(db, "staff-totp"), iv);
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString("base64url")).join(".");
}

export async function openSecret(db: Executor, stored: string): Promise<string> {
  const [iv, tag, sealed] = stored.split(".").map((part) => Buffer.from(part, "base64url"));
  const decipher = crypto.createDecipheriv("aes-256-gcm", await derivedKey(db, "staff-totp"), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed), decipher.final()]).toString("utf8");
}
