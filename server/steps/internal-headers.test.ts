import type { IncomingHttpHeaders } from "node:http";
import { CLIENT_ADDRESS_HEADER, INTERNAL_HEADERS, MISSING_PATH_HEADER } from "@/lib/http/internal-headers";
import type { Step } from "../request-path";
import { raw, serveSteps, type TestServer } from "../test-server";
import { dropInternalHeaders } from "./internal-headers";

// The first step on a real server, a later step and a stand-in for Next that both note the
// request headers they were handed: what a client sends under the server's own names never
// reaches them, however it spells them.
// Named here as well as read from the list, so a name dropped from the list fails these tests.
const SERVER_ONLY = [...new Set([CLIENT_ADDRESS_HEADER, MISSING_PATH_HEADER, "content-security-policy", "content-security-policy-report-only", ...INTERNAL_HEADERS])];

/** "x-hospital-client-address" as "X-Hospital-Client-Address". */
const titleCase = (name: string) => name.replace(/(^|-)([a-z])/g, (_all, dash: string, letter: string) => dash + letter.toUpperCase());

describe("dropInternalHeaders", () => {
  let s: TestServer;
  let seenByLaterStep: IncomingHttpHeaders = {};
  let seenByNext: IncomingHttpHeaders = {};
  const noteHeaders: Step = (req, _res, next) => {
    seenByLaterStep = { ...req.headers };
    return next();
  };
  beforeAll(async () => {
    s = await serveSteps([dropInternalHeaders, noteHeaders], (req, res) => {
      seenByNext = { ...req.headers };
      res.end("reached");
    });
  });
  afterAll(() => s.close());

  /** Sends a GET with exactly these header lines and returns what the later step and Next saw. */
  async function send(path: string, lines: string[]) {
    seenByLaterStep = {};
    seenByNext = {};
    const answer = await raw(s.port, `GET ${path} HTTP/1.1\r\nHost: x\r\n${lines.map((line) => `${line}\r\n`).join("")}Connection: close\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 200 [^]*reached$/);
    return { laterStep: seenByLaterStep, next: seenByNext };
  }

  it.each(SERVER_ONLY.flatMap((name) => [name, name.toUpperCase(), titleCase(name)]))("removes %s from the request before later steps and Next see it", async (spelling) => {
    for (const path of ["/doctorList", "/api/health", "/no-such-page"]) {
      const seen = await send(path, [`${spelling}: forged-by-client`]);
      expect([path, seen.laterStep]).toEqual([path, { host: "x", connection: "close" }]);
      expect([path, seen.next]).toEqual([path, { host: "x", connection: "close" }]);
    }
  });

  it("removes every server-only header at once, each sent twice in different spellings", async () => {
    const lines = SERVER_ONLY.flatMap((name) => [`${name.toUpperCase()}: 203.0.113.9`, `${titleCase(name)}: /admin/staff`]);
    const seen = await send("/api/web/footer/get", lines);
    for (const name of SERVER_ONLY) {
      expect([name, seen.laterStep[name]]).toEqual([name, undefined]);
      expect([name, seen.next[name]]).toEqual([name, undefined]);
    }
  });

  it("leaves every other header as the client sent it, names that merely resemble the server's included", async () => {
    const others = {
      accept: "text/html",
      cookie: "session=abc123",
      "x-request-id": "req-12345678",
      "x-forwarded-for": "198.51.100.4",
      "x-hospital-note": "kept",
      "x-hospital-client-address-copy": "10.0.0.1",
      "content-security-policy-reporting": "kept",
      rsc: "1",
    };
    const seen = await send("/appointment", [...Object.entries(others).map(([name, value]) => `${titleCase(name)}: ${value}`), `${CLIENT_ADDRESS_HEADER}: 10.0.0.2`]);
    expect(seen.laterStep).toEqual({ host: "x", connection: "close", ...others });
    expect(seen.next).toEqual({ host: "x", connection: "close", ...others });
  });
});
