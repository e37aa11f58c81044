// The site behind nginx with the deploy configuration (deploy/nginx/hospital-http.conf and
// hospital-proxy.conf, included as they are, with the cache folder moved into a temporary
// folder): what several instances behind the production proxy serve, measured on loopback.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { onCleanup, start, waitForHttp, type Started } from "./processes";
import { benchNginxConfig, findNginx } from "./static-server";

const DEPLOY = path.join(process.cwd(), "deploy/nginx");
/** The micro-cache's stated lifetime, read from the deploy file (proxy_cache_valid 200 … Ns). */
export function microCacheSeconds(): number {
  const proxy = fs.readFileSync(path.join(DEPLOY, "hospital-proxy.conf"), "utf8");
  const match = /proxy_cache_valid 200 [^;]*?(\d+)s;/.exec(proxy.slice(proxy.indexOf("location / {")));
  return match ? Number(match[1]) : NaN;
}

export interface MicroCacheProxy {
  readonly url: string;
  readonly proc: Started;
}

export async function startMicroCacheProxy(upstreamPort: number, port: number): Promise<MicroCacheProxy> {
  const nginx = findNginx();
  if (!nginx) throw new Error("nginx is not installed (apt-get install nginx-light)");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hospital-bench-proxy-"));
  onCleanup("micro-cache proxy folder", () => fs.rmSync(dir, { recursive: true, force: true }));
  fs.chmodSync(dir, 0o755);
  const httpPart = fs.readFileSync(path.join(DEPLOY, "hospital-http.conf"), "utf8").replace("/var/cache/nginx/hospital", path.join(dir, "cache"));
  fs.writeFileSync(path.join(dir, "hospital-http.conf"), httpPart);
  const conf = path.join(dir, "nginx.conf");
  fs.writeFileSync(
    conf,
    benchNginxConfig(
      dir,
      `  include ${dir}/hospital-http.conf;
  upstream hospital { server 127.0.0.1:${upstreamPort}; keepalive 32; }
  server { listen 127.0.0.1:${port}; include ${path.join(DEPLOY, "hospital-proxy.conf")}; }`,
    ),
  );
  const proc = start("nginx (micro-cache)", nginx, ["-p", dir, "-e", path.join(dir, "error.log"), "-c", conf]);
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/api/health`, { proc, timeoutMs: 15_000 });
  return { url, proc };
}
