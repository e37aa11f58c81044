import { spawn, spawnSync } from "node:child_process";
import net from "node:net";
import { forgetConfig } from "@/lib/server/config";
import { forgetLimiters } from "@/lib/server/ratelimit";

/**
 * A throwaway redis-server for the TypeScript tests under jest, which cannot load the plain-ESM
 * helper of the scripts (scripts/lib/redis-server.mjs, used by the .mjs tests and the bench):
 * nothing on disk, its own loopback port, ready when it says so on standard output.
 */
const redisServerInstalled = (): boolean => spawnSync("redis-server", ["--version"], { stdio: "ignore" }).status === 0;

async function throwawayRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await new Promise<number>((resolve, reject) => {
    const probe = net.createServer().once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port: chosen } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(chosen));
    });
  });
  const child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--loglevel", "notice"], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("redis-server did not become ready in 10 s")), 10_000);
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("Ready to accept connections")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
  child.stdout!.resume();
  return {
    url: `redis://127.0.0.1:${port}/0`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/**
 * A describe block whose rate limits count in a throwaway redis-server (REDIS_URL, set for the
 * block and cleared after it), skipped with a warning where redis-server is not installed. The
 * body gets the server, to stop it mid-test.
 */
export function describeWithLimiterRedis(name: string, body: (redis: () => { url: string; stop(): Promise<void> }) => void): void {
  if (!redisServerInstalled()) console.warn(`redis-server is not installed: skipping "${name}" (CI installs it).`);
  (redisServerInstalled() ? describe : describe.skip)(name, () => {
    let redis: { url: string; stop(): Promise<void> };
    beforeAll(async () => {
      redis = await throwawayRedis();
      process.env.REDIS_URL = redis.url;
      forgetConfig();
      await forgetLimiters();
    });
    afterAll(async () => {
      await forgetLimiters();
      // node-redis sleeps out a reconnect delay (up to 2 s) even after destroy(): let it end before the worker exits.
      await new Promise((resolve) => setTimeout(resolve, 2100));
      await redis?.stop();
      delete process.env.REDIS_URL;
      forgetConfig();
    });
    body(() => redis);
  });
}
