import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { installRequestGuard, refusalForRequest } from "./request-guard";

describe("refusalForRequest", () => {
  it("answers OPTIONS * with the server's methods and any other method with * as malformed", () => {
    expect(refusalForRequest("OPTIONS", "*")).toEqual({ status: 204, message: "", allow: ["GET", "HEAD", "POST", "OPTIONS"] });
    expect(refusalForRequest("GET", "*")).toMatchObject({ status: 400 });
  });

  it("serves the path of an absolute-form target instead of redirecting to its host", () => {
    expect(refusalForRequest("GET", "http://other.example/doctorList?name=a")).toEqual({ rewrite: "/doctorList?name=a" });
  });

  it("refuses TRACE, TRACK, CONNECT and PROPFIND with a 405 naming the route's methods", () => {
    expect(refusalForRequest("TRACE", "/")).toMatchObject({ status: 405, allow: ["GET", "HEAD", "OPTIONS"] });
    expect(refusalForRequest("TRACK", "/api/web/footer/get")).toMatchObject({ status: 405, allow: ["POST", "OPTIONS"] });
    expect(refusalForRequest("PROPFIND", "/api/web/footer/get?x=1")).toMatchObject({ status: 405, allow: ["POST", "OPTIONS"] });
    expect(refusalForRequest("GET", "/doctorList")).toBe("pass");
  });

  it("refuses broken percent-encoding and control characters in the path or the query with a 400", () => {
    for (const target of ["/doctordetail/%E0%A4", "/doctorList?name=%00", "/specialities/x%00", "/doctordetail/a%01b", "/?q=%1B", "/doctorList?n%7F=1", "/api/web/service/a%00b/x"]) {
      expect([target, refusalForRequest("GET", target)]).toEqual([target, expect.objectContaining({ status: 400, message: expect.stringMatching(/not valid/) })]);
    }
    expect(refusalForRequest("GET", "/doctorList?name=Asha%20Rao&speciality=cardiology")).toBe("pass");
    expect(refusalForRequest("GET", "/doctordetail/%E0%A4%85")).toBe("pass");
  });

  it("answers a page's OPTIONS with 204 and its other methods with 405, both with the pages' Allow; API methods pass to the route", () => {
    expect(refusalForRequest("OPTIONS", "/doctorList")).toMatchObject({ status: 204, allow: ["GET", "HEAD", "OPTIONS"] });
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      expect(refusalForRequest(method, "/")).toMatchObject({ status: 405, allow: ["GET", "HEAD", "OPTIONS"] });
    }
    expect(refusalForRequest("HEAD", "/doctorList")).toBe("pass");
    expect(refusalForRequest("POST", "/api/web/footer/get")).toBe("pass");
    expect(refusalForRequest("OPTIONS", "/api/web/footer/get")).toBe("pass");
  });

  it("redirects a page address spelling plain characters as escapes to the plain spelling, query kept; never the API", () => {
    expect(refusalForRequest("GET", "/doctordetail/dr%2Drajesh%2Diyer")).toEqual({ redirect: "/doctordetail/dr-rajesh-iyer" });
    expect(refusalForRequest("GET", "/specialities/%63ardiology?x=1")).toEqual({ redirect: "/specialities/cardiology?x=1" });
    expect(refusalForRequest("GET", "/doctordetail/a%2fb")).toEqual({ redirect: "/doctordetail/a%2Fb" });
    expect(refusalForRequest("GET", "/doctordetail/a%2Fb")).toBe("pass");
    expect(refusalForRequest("POST", "/api/web/doctor/get%2Dby-url")).toBe("pass");
  });

  it("checks the path of an absolute-form target too", () => {
    expect(refusalForRequest("GET", "http://other.example/doctorList?name=%00")).toMatchObject({ status: 400 });
    expect(refusalForRequest("DELETE", "http://other.example/")).toMatchObject({ status: 405 });
  });

  it("leaves Next's own files and dev tooling alone, as the middleware did", () => {
    expect(refusalForRequest("GET", "/_next/static/chunks/a%00.js")).toBe("pass");
    expect(refusalForRequest("POST", "/__nextjs_original-stack-frames")).toBe("pass");
    expect(refusalForRequest("TRACE", "/_next/static/x.js")).toMatchObject({ status: 405 });
  });
});

/** Sends raw bytes and reads the raw answer, as an attacker's client would. */
function raw(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(text));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("close", () => resolve(answer));
    socket.on("error", reject);
  });
}

describe("the request guard on a real Node server", () => {
  let server: http.Server;
  let port: number;
  let uninstall: () => void;
  beforeAll(async () => {
    uninstall = installRequestGuard();
    // Stands in for Next: answers 200 to whatever reaches it, naming the request id it was handed.
    server = http.createServer((req, res) => res.end(`reached ${req.method} ${req.url} id=${req.headers["x-request-id"] ?? "none"}`));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    uninstall();
  });

  it.each([
    ["TRACE / HTTP/1.1", 405, "Allow: GET, HEAD, OPTIONS"],
    ["TRACE /api/web/footer/get HTTP/1.1", 405, "Allow: POST, OPTIONS"],
    ["TRACK / HTTP/1.1", 405, "Allow: GET, HEAD, OPTIONS"],
    ["FOO /api/web/footer/get HTTP/1.1", 405, "Allow: POST, OPTIONS"],
    ["CONNECT / HTTP/1.1", 405, "Allow: GET, HEAD, OPTIONS"],
    ["CONNECT 127.0.0.1:443 HTTP/1.1", 405, "Allow: GET, HEAD, OPTIONS"],
    ["OPTIONS * HTTP/1.1", 204, "Allow: GET, HEAD, POST, OPTIONS"],
    ["GET * HTTP/1.1", 400, "Content-Type: text/html"],
  ])("answers %s with %i, never a 500 or a dropped connection", async (line, status, header) => {
    const answer = await raw(port, `${line}\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(answer.split("\r\n")[0]).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(answer).toContain(header);
  });

  it("gives its API answers a request id: a well-formed incoming one, else a new one; pages get none", async () => {
    for (const line of ["TRACE /api/web/footer/get", "PROPFIND /api/health", "FOO /api/x", "CONNECT /api/web/footer/get"]) {
      const answer = await raw(port, `${line} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect([line, answer]).toEqual([line, expect.stringMatching(/X-Request-Id: [0-9a-f-]{36}/i)]);
    }
    const kept = await raw(port, "TRACE /api/health HTTP/1.1\r\nHost: x\r\nX-Request-Id: proxy-id-123\r\nConnection: close\r\n\r\n");
    expect(kept).toContain("X-Request-Id: proxy-id-123");
    expect(await raw(port, "TRACE / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")).not.toMatch(/X-Request-Id/i);
  });

  it("answers JSON under /api and passes ordinary requests and absolute-form targets (as a path) through", async () => {
    const api = await raw(port, "PROPFIND /api/web/footer/get HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    expect(api).toContain("Content-Type: application/json");
    expect(api).toContain('{"success":0,"message":"The method PROPFIND is not allowed here; use POST."}');
    expect(await raw(port, "GET /doctorList HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")).toContain("reached GET /doctorList");
    expect(await raw(port, "GET http://other.example/x?y=1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")).toContain("reached GET /x?y=1");
  });

  it("answers the checks every address shares with the security headers: 400, 405, 204 and a relative 308", async () => {
    const bad = await raw(port, "GET /doctorList?name=%00 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    expect(bad).toMatch(/^HTTP\/1\.1 400 /);
    expect(bad).toContain("U+0000");
    expect(bad).toMatch(/Content-Security-Policy: default-src 'self'/);
    expect(await raw(port, "DELETE / HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")).toMatch(/^HTTP\/1\.1 405 [^]*Allow: GET, HEAD, OPTIONS/);
    expect(await raw(port, "OPTIONS /doctorList HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")).toMatch(/^HTTP\/1\.1 204 [^]*Allow: GET, HEAD, OPTIONS/);
    const moved = await raw(port, "GET /specialities/%63ardiology?a=1 HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n");
    expect(moved).toMatch(/^HTTP\/1\.1 308 /);
    expect(moved).toContain("Location: /specialities/cardiology?a=1\r\n");
    expect(moved).toContain("Cross-Origin-Opener-Policy: same-origin");
  });

  it("hands API requests an id (the route wrapper reuses it) and marks API answers and short-link hops noindex", async () => {
    const fresh = await raw(port, "POST /api/web/footer/get HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
    const id = /X-Request-Id: ([0-9a-f-]{36})/i.exec(fresh)?.[1];
    expect(id).toBeTruthy();
    expect(fresh).toContain(`id=${id}`);
    expect(fresh).toMatch(/X-Robots-Tag: noindex/i);
    const kept = await raw(port, "POST /api/health HTTP/1.1\r\nHost: x\r\nX-Request-Id: proxy-id-123\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
    expect(kept).toMatch(/X-Request-Id: proxy-id-123/i);
    expect(kept).toContain("id=proxy-id-123");
    const forged = await raw(port, "POST /api/health HTTP/1.1\r\nHost: x\r\nX-Request-Id: bad id\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
    expect(forged).not.toContain("id=bad id");
    expect(await raw(port, "GET /p/abc HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")).toMatch(/X-Robots-Tag: noindex/i);
    const page = await raw(port, "GET /doctorList HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    expect(page).not.toMatch(/X-Robots-Tag|X-Request-Id/i);
  });
});

describe("the request guard of a production site served over HTTPS", () => {
  it("sends HSTS on its own answers (they never pass through the production front)", async () => {
    const uninstall = installRequestGuard({ hsts: true });
    const server = http.createServer((_req, res) => res.end("reached"));
    try {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const { port } = server.address() as AddressInfo;
      for (const line of ["DELETE / HTTP/1.1", "GET /x%00 HTTP/1.1", "GET /%61 HTTP/1.1", "TRACE / HTTP/1.1", "CONNECT / HTTP/1.1"]) {
        expect([line, await raw(port, `${line}\r\nHost: x\r\nConnection: close\r\n\r\n`)]).toEqual([line, expect.stringContaining("Strict-Transport-Security: max-age=63072000; includeSubDomains")]);
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
      uninstall();
    }
  });
});
