// The static baseline for the throughput figure: the doctor page's saved HTML served by
// Debian's nginx (one worker, like the one Next.js process) from a temporary folder, or by a
// bare node:http server when nginx is not there and cannot be installed quickly.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { onCleanup, start, waitForHttp, type Started } from "./processes";

export interface StaticServer {
  /** What serves the page, for the table: "nginx 1.22.1" or "node:http". */
  readonly label: string;
  readonly url: string;
  readonly proc: Started;
}

export function findNginx(): string | null {
  const dirs = [...(process.env.PATH ?? "").split(":"), "/usr/sbin", "/usr/local/sbin", "/sbin"];
  for (const dir of dirs) {
    const candidate = path.join(dir, "nginx");
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

/**
 * One attempt per machine at `apt-get install nginx-light`, only as root and only when
 * policy-rc.d stops apt from starting a system nginx on port 80 (as in containers).
 */
function tryInstallNginx(markerDir: string): string {
  const marker = path.join(markerDir, ".nginx-install-failed");
  if (fs.existsSync(marker)) return "an earlier attempt to install nginx-light failed (delete bench-results/.nginx-install-failed to retry)";
  if (process.getuid?.() !== 0) return "not root, so nginx-light is not installed";
  if (!fs.existsSync("/usr/bin/apt-get")) return "no apt-get";
  if (!fs.existsSync("/usr/sbin/policy-rc.d")) return "installing nginx-light here would start a system nginx on port 80";
  console.log("  nginx is not installed: trying apt-get install -y nginx-light (once)…");
  const result = spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "nginx-light"], {
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    stdio: "ignore",
    timeout: 120_000,
  });
  if (result.status === 0 && findNginx()) return "";
  fs.mkdirSync(markerDir, { recursive: true });
  fs.writeFileSync(marker, `apt-get install nginx-light failed at ${new Date().toISOString()} (status ${result.status})\n`);
  return "apt-get install nginx-light failed";
}

/** An nginx.conf for a bench run in `dir` (one worker, in the foreground, everything in `dir`) around `http` directives. */
export function benchNginxConfig(dir: string, http: string): string {
  return `# written by scripts/bench.ts; removed after the run
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  keepalive_requests 100000;
${http}
}
`;
}

function nginxConfig(dir: string, port: number): string {
  return benchNginxConfig(
    dir,
    `  default_type text/html;
  server {
    listen 127.0.0.1:${port};
    root ${dir}/www;
    location / { try_files /index.html =404; }
  }`,
  );
}

const NODE_SERVER = `
const http = require("node:http");
const fs = require("node:fs");
const [file, port] = process.argv.slice(1);
const body = fs.readFileSync(file);
http
  .createServer((req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length });
    res.end(body);
  })
  .listen(Number(port), "127.0.0.1");
`;

export async function startStaticServer(html: string, port: number, resultsDir: string): Promise<StaticServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hospital-bench-static-"));
  onCleanup("static server folder", () => fs.rmSync(dir, { recursive: true, force: true }));
  // nginx started as root serves as the unprivileged user `nobody`: the folder must be readable.
  fs.chmodSync(dir, 0o755);
  fs.mkdirSync(path.join(dir, "www"), { mode: 0o755 });
  const file = path.join(dir, "www", "index.html");
  fs.writeFileSync(file, html, { mode: 0o644 });
  const url = `http://127.0.0.1:${port}/`;

  let nginx = findNginx();
  let why = "";
  if (!nginx) {
    why = tryInstallNginx(resultsDir);
    nginx = why ? null : findNginx();
  }
  if (nginx) {
    const conf = path.join(dir, "nginx.conf");
    fs.writeFileSync(conf, nginxConfig(dir, port));
    const version = spawnSync(nginx, ["-v"], { encoding: "utf8" }).stderr.match(/nginx\/(\S+)/)?.[1] ?? "";
    const proc = start("nginx", nginx, ["-p", dir, "-e", path.join(dir, "error.log"), "-c", conf]);
    await waitForHttp(url, { proc, timeoutMs: 15_000 });
    return { label: `nginx ${version} (1 worker)`.replace("  ", " "), url, proc };
  }
  console.log(`  Static baseline: node:http (${why || "nginx not found"}).`);
  const proc = start("node:http static server", process.execPath, ["-e", NODE_SERVER, file, String(port)]);
  await waitForHttp(url, { proc, timeoutMs: 15_000 });
  return { label: "node:http (nginx unavailable)", url, proc };
}
