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
    // Stands in for Next: answers 200 to whatever reaches it.
    server = http.createServer((req, res) => res.end(`reached ${req.method} ${req.url}`));
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
});
