// A throwaway redis-server for tests and the benchmark: its own port, nothing on disk,
// stopped by the caller. Debian's redis-server (.ci/run installs it where missing).
import { spawn, spawnSync } from "node:child_process";
import net from "node:net";

/** Whether a redis-server binary is on this machine. */
export function hasRedisServer() {
  return spawnSync("redis-server", ["--version"], { stdio: "ignore" }).status === 0;
}

/** A free TCP port on loopback, chosen by the kernel. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port, deadline) {
  while (Date.now() < deadline) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => (socket.destroy(), resolve(true)));
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`redis-server did not listen on port ${port} in time`);
}

/** Starts redis-server on a free loopback port; resolves to { url, port, stop() }. */
export async function startRedisServer() {
  const port = await freePort();
  const child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: "ignore",
  });
  await waitForPort(port, Date.now() + 10_000);
  return {
    port,
    url: `redis://127.0.0.1:${port}/0`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
