// npm run staff:create -- --email priya@hospital.example --role admin [--name "Priya Deshmukh"]
// Creates a console account. The password is read from STAFF_PASSWORD, else asked for twice on
// the terminal (not echoed). Run it with the server stopped when the database is PGlite (one
// process per data folder); on PostgreSQL, at any time.
import { parseArgs } from "node:util";
import readline from "node:readline";
import { Writable } from "node:stream";
import { STAFF_ROLES, staffCreateSchema, type StaffRole } from "@/lib/contracts/staff";
import { ConfigError, getConfig } from "@/lib/server/config";
import { openPglite, openPostgres } from "@/lib/server/db/client";
import { DataDirLockedError } from "@/lib/server/db/lock";
import { DomainError } from "@/lib/errors";
import { createStaff } from "@/lib/server/staff";

const USAGE = `Usage: npm run staff:create -- --email <e-mail> --role <${STAFF_ROLES.join("|")}> [--name "<full name>"]
The password comes from STAFF_PASSWORD, or is asked for (at least 12 characters, not a common one).`;

/** Asks for a line without echoing it. */
function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({ write: (chunk, _enc, done) => (muted ? done() : process.stdout.write(chunk, done)) });
  const rl = readline.createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    });
    muted = true;
  });
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.STAFF_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) throw new Error("No terminal to ask for the password: set STAFF_PASSWORD.");
  const first = await askHidden("Password (at least 12 characters): ");
  const second = await askHidden("The same password again: ");
  if (first !== second) throw new Error("The two passwords differ.");
  return first;
}

async function main() {
  const { values } = parseArgs({ options: { email: { type: "string" }, role: { type: "string" }, name: { type: "string" } } });
  if (!values.email || !values.role) throw new Error(USAGE);
  const email = values.email;
  const derived = email.split("@")[0].replace(/[._-]+/g, " ").replace(/\b\w/g, (c) => c.toUpperCase()).trim();
  const name = values.name ?? (derived.length >= 2 ? derived : "Staff member");
  const explain = (issues: { path: PropertyKey[]; message: string }[]) => new Error(issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("\n"));
  // The account's fields first, so a wrong role is said before the password is asked for.
  const fields = staffCreateSchema.omit({ password: true }).safeParse({ email, name, role: values.role as StaffRole });
  if (!fields.success) throw explain(fields.error.issues);
  const parsed = staffCreateSchema.safeParse({ ...fields.data, password: await readPassword() });
  if (!parsed.success) throw explain(parsed.error.issues);
  const config = getConfig();
  const handle = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite({ dataDir: config.dataDir });
  try {
    await handle.migrate();
    const account = await createStaff(handle.db, parsed.data, "staff token", new Date());
    console.log(`Created ${account.role} ${account.email} (${account.name}). Sign in at ${config.siteUrl}/admin/login: the first sign-in sets up the second factor (a passkey or an authenticator app).`);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  // Expected failures (settings, a locked data folder, a refused account, usage) say what to do; anything else shows its stack.
  const expected = error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof DomainError || (error instanceof Error && error.constructor === Error);
  console.error(expected ? (error as Error).message : error);
  process.exit(1);
});
