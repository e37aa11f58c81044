import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { E2E_DATA_DIR } from "../playwright.config";

/** Starts a second `npm start` with `env` and answers its exit code (null: still running after 30 s, then killed) and output. */
async function secondServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const second = spawn(process.execPath, ["dist/server.mjs"], { env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env } });
  let output = "";
  second.stdout.on("data", (c) => (output += c));
  second.stderr.on("data", (c) => (output += c));
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      second.kill("SIGKILL");
      resolve(null);
    }, 30_000);
    second.on("exit", (c) => {
      clearTimeout(timer);
      resolve(c);
    });
  });
  return { code, output };
}

test("a second server on the same data folder exits at once, naming the folder and the lock", async () => {
  const dataDir = path.resolve(E2E_DATA_DIR);
  // SITE_URL set, so that the lock, not the missing setting, is what stops this server.
  const { code, output } = await secondServer({ DATA_DIR: E2E_DATA_DIR, PORT: "3199", SITE_URL: "http://127.0.0.1:3199" });
  expect(code, output).toBe(1);
  expect(output).toContain(dataDir);
  expect(output).toContain(path.join(dataDir, "pglite.lock"));
});

test("a server started on a port in use exits at once naming the port, before it opens any data folder (regression: it kept running and held the lock)", async ({ baseURL }) => {
  const port = new URL(baseURL!).port;
  const dataDir = path.resolve(`${E2E_DATA_DIR}-port-in-use`);
  const { code, output } = await secondServer({ DATA_DIR: dataDir, PORT: port, SITE_URL: baseURL! });
  expect(code, output).toBe(1);
  expect(output).toContain(`Port ${port} is already in use`);
  expect(fs.existsSync(dataDir), "no data folder was made").toBe(false);
});
