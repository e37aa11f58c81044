import { spawn } from "node:child_process";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { E2E_DATA_DIR } from "../playwright.config";

test("a second server on the same data folder exits at once, naming the folder and the lock", async () => {
  const dataDir = path.resolve(E2E_DATA_DIR);
  const second = spawn(process.execPath, ["dist/server.mjs"], {
    // SITE_URL set, so that the lock, not the missing setting, is what stops this server.
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, PORT: "3199", SITE_URL: "http://127.0.0.1:3199", NEXT_TELEMETRY_DISABLED: "1" },
  });
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
  expect(code, output).toBe(1);
  expect(output).toContain(dataDir);
  expect(output).toContain(path.join(dataDir, "pglite.lock"));
});
