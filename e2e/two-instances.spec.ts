import { execFile, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import http from "node:http";
import net from "node:net";
import { randomBytes } from "node:crypto";
import { Client } from "pg";
import { generate } from "otplib";
import { expect, test } from "@playwright/test";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { freePort, hasRedisServer, startRedisServer } from "../scripts/lib/redis-server.mjs";
import { postgresProblem } from "../scripts/lib/postgres";

// Several instances behind a load balancer (docs/deploy.md "Several instances behind nginx"): two production servers on one
// PostgreSQL and one Redis share one page cache, so a change made through one is seen on the
// very next request to the other. Its own Playwright project (no browser needed).

// One pair of instances for the whole file, in order (the last test changes shared data).
test.describe.configure({ mode: "serial" });

const ADMIN_URL = process.env.TEST_PG_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const database = `hospital_e2e_two_${randomBytes(3).toString("hex")}`;

/** The instances' own database on the PostgreSQL server. */
function databaseUrlOf(): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

type Instance = { url: string; child: ChildProcess; output: string[] };
const instances: Instance[] = [];
let redis: Awaited<ReturnType<typeof startRedisServer>> | undefined;
let deployed: string | undefined;

/**
 * A TCP relay to Redis that can hold every chunk, both ways, for `delayMs`: the first
 * instance reaches Redis through it, so a test can make that instance's Redis slow (a busy
 * network) while the other's stays quick. Chunks keep their order (one delay for all).
 */
async function startSlowRelay(port: number) {
  const sockets = new Set<net.Socket>();
  const relay = { delayMs: 0, url: "", close: () => {} };
  // One queue a direction, released in order: a chunk never overtakes one held before it.
  const relayChunks = (from: net.Socket, to: net.Socket) => {
    const queue: { due: number; chunk: Buffer }[] = [];
    let timer: NodeJS.Timeout | undefined;
    const release = () => {
      timer = undefined;
      while (queue.length && queue[0].due <= Date.now()) to.write(queue.shift()!.chunk);
      if (queue.length) timer = setTimeout(release, queue[0].due - Date.now());
    };
    from.on("data", (chunk: Buffer) => {
      queue.push({ due: Math.max(Date.now() + relay.delayMs, queue.at(-1)?.due ?? 0), chunk });
      if (!timer) release();
    });
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(port, "127.0.0.1");
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => undefined);
      socket.on("close", () => (sockets.delete(socket), client.destroy(), upstream.destroy()));
    }
    relayChunks(client, upstream);
    relayChunks(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  relay.url = `redis://127.0.0.1:${(server.address() as net.AddressInfo).port}/0`;
  relay.close = () => {
    for (const socket of sockets) socket.destroy();
    server.close();
  };
  return relay;
}
let relay: Awaited<ReturnType<typeof startSlowRelay>> | undefined;

async function admin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A folder holding only what docs/deploy.md says a server needs (each entry a link into the
 * checkout): the build, the server, public/, the packages, the migrations and the demo content.
 * A server started there runs without app/ or any other source, as production does.
 */
function deployFolder(): string {
  const root = path.resolve(__dirname, "..");
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "hospital-deploy-"));
  for (const entry of DEPLOYED) {
    fs.mkdirSync(path.dirname(path.join(folder, entry)), { recursive: true });
    fs.symlinkSync(path.join(root, entry), path.join(folder, entry));
  }
  return folder;
}

/** What a server needs at run time (docs/deploy.md, "What to ship"). */
const DEPLOYED = [".next", "dist", "public", "node_modules", "package.json", "next.config.ts", "server/page-cache", "lib/server/db/migrations", "lib/server/db/seed/content"];

async function startInstance(databaseUrl: string, redisUrl: string, cwd = process.cwd()): Promise<Instance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const child = spawn(process.execPath, ["dist/server.mjs"], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      // Both answer as the one public site behind the balancer.
      SITE_URL: "http://127.0.0.1:3199",
      // Behind the balancer: the visitor's address comes from X-Forwarded-For.
      TRUST_PROXY: "1",
      NEXT_TELEMETRY_DISABLED: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => output.push(String(chunk)));
  child.stderr?.on("data", (chunk) => output.push(String(chunk)));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the instance on ${port} exited:\n${output.join("")}`);
    const healthy = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (healthy) return { url, child, output };
    if (Date.now() > deadline) throw new Error(`the instance on ${port} did not answer in time:\n${output.join("")}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const problem = await postgresProblem(ADMIN_URL);
  if (problem || !hasRedisServer()) {
    // CI installs both (.ci/run); a developer without them is told, not failed.
    test.skip(!process.env.CI, `needs PostgreSQL (${problem ?? "ok"}) and redis-server`);
    throw new Error(`PostgreSQL (${problem ?? "ok"}) and redis-server are required in CI`);
  }
  await admin((c) => c.query(`CREATE DATABASE "${database}"`));
  redis = await startRedisServer();
  relay = await startSlowRelay(redis.port);
  // Started together, as a balancer's instances are: one migrates and seeds, the other waits.
  // The second runs from a folder of only what is shipped: no app/, no other source.
  deployed = deployFolder();
  instances.push(...(await Promise.all([startInstance(databaseUrlOf(), relay.url), startInstance(databaseUrlOf(), redis.url, deployed)])));
});

test.afterAll(async () => {
  await Promise.all(
    instances.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once("exit", () => resolve());
          child.kill("SIGTERM");
        }),
    ),
  );
  relay?.close();
  await redis?.stop();
  if (deployed) fs.rmSync(deployed, { recursive: true, force: true });
  await admin((c) => c.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)).catch(() => undefined);
});

/** The public site's origin, as the balancer's instances name it (SITE_URL): a console change must come from it. */
const ORIGIN = "http://127.0.0.1:3199";
let editor: Promise<{ email: string; password: string }> | undefined;

/** An editor's account on the instances' database, made once by the staff:create script. */
function editorAccount() {
  editor ??= (async () => {
    const account = { email: `editor.${randomBytes(3).toString("hex")}@hospital.example`, password: "harbour-lantern-quarry-57" };
    // Not execFileSync: a loop blocked for the seconds the script takes cannot see the instance
    // close the idle keep-alive socket of an earlier request, and the next fetch would be sent on
    // it ("other side closed": red in CI on a loaded machine).
    await promisify(execFile)(process.execPath, ["--import", "tsx", "--conditions=react-server", "scripts/staff-create.ts", "--email", account.email, "--role", "editor", "--name", "Two Instances"], {
      env: { ...process.env, DATABASE_URL: databaseUrlOf(), STAFF_PASSWORD: account.password },
    });
    return account;
  })();
  return editor;
}

/** The editor's recovery codes, from setting up their app at the first sign-in: each later sign-in gives one. */
const recoveryCodes: string[] = [];

/**
 * The console's content calls on `instance`, as a browser on the public site sends them: its
 * origin and an editor's session cookie, signed in with the password and then the second factor
 * (at the first sign-in, an authenticator app set up with a code of its key).
 */
async function consoleOf(instance: Instance) {
  const post = (path: string, body: unknown, cookie = "") =>
    fetch(`${instance.url}/api/admin/${path}`, { method: "POST", headers: { "content-type": "application/json", origin: ORIGIN, ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
  const login = await post("auth/login", await editorAccount());
  expect(login.status).toBe(200);
  const signingIn = login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  let signedIn: Response;
  if (((await login.json()) as { data: { next: string } }).data.next === "enrol") {
    const { secret } = ((await (await post("auth/factors/totp/start", {}, signingIn)).json()) as { data: { secret: string } }).data;
    signedIn = await post("auth/factors/totp/confirm", { code: await generate({ secret }) }, signingIn);
    expect(signedIn.status).toBe(200);
    recoveryCodes.push(...((await signedIn.clone().json()) as { data: { recoveryCodes: string[] } }).data.recoveryCodes);
  } else {
    signedIn = await post("auth/factor/verify", { method: "recovery", code: recoveryCodes.shift() }, signingIn);
    expect(signedIn.status).toBe(200);
  }
  // The second factor gives the session a new token (and the browser its known-device cookie).
  const cookie = signedIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  return async (collection: string, call: string, body: unknown) =>
    (await fetch(`${instance.url}/api/admin/content/${collection}/${call}`, { method: "POST", headers: { "content-type": "application/json", origin: ORIGIN, cookie }, body: JSON.stringify(body) })).json();
}

const get = async (base: string, path: string) => {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, cache: response.headers.get("x-nextjs-cache"), html: await response.text() };
};

test("the production server runs from what is shipped: started without app/ or any other source, it knows every page, file and API route and its methods", async () => {
  const [, fromBuild] = instances;
  expect(fs.readdirSync(deployed!).sort()).not.toContain("app");
  const status = async (address: string, init?: RequestInit) => (await fetch(`${fromBuild.url}${address}`, { redirect: "manual", ...init })).status;
  expect([await status("/"), await status("/doctordetail/dr-rajesh-iyer"), await status("/robots.txt"), await status("/api/health")]).toEqual([200, 200, 200, 200]);
  const options = await fetch(`${fromBuild.url}/api/web/doctor/search`, { method: "OPTIONS" });
  expect([options.status, options.headers.get("allow")]).toEqual([204, "POST, OPTIONS"]);
  expect(await status("/api/web/doctor/search", { method: "GET" })).toBe(405);
  // An unknown address and Next's own routes: the whole not-found page.
  for (const address of ["/no-such-page", "/_not-found"]) {
    const answer = await fetch(`${fromBuild.url}${address}`);
    expect([address, answer.status, await answer.text()]).toEqual([address, 404, expect.stringContaining("Page not found")]);
  }
});

test("a page cached by one instance is served from the shared cache by the other", async () => {
  const [a, b] = instances;
  const first = await get(a.url, "/specialities/cardiology");
  expect(first.status).toBe(200);
  const second = await get(b.url, "/specialities/cardiology");
  expect(second.status).toBe(200);
  expect(second.cache).toBe("HIT");
});

test("a change made through one instance is seen on the next request to the other, even while the first one's Redis is slow", async () => {
  const [a, b] = instances;
  const path = "/doctordetail/dr-rajesh-iyer";
  // Cached on both sides of the balancer first.
  await get(a.url, path);
  expect((await get(b.url, path)).cache).toBe("HIT");
  // The writer's Redis now answers in 200 ms (well under the page cache's 500 ms limit): its save
  // must not answer before the footer's new time is in Redis. Red while Next alone wrote that
  // time, after the response (the other instance served the old page from the cache).
  const content = await consoleOf(a);
  relay!.delayMs = 100;

  const footer = (await content("footer", "get", {})).data;
  const marker = `Changed through one instance ${randomBytes(4).toString("hex")}`;
  const values = { ...footer.values, copyright: { ...footer.values.copyright, text: `© {year} ${marker}.` } };
  const saved = await content("footer", "save", { version: footer.version, values });
  expect(saved.success).toBe(1);

  const seen = await get(b.url, path);
  relay!.delayMs = 0;
  expect(seen.status).toBe(200);
  expect(seen.html).toContain(marker);
  expect((await get(a.url, "/")).html).toContain(marker);
});

test("an editor's save in the console through one instance is on the other's public page at the next request", async () => {
  const [a, b] = instances;
  const path = "/doctordetail/dr-rajesh-iyer";
  await get(a.url, path);
  expect((await get(b.url, path)).cache).toBe("HIT");

  const content = await consoleOf(a);
  const [entry] = (await content("doctors", "list", { search: "Rajesh Iyer" })).data;
  const record = (await content("doctors", "get", { id: entry.id })).data;
  const saved = await content("doctors", "save", { id: record.id, version: record.version, values: { ...record.values, consultationFee: 177_700 } });
  expect(saved.success).toBe(1);

  const seen = await get(b.url, path);
  expect(seen.html).toContain("₹1,777");
});

/**
 * A POST on a connection of its own (no keep-alive): fifty visitors are fifty clients, and a
 * reused idle socket the server is closing would fail the client, not the server.
 */
function postOnce(url: string, body: unknown, headers: Record<string, string>): Promise<{ status: number; json: { data?: unknown; code?: string; message?: string } }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = http.request(url, { method: "POST", agent: false, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(payload), ...headers } }, (response) => {
      let text = "";
      response.on("data", (chunk) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, json: JSON.parse(text) }));
    });
    request.on("error", reject);
    request.end(payload);
  });
}

/**
 * A verified phone through an instance's own calls, from its own client address behind the
 * balancer (X-Forwarded-For, TRUST_PROXY=1): the proof of work, the code (printed by whichever
 * instance's dispatcher sent the SMS, as SMS_GATEWAY=console prints it), verify.
 */
async function verifiedToken(instance: Instance, phone: string, address: string): Promise<string> {
  const post = async (path: string, body: unknown) => {
    const { status, json } = await postOnce(`${instance.url}/api/${path}`, body, { "x-forwarded-for": address });
    if (status >= 300) throw new Error(`${path} answered ${status}: ${json.message}`);
    return json.data as Record<string, string> & { challenge: Parameters<typeof solveChallenge>[0]["challenge"] };
  };
  const { challenge } = await post("misc/otp-challenge", {});
  const solution = await solveChallenge({ challenge, deriveKey });
  const pow = Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
  const { attemptId } = await post("misc/send-otp", { phone, pow });
  const printed = () => new RegExp(`SMS to \\${phone}: (\\d{6}) is your`).exec(instances.map((i) => i.output.join("")).join(""))?.[1] ?? null;
  await expect.poll(printed, { timeout: 20_000 }).not.toBeNull();
  const { token } = await post("misc/verify-otp", { attemptId, phone, code: printed() });
  return token;
}

test("50 visitors holding one slot at once through both instances: exactly one hold, 49 clean 409 slot_taken, never a 5xx", async () => {
  test.setTimeout(180_000);
  const [a, b] = instances;
  const visitors = await Promise.all(
    Array.from({ length: 50 }, (_, i) => `+9198220${String(30_000 + i)}`).map(async (phone, i) => {
      const token = await verifiedToken(instances[i % 2], phone, `198.51.100.${i + 1}`);
      // The patient is saved first (add-patient-detail), then held for by id.
      const saved = await postOnce(
        `${instances[i % 2].url}/api/web/user/add-patient-detail`,
        { name: "Asha Pillai", gender: "female", age: 30, consent: true },
        { authorization: `Bearer ${token}`, "x-forwarded-for": `198.51.100.${i + 1}` },
      );
      return { token, patientId: (saved.json.data as { patientId: string }).patientId };
    }),
  );
  const slots = await (await fetch(`${a.url}/api/web/doctor/free-slots`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ doctor: "dr-rajesh-iyer", days: 14 }) })).json();
  const slotStart = slots.data.slots.at(-1).start;
  const answers = await Promise.all(
    visitors.map(async ({ token, patientId }, i) => {
      const { status, json } = await postOnce(
        `${(i % 2 ? b : a).url}/api/web/user/add-booking-detail`,
        { doctor: "dr-rajesh-iyer", slotStart, patientId },
        { authorization: `Bearer ${token}`, "x-forwarded-for": `198.51.100.${i + 1}` },
      );
      return { status, code: json.code };
    }),
  );
  expect(answers.filter((x) => x.status === 201)).toHaveLength(1);
  expect(answers.filter((x) => x.status === 409 && x.code === "slot_taken")).toHaveLength(49);
  const client = new Client({ connectionString: databaseUrlOf() });
  await client.connect();
  try {
    const { rows } = await client.query("select count(*)::int as n from bookings where status = 'held' and starts_at = $1", [slotStart]);
    expect(rows[0].n).toBe(1);
  } finally {
    await client.end();
  }
});
