import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { freePort } from "../scripts/lib/redis-server.mjs";

// The nginx configuration of deploy/nginx, run by Debian's nginx on loopback in front of a
// small upstream: the micro-cache keeps only what the app marks public, for its stated second.

const NGINX = "/usr/sbin/nginx";
const HERE = path.dirname(new URL(import.meta.url).pathname);
const hasNginx = fs.existsSync(NGINX);
if (!hasNginx) console.warn("nginx is not installed: skipping the deploy/nginx tests (apt-get install nginx-light).");
const describeNginx = hasNginx ? describe : describe.skip;

let served = 0;
let lastHeaders = {};
let lastBodyBytes = 0;
const upstream = http.createServer((req, res) => {
  let bytes = 0;
  req.on("data", (chunk) => (bytes += chunk.length));
  req.on("end", () => answer(req, res, bytes));
});
function answer(req, res, bytes) {
  served += 1;
  lastHeaders = req.headers;
  lastBodyBytes = bytes;
  const byPath = {
    "/cached": { "Cache-Control": "s-maxage=300, stale-while-revalidate=3300" },
    "/private": { "Cache-Control": "private, no-cache, no-store, max-age=0, must-revalidate" },
    "/cookie": { "Cache-Control": "s-maxage=300", "Set-Cookie": "a=b" },
    "/_next/static/app.js": { "Cache-Control": "public, max-age=31536000, immutable" },
  };
  res.writeHead(200, { "Content-Type": "text/plain", ...(byPath[req.url] ?? byPath["/cached"]) });
  res.end(`answer ${served}`);
}

let dir;
let base;
function nginx(args) {
  return spawnSync(NGINX, ["-p", dir, "-c", path.join(dir, "nginx.conf"), ...args], { encoding: "utf8" });
}

describeNginx("deploy/nginx", () => {
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "hospital-nginx-"));
    // Run as root, nginx's workers drop to an unprivileged user that must reach its cache folder.
    fs.chmodSync(dir, 0o755);
    const upstreamPort = await freePort();
    const port = await freePort();
    await new Promise((resolve) => upstream.listen(upstreamPort, "127.0.0.1", resolve));
    // The http part with the cache folder moved into the test's own folder.
    const httpPart = fs.readFileSync(path.join(HERE, "nginx/hospital-http.conf"), "utf8").replace("/var/cache/nginx/hospital", path.join(dir, "cache"));
    fs.writeFileSync(path.join(dir, "hospital-http.conf"), httpPart);
    fs.writeFileSync(
      path.join(dir, "nginx.conf"),
      `daemon on; pid ${dir}/nginx.pid; error_log ${dir}/error.log; worker_processes 1;
events { worker_connections 64; }
http {
  access_log off; client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  include ${dir}/hospital-http.conf;
  upstream hospital { server 127.0.0.1:${upstreamPort}; keepalive 4; }
  server { listen 127.0.0.1:${port}; include ${path.join(HERE, "nginx/hospital-proxy.conf")}; }
}`,
    );
    const started = nginx([]);
    if (started.status !== 0) throw new Error(`nginx did not start: ${started.stderr}`);
    base = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    if (dir) nginx(["-s", "stop"]);
    await new Promise((resolve) => upstream.close(resolve));
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  const get = async (p, init = {}) => {
    const response = await fetch(`${base}${p}`, init);
    return { body: await response.text(), status: response.headers.get("x-cache-status") };
  };

  it("serves what the app marks public from the micro-cache, and fetches it again after the stated second", async () => {
    const first = await get("/cached");
    const second = await get("/cached");
    expect(second.status).toBe("HIT");
    expect(second.body).toBe(first.body);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    // Past its second: served stale once while it updates in the background, then fresh.
    await get("/cached");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await get("/cached")).body).not.toBe(first.body);
  });

  it("never keeps an answer marked private or no-store, or one that sets a cookie", async () => {
    for (const p of ["/private", "/cookie"]) {
      const one = await get(p);
      const two = await get(p);
      expect({ path: p, body: two.body }).not.toEqual({ path: p, body: one.body });
    }
  });

  it("never answers a request with an Authorization header or a session cookie from the cache, nor a POST", async () => {
    await get("/cached?who");
    const withAuth = await get("/cached?who", { headers: { authorization: "Bearer x" } });
    expect(withAuth.status).toBe("BYPASS");
    const withCookie = await get("/cached?who", { headers: { cookie: "token=abc" } });
    expect(withCookie.status).toBe("BYPASS");
    const one = await get("/cached?post", { method: "POST" });
    const two = await get("/cached?post", { method: "POST" });
    expect(two.body).not.toBe(one.body);
  });

  it("keeps an RSC payload apart from the HTML of the same address", async () => {
    const html = await get("/cached?rsc");
    const rsc = await get("/cached?rsc", { headers: { rsc: "1" } });
    expect(rsc.body).not.toBe(html.body);
  });

  it("passes a 5 MB résumé upload to the career form's call, and refuses a body over 128 kB anywhere else with 413", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 32 * 1024).fill(65);
    const upload = await fetch(`${base}/api/web/career/add-job-user`, { method: "POST", headers: { "content-type": "multipart/form-data; boundary=x" }, body: big });
    expect(upload.status).toBe(200);
    expect(lastBodyBytes).toBe(big.length);
    const elsewhere = await fetch(`${base}/api/web/contact-v2/submit`, { method: "POST", headers: { "content-type": "application/json" }, body: new Uint8Array(200 * 1024).fill(65) });
    expect(elsewhere.status).toBe(413);
    const tooBig = await fetch(`${base}/api/web/career/add-job-user`, { method: "POST", headers: { "content-type": "multipart/form-data; boundary=x" }, body: new Uint8Array(7 * 1024 * 1024).fill(65) });
    expect(tooBig.status).toBe(413);
  });

  it("tells the app who asked and how (X-Forwarded-For, -Proto, -Host)", async () => {
    await get("/private");
    expect(lastHeaders["x-forwarded-for"]).toBe("127.0.0.1");
    expect(lastHeaders["x-forwarded-proto"]).toBe("http");
    expect(lastHeaders["x-forwarded-host"]).toBeTruthy();
  });

  it("accepts the TLS production configuration (nginx -t, with a self-signed certificate)", () => {
    const tls = fs.mkdtempSync(path.join(os.tmpdir(), "hospital-tls-"));
    try {
      const cert = spawnSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=www.example-hospital.in", "-keyout", `${tls}/privkey.pem`, "-out", `${tls}/fullchain.pem`], { encoding: "utf8" });
      expect(cert.status).toBe(0);
      fs.writeFileSync(`${tls}/hospital-http.conf`, fs.readFileSync(path.join(HERE, "nginx/hospital-http.conf"), "utf8").replace("/var/cache/nginx/hospital", `${tls}/cache`));
      fs.copyFileSync(path.join(HERE, "nginx/hospital-proxy.conf"), `${tls}/hospital-proxy.conf`);
      const site = fs
        .readFileSync(path.join(HERE, "nginx/hospital.conf"), "utf8")
        .replaceAll("/etc/nginx/conf.d/", `${tls}/`)
        .replaceAll("/etc/ssl/hospital/", `${tls}/`);
      fs.writeFileSync(`${tls}/nginx.conf`, `pid ${tls}/nginx.pid; error_log ${tls}/error.log; events {} http { access_log off; ${site} }`);
      const test = spawnSync(NGINX, ["-t", "-p", tls, "-c", `${tls}/nginx.conf`], { encoding: "utf8" });
      expect(test.stderr).toContain("syntax is ok");
      expect(test.status).toBe(0);
    } finally {
      fs.rmSync(tls, { recursive: true, force: true });
    }
  });
});
