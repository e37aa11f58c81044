import "server-only";
import crypto from "node:crypto";
import { promisify } from "node:util";
import { dictionary } from "@zxcvbn-ts/language-common";
import { PASSWORD_MIN } from "@/lib/contracts/staff";
import { getConfig } from "../config";

/**
 * Staff passwords, hashed with scrypt (Node's crypto; memory-hard). The cost is one of OWASP's
 * Password Storage Cheat Sheet settings for scrypt: N=2^15, r=8, p=3 (32 MiB per hash). The
 * stored form names its parameters, so they can be raised later and old hashes still verify.
 */
const scrypt = promisify(crypto.scrypt) as (password: string, salt: Buffer, keylen: number, options: crypto.ScryptOptions) => Promise<Buffer>;
export const PRODUCTION_COST = { logN: 15, r: 8, p: 3 };
/** The test suite's cost (TEST_LOW_COST, which the config refuses outside NODE_ENV=test): about a millisecond. */
export const TEST_COST = { logN: 10, r: 8, p: 1 };
const cost = () => (getConfig().lowTestCost ? TEST_COST : PRODUCTION_COST);
const KEY_BYTES = 32;

const derive = (password: string, salt: Buffer, logN: number, r: number, p: number) =>
  scrypt(password.normalize("NFKC"), salt, KEY_BYTES, { N: 2 ** logN, r, p, maxmem: 256 * 1024 * 1024 });

/** "scrypt$15$8$3$<salt>$<hash>" (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const { logN, r, p } = cost();
  const salt = crypto.randomBytes(16);
  const key = await derive(password, salt, logN, r, p);
  return ["scrypt", logN, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** True when the password matches the stored hash (compared in constant time); false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, logN, r, p, salt, key] = stored.split("$");
  if (kind !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), Number(logN), Number(r), Number(p));
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}

/**
 * The hash of a random password nobody knows, made once with the same cost: an unknown e-mail is
 * checked against it, so a sign-in takes as long whether the account exists or not (computed
 * ahead, not on the first unknown e-mail, which would then take twice as long).
 */
export const dummyHash = (): string =>
  getConfig().lowTestCost
    ? "scrypt$10$8$1$LZMJsGhqw3vXlSw8Kqv0EA$rBYYCRqkMxDI3_K1OlfTFjqAtSeHeSNjvtdAvb3nq8c"
    : "scrypt$15$8$3$hGQTGVdppcAQmuQb8Vx5Dg$VTclm_ROxXYRj57Pb9HIaLFuRI5ggLEXqAVvoUZC0UE";

let common: Set<string> | null = null;
/** The ~49 000 most common passwords of zxcvbn-ts's common dictionary, lower-case. */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary["passwords-common"].map((p) => p.toLowerCase()));
  return common;
}

/**
 * Why a new password may not be used, or null (ASVS 6.2: at least 12 characters, not a common
 * password, nothing else imposed). A common password with digits or symbols stuck on
 * ("password12345!") counts as common; so does one made of the account's own e-mail.
 */
export function passwordProblem(password: string, email = ""): string | null {
  if ([...password].length < PASSWORD_MIN) return `Use at least ${PASSWORD_MIN} characters; a few unrelated words make a long password easy to remember.`;
  const lower = password.toLowerCase();
  const core = lower.replace(/^[^a-z]+|[^a-z]+$/g, "");
  if (commonPasswords().has(lower) || (core.length >= 4 && commonPasswords().has(core))) return "This password is one of the most common ones: choose another.";
  if (/^(.)\1*$/.test(lower) || new Set(lower).size < 4) return "This password repeats too few characters: choose another.";
  if (email && [...withoutEmail(lower, email)].length < EMAIL_FREE_MIN) return "Do not build your password from your e-mail address: add a few words of your own.";
  return null;
}

/** How much of a password must be left once every piece of the account's e-mail is taken out of it. */
const EMAIL_FREE_MIN = 8;

/**
 * The password with every piece of the e-mail taken out, longest first: the whole address, its
 * name and domain ("pw", "audit.in"), and the words of each ("meera", "joshi", "audit"), however
 * short the name is: "pw@audit.in1234" leaves "1234".
 */
function withoutEmail(password: string, email: string): string {
  const [local = "", domain = ""] = email.toLowerCase().split("@");
  const words = [...local.split(/[._+-]+/), ...domain.split(".").slice(0, -1)].filter((word) => word.length >= 3);
  const pieces = [...new Set([email.toLowerCase(), local, domain, ...words])].filter(Boolean).sort((a, b) => b.length - a.length);
  return pieces.reduce((rest, piece) => rest.split(piece).join(""), password);
}
