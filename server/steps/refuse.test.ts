import { raw, serveSteps, TEST_ROUTES, type TestServer } from "../test-server";
import { markApiRequest } from "./api-request";
import { routeTable } from "../routes";
import { methodVerdict, parseErrorRefusal, refuseWhatNextCannotTake, serverAllow, socketRefusals, verdictFor } from "./refuse";

const verdict = (method: string, target: string) => verdictFor(method, target, TEST_ROUTES);

describe("verdictFor", () => {
  it("answers OPTIONS * with every method of the site's routes and any other method with * as malformed", () => {
    expect(verdict("OPTIONS", "*")).toEqual({ status: 204, message: "", allow: ["GET", "HEAD", "POST", "OPTIONS"] });
    expect(serverAllow(TEST_ROUTES)).toEqual(["GET", "HEAD", "POST", "OPTIONS"]);
    expect(verdict("GET", "*")).toMatchObject({ status: 400 });
  });

  it("serves the path of an absolute-form target instead of redirecting to its host, and checks that path", () => {
    expect(verdict("GET", "http://other.example/doctorList?name=a")).toEqual({ rewrite: "/doctorList?name=a" });
    expect(verdict("GET", "http://other.example/doctorList?name=%00")).toMatchObject({ status: 400 });
    expect(verdict("DELETE", "http://other.example/")).toMatchObject({ status: 405 });
  });

  it("refuses TRACE, TRACK and PROPFIND with a 405 naming the route's methods, and an unknown API path with a 404", () => {
    expect(verdict("TRACE", "/")).toMatchObject({ status: 405, allow: ["GET", "HEAD", "POST", "OPTIONS"] });
    expect(verdict("TRACK", "/api/web/footer/get")).toMatchObject({ status: 405, allow: ["POST", "OPTIONS"] });
    expect(verdict("PROPFIND", "/api/web/footer/get?x=1")).toMatchObject({ status: 405, allow: ["POST", "OPTIONS"] });
    expect(verdict("TRACE", "/api/web/service/cardiology/123")).toMatchObject({ status: 405, allow: ["GET", "HEAD", "OPTIONS"] });
    expect(verdict("TRACE", "/api/no/such")).toMatchObject({ status: 404 });
    expect(verdict("TRACE", "/p/abc")).toMatchObject({ status: 405, allow: ["GET", "HEAD", "OPTIONS"] });
    expect(verdict("GET", "/doctorList")).toBe("pass");
  });

  it("refuses broken percent-encoding and control characters in the path or the query with a 400", () => {
    for (const target of ["/doctordetail/%E0%A4", "/doctorList?name=%00", "/specialities/x%00", "/doctordetail/a%01b", "/?q=%1B", "/doctorList?n%7F=1", "/api/web/service/a%00b/x", "/api/health?x=%", "/doctorList?name=%E0%A4", "/api/health?%zz=1", "/?a=1&b=%4"]) {
      expect([target, verdict("GET", target)]).toEqual([target, expect.objectContaining({ status: 400, message: expect.stringMatching(/not valid/) })]);
    }
    expect(verdict("GET", "/doctorList?name=Asha%20Rao&speciality=cardiology")).toBe("pass");
    expect(verdict("GET", "/doctordetail/%E0%A4%85")).toBe("pass");
    expect(verdict("GET", "/doctorList?name=Asha+Rao&x=&&speciality=%E0%A4%85")).toBe("pass");
  });

  it("lets a page take GET, HEAD and POST where the build may have Server Actions; OPTIONS lists them; PUT, PATCH and DELETE are 405 with that Allow", () => {
    const allow = ["GET", "HEAD", "POST", "OPTIONS"];
    expect(verdict("OPTIONS", "/doctorList")).toMatchObject({ status: 204, allow });
    for (const method of ["GET", "HEAD", "POST"]) expect(verdict(method, "/doctorList")).toBe("pass");
    for (const method of ["PUT", "PATCH", "DELETE"]) expect(verdict(method, "/")).toMatchObject({ status: 405, allow });
    // An address without a route is a page Next answers with its not-found page.
    expect(verdict("POST", "/no-such-page")).toBe("pass");
  });

  it("lets a short link take GET and HEAD only; the API's routes answer every method Next hands them themselves", () => {
    expect(verdict("POST", "/p/abc")).toMatchObject({ status: 405, allow: ["GET", "HEAD", "OPTIONS"] });
    expect(verdict("OPTIONS", "/p/abc")).toMatchObject({ status: 204, allow: ["GET", "HEAD", "OPTIONS"] });
    for (const method of ["GET", "POST", "PUT", "DELETE", "OPTIONS"]) expect(verdict(method, "/api/web/footer/get")).toBe("pass");
  });

  it("redirects a page address spelling plain characters as escapes to the plain spelling, query kept; never the API", () => {
    expect(verdict("GET", "/doctordetail/dr%2Drajesh%2Diyer")).toEqual({ redirect: "/doctordetail/dr-rajesh-iyer" });
    expect(verdict("GET", "/specialities/%63ardiology?x=1")).toEqual({ redirect: "/specialities/cardiology?x=1" });
    expect(verdict("POST", "/api/web/doctor/get%2Dby-url")).toBe("pass");
  });

  it("leaves Next's own files and dev tooling alone, but not a method no route takes", () => {
    expect(verdict("GET", "/_next/static/chunks/a%00.js")).toBe("pass");
    expect(verdict("POST", "/__nextjs_original-stack-frames")).toBe("pass");
    expect(verdict("TRACE", "/_next/static/x.js")).toMatchObject({ status: 405 });
  });

  it("sends a path with a dot segment or a backslash to the path Next would serve, so no step judges another page than the one served", () => {
    const cases: Array<[string, string]> = [
      ["/x/%2e%2e/my-booking", "/my-booking"],
      ["/_next/../my-booking", "/my-booking"],
      ["/_next/%2e%2e/doctordetail/%ff", "/doctordetail/%ff"],
      ["/about/../appointment", "/appointment"],
      ["/x/%2E%2E/admin/login", "/admin/login"],
      ["/p/%2e%2e/payment/sandbox?x=1", "/payment/sandbox?x=1"],
      ["/x/.%2e/doctorList/filtered/cardiology/-/-/-", "/doctorList/filtered/cardiology/-/-/-"],
      ["/./api/web/blog/%ff", "/api/web/blog/%ff"],
      ["/x\\..\\my-booking", "/my-booking"],
      ["/about/.", "/about/"],
      ["/..//evil.example/x", "/evil.example/x"],
      // A leading "//" or "/\\" is no host here, as for Next (its normalizeRepeatedSlashes).
      ["/\\evil.example/admin", "/evil.example/admin"],
      ["//a/./b", "/a/b"],
      ["///\\", "/"],
      ["//x:99999/..", "/"],
      ["/.%2e/.%2e//evil.example", "/evil.example"],
    ];
    for (const [target, to] of cases) for (const method of ["GET", "POST"]) expect([method, target, verdict(method, target)]).toEqual([method, target, { redirect: to }]);
    // Targets a host-first reading could not parse (a 500 once) are paths like any other.
    const odd: Array<[string, string]> = [["/\\", "/"], ["/\\@", "/@"], ["/\\x%", "/x%"], ["//%/..", "/"]];
    for (const [target, to] of odd) expect([target, verdict("GET", target)]).toEqual([target, { redirect: to }]);
    // Dots inside a name are no segment of their own.
    expect(verdict("GET", "/images/a..b.svg")).toBe("pass");
    expect(verdict("GET", "/doctorList?name=..")).toBe("pass");
  });

  it("answers /api itself as the API's 404 for every method, not as a page", () => {
    for (const method of ["GET", "POST", "PUT", "OPTIONS", "PROPFIND"]) {
      expect([method, verdict(method, "/api")]).toEqual([method, expect.objectContaining({ status: 404, message: expect.stringMatching(/no API endpoint/) })]);
      expect([method, verdict(method, "/api/")]).toEqual([method, expect.objectContaining({ status: 404 })]);
    }
  });

  it("sends an address whose escaped slashes decode to a static route to that route (Next finds it by the decoded path), and leaves them in a dynamic segment's value", () => {
    const cases: Array<[string, string]> = [["/admin%2fstaff", "/admin/staff"], ["/api%2Fhealth?x=1", "/api/health?x=1"], ["/api%2Fweb%2Ffooter%2Fget", "/api/web/footer/get"]];
    for (const [target, to] of cases) expect([target, verdict("POST", target)]).toEqual([target, { redirect: to }]);
    expect(verdict("GET", "/doctordetail/a%2fb")).toEqual({ redirect: "/doctordetail/a%2Fb" });
    expect(verdict("GET", "/doctordetail/a%2Fb")).toBe("pass");
    expect(verdict("GET", "/doctordetail/a%5Cb")).toBe("pass");
  });

  it("gives Next's build files a true Allow (GET and HEAD), and a doctor list's view no method but the not-found page's GET", () => {
    for (const method of ["POST", "PUT", "TRACE"]) expect([method, verdict(method, "/_next/static/x.js")]).toEqual([method, expect.objectContaining({ status: 405, allow: ["GET", "HEAD", "OPTIONS"] })]);
    // Next's other addresses are its own (`next dev`'s tooling takes POST).
    expect(verdict("POST", "/_next/mcp")).toBe("pass");
    expect(verdict("OPTIONS", "/_next/static/x.js")).toEqual({ status: 204, message: "", allow: ["GET", "HEAD", "OPTIONS"] });
    expect(verdict("HEAD", "/_next/static/x.js")).toBe("pass");
    for (const method of ["OPTIONS", "POST", "DELETE", "PROPFIND"]) expect([method, verdict(method, "/doctorList/filtered/cardiology/-/-/-")]).toEqual([method, expect.objectContaining({ status: 404 })]);
    expect(verdict("GET", "/doctorList/filtered/cardiology/-/-/-")).toBe("pass");
  });

  it("answers methodVerdict from the route table: null where the route takes the method", () => {
    expect(methodVerdict("GET", "/api/health", TEST_ROUTES)).toBeNull();
    expect(methodVerdict("PROPFIND", "/api/health", TEST_ROUTES)).toMatchObject({ status: 405, allow: ["GET", "HEAD", "OPTIONS"] });
  });
});

describe("the refusal steps on a real Node server", () => {
  let s: TestServer;
  beforeAll(async () => {
    // Stands in for Next: answers 200 to whatever reaches it, naming the request id it was handed.
    s = await serveSteps([refuseWhatNextCannotTake(TEST_ROUTES), markApiRequest()], (req, res) => {
      res.end(`reached ${req.method} ${req.url} id=${req.headers["x-request-id"] ?? "none"}`);
    });
    const { onConnect, onClientError } = socketRefusals(TEST_ROUTES);
    s.server.on("connect", onConnect);
    s.server.on("clientError", onClientError);
  });
  afterAll(() => s.close());

  it.each([
    ["TRACE / HTTP/1.1", 405, "Allow: GET, HEAD, POST, OPTIONS"],
    ["TRACE /api/web/footer/get HTTP/1.1", 405, "Allow: POST, OPTIONS"],
    ["TRACK / HTTP/1.1", 405, "Allow: GET, HEAD, POST, OPTIONS"],
    ["FOO /api/web/footer/get HTTP/1.1", 405, "Allow: POST, OPTIONS"],
    ["CONNECT / HTTP/1.1", 405, "Allow: GET, HEAD, POST, OPTIONS"],
    ["CONNECT 127.0.0.1:443 HTTP/1.1", 405, "Allow: GET, HEAD, POST, OPTIONS"],
    ["OPTIONS * HTTP/1.1", 204, "Allow: GET, HEAD, POST, OPTIONS"],
    ["GET * HTTP/1.1", 400, "Content-Type: text/html"],
  ])("answers %s with %i, never a 500 or a dropped connection", async (line, status, header) => {
    const answer = await raw(s.port, `${line}\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(answer.split("\r\n")[0]).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(answer).toContain(header);
  });

  it("gives its own answers the headers of their address's class: at a private page or the console, a nonce policy and private, no-store, however the answer is made (405, 204, 308, a socket's refusal)", async () => {
    for (const line of ["DELETE /appointment", "OPTIONS /admin/staff", "TRACE /appointment", "GET /admin/%2e%2e/admin/staff", "CONNECT /admin/staff"]) {
      const answer = await raw(s.port, `${line} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect([line, answer]).toEqual([line, expect.stringMatching(/Cache-Control: private, no-store/i)]);
      expect([line, answer]).toEqual([line, expect.stringMatching(/Content-Security-Policy: [^\r]*script-src 'nonce-[A-Za-z0-9+/]{24}' 'strict-dynamic'/i)]);
    }
    const page = await raw(s.port, "DELETE /doctorList HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    expect(page).toMatch(/Cache-Control: no-store\r\n/i);
    expect(page).toMatch(/script-src 'self' 'unsafe-inline'/);
  });

  it("gives its API answers a request id: a well-formed incoming one, else a new one; pages get none", async () => {
    for (const line of ["TRACE /api/web/footer/get", "PROPFIND /api/health", "FOO /api/x", "CONNECT /api/web/footer/get"]) {
      const answer = await raw(s.port, `${line} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect([line, answer]).toEqual([line, expect.stringMatching(/X-Request-Id: [0-9a-f-]{36}/i)]);
    }
    const kept = await raw(s.port, "TRACE /api/health HTTP/1.1\r\nHost: x\r\nX-Request-Id: proxy-id-123\r\nConnection: close\r\n\r\n");
    expect(kept).toContain("X-Request-Id: proxy-id-123");
    expect(await raw(s.port, "TRACE / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")).not.toMatch(/X-Request-Id/i);
  });

  it("answers JSON under /api and passes ordinary requests and absolute-form targets (as a path) through", async () => {
    const api = await raw(s.port, "PROPFIND /api/web/footer/get HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    expect(api).toContain("Content-Type: application/json");
    expect(api).toContain('{"success":0,"message":"The method PROPFIND is not allowed here; use POST."}');
    expect(await raw(s.port, "GET /doctorList HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")).toContain("reached GET /doctorList");
    expect(await raw(s.port, "GET http://other.example/x?y=1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")).toContain("reached GET /x?y=1");
  });

  it("answers the checks every address shares with the security headers: 400, 405, 204 and a relative 308", async () => {
    const bad = await raw(s.port, "GET /doctorList?name=%00 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    expect(bad).toMatch(/^HTTP\/1\.1 400 /);
    expect(bad).toContain("U+0000");
    expect(bad).toMatch(/Content-Security-Policy: default-src 'self'/);
    expect(await raw(s.port, "DELETE / HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")).toMatch(/^HTTP\/1\.1 405 [^]*Allow: GET, HEAD, POST, OPTIONS/);
    expect(await raw(s.port, "OPTIONS /doctorList HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")).toMatch(/^HTTP\/1\.1 204 [^]*Allow: GET, HEAD, POST, OPTIONS/);
    const moved = await raw(s.port, "GET /specialities/%63ardiology?a=1 HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n");
    expect(moved).toMatch(/^HTTP\/1\.1 308 /);
    expect(moved).toContain("Location: /specialities/cardiology?a=1\r\n");
    expect(moved).toContain("Cross-Origin-Opener-Policy: same-origin");
  });

  it("hands API requests an id (the route wrapper reuses it), kept when well formed, never a forged one", async () => {
    const fresh = await raw(s.port, "POST /api/web/footer/get HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
    const id = /X-Request-Id: ([0-9a-f-]{36})/i.exec(fresh)?.[1];
    expect(id).toBeTruthy();
    expect(fresh).toContain(`id=${id}`);
    const kept = await raw(s.port, "POST /api/health HTTP/1.1\r\nHost: x\r\nX-Request-Id: proxy-id-123\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
    expect(kept).toMatch(/X-Request-Id: proxy-id-123/i);
    expect(kept).toContain("id=proxy-id-123");
    const forged = await raw(s.port, "POST /api/health HTTP/1.1\r\nHost: x\r\nX-Request-Id: bad id\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
    expect(forged).not.toContain("id=bad id");
    expect(await raw(s.port, "GET /doctorList HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")).not.toMatch(/X-Request-Id/i);
  });
});

describe("requests Node's parser refuses", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await serveSteps([refuseWhatNextCannotTake(TEST_ROUTES)], (_req, res) => void res.end("reached"));
    s.server.on("clientError", socketRefusals(TEST_ROUTES).onClientError);
  });
  afterAll(() => s.close());

  it("answer an address or headers over 16 kB with a 431 that says what to shorten (JSON under /api), not Node's bare one", async () => {
    const longQuery = await raw(s.port, `GET /api/health?a=${"b".repeat(20_000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(longQuery).toMatch(/^HTTP\/1\.1 431 /);
    expect(longQuery).toContain("Content-Type: application/json");
    expect(longQuery).toContain('"success":0');
    expect(longQuery).toMatch(/too long/);
    const longHeader = await raw(s.port, `GET /about HTTP/1.1\r\nHost: x\r\nX-Big: ${"c".repeat(17_000)}\r\nConnection: close\r\n\r\n`);
    expect(longHeader).toMatch(/^HTTP\/1\.1 431 [^]*Content-Type: text\/html[^]*too long/);
  });

  it("answer bytes HTTP does not allow in the address with a 400 and a message (JSON under /api)", async () => {
    const api = await raw(s.port, "GET /api/web/blog/\x01 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    expect(api).toMatch(/^HTTP\/1\.1 400 [^]*Content-Type: application\/json[^]*"success":0,"message":"The request could not be read/);
    const page = await raw(s.port, "GET /about?x=\x7f HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    expect(page).toMatch(/^HTTP\/1\.1 400 [^]*Content-Type: text\/html/);
    expect(parseErrorRefusal("HPE_INVALID_HEADER_TOKEN").status).toBe(400);
    expect(parseErrorRefusal("ERR_HTTP_REQUEST_TIMEOUT").status).toBe(408);
    expect(parseErrorRefusal("HPE_INVALID_CHUNK_SIZE").message).toMatch(/body/);
  });

  it("answer a malformed body with a 400 that names the body, and write nothing into an answer already sent", async () => {
    // A stand-in for Next that reads the body before it answers, as a route does.
    const reading = await serveSteps([], (req, res) => {
      req.resume();
      req.on("end", () => res.end("reached"));
    });
    reading.server.on("clientError", socketRefusals(TEST_ROUTES).onClientError);
    try {
      const answer = await raw(reading.port, "POST /api/web/footer/get HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\n");
      expect(answer).toMatch(/^HTTP\/1\.1 400 [^]*Content-Type: application\/json[^]*body could not be read/);
    } finally {
      await reading.close();
    }
    // Here the stand-in answers at once: the bad chunk arrives after the answer, and is no second answer.
    const late = await raw(s.port, "POST /about HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\n");
    expect(late).toMatch(/^HTTP\/1\.1 200 /);
    expect(late).not.toContain("HTTP/1.1 400");
  });
});

describe("Server Actions", () => {
  const known = `7f${"0".repeat(38)}ab`;
  const withActions = routeTable(TEST_ROUTES.routes, new Set([known]));
  const withoutActions = routeTable(TEST_ROUTES.routes, new Set());
  const post = (port: number, target: string, headers = "") => raw(port, `POST ${target} HTTP/1.1\r\nHost: x\r\n${headers}Content-Type: text/plain\r\nContent-Length: 2\r\nConnection: close\r\n\r\n[]`);
  const action = (id: string) => `Next-Action: ${id}\r\n`;
  const reached = (req: { url?: string }, res: { end(body: string): void }) => void res.end(`reached ${req.url}`);

  it("a page's POST naming an action of the build reaches Next; one the build does not have gets Next's own unknown-action answer here", async () => {
    const s = await serveSteps([refuseWhatNextCannotTake(withActions)], reached);
    try {
      expect(await post(s.port, "/about", action(known))).toContain("reached /about");
      // An absolute-form target is checked as its path is.
      expect(await post(s.port, "http://other.example/about", action("x"))).toMatch(/^HTTP\/1\.1 400 [^]*x-nextjs-action-not-found: 1/);
      const stale = await post(s.port, "/about", action(`7f${"1".repeat(40)}`));
      expect(stale).toMatch(/^HTTP\/1\.1 409 [^]*x-nextjs-action-not-found: 1[^]*Server Action unavailable\.$/);
      expect(await post(s.port, "/about", action("x"))).toMatch(/^HTTP\/1\.1 400 [^]*x-nextjs-action-not-found: 1[^]*Invalid Server Action request\.$/);
      // The header means nothing to the API, nor to a POST without it: a form's (an action posted without JavaScript, for Next to read).
      expect(await post(s.port, "/api/web/footer/get", action("x"))).toContain("reached /api/web/footer/get");
      const form = (type: string) => raw(s.port, `POST /about HTTP/1.1\r\nHost: x\r\nContent-Type: ${type}\r\nContent-Length: 3\r\nConnection: close\r\n\r\na=b`);
      expect(await form("application/x-www-form-urlencoded")).toContain("reached /about");
      expect(await form("multipart/form-data; boundary=x")).toContain("reached /about");
      // Any other POST is one no page can use: 415 with a way on, where Next gave its 405 with two Allow lines (or a render).
      for (const type of ["text/plain", "application/json", "application/x-www-form-urlencodedx"]) {
        expect([type, await form(type)]).toEqual([type, expect.stringMatching(/^HTTP\/1\.1 415 [^]*Content-Type: text\/html[^]*only from one of its forms/)]);
      }
      expect(await raw(s.port, "POST /about HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")).toMatch(/^HTTP\/1\.1 415 /);
      // Under next dev (no list of actions) every POST reaches Next.
      const dev = await serveSteps([refuseWhatNextCannotTake(TEST_ROUTES)], reached);
      try {
        expect(await post(dev.port, "/about")).toContain("reached /about");
      } finally {
        await dev.close();
      }
    } finally {
      await s.close();
    }
  });

  it("in a build without any, a page's POST is a 405 whose one Allow line lists GET, HEAD and OPTIONS, as its OPTIONS and its PUT say; an action's call still gets the unknown-action answer", async () => {
    const s = await serveSteps([refuseWhatNextCannotTake(withoutActions)], reached);
    try {
      for (const target of ["/about", "/doctorList", "/doctordetail/dr-asha-rao", "/appointment", "/no-such-page"]) {
        const answer = await post(s.port, target);
        expect([target, answer]).toEqual([target, expect.stringMatching(/^HTTP\/1\.1 405 [^]*\r\nAllow: GET, HEAD, OPTIONS\r\n/)]);
        expect(answer.match(/\r\nallow:/gi)).toHaveLength(1);
        expect(answer).toMatch(/Content-Type: text\/html[^]*<html/);
      }
      for (const method of ["PUT", "OPTIONS"]) {
        expect(await raw(s.port, `${method} /about HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`)).toMatch(/\r\nAllow: GET, HEAD, OPTIONS\r\n/);
      }
      // A client of an earlier build calling an action this one does not have: Next's answer, which its router reads.
      expect(await post(s.port, "/about", action(`7f${"1".repeat(40)}`))).toMatch(/^HTTP\/1\.1 409 [^]*x-nextjs-action-not-found: 1/);
      // The API keeps its own methods, and OPTIONS * still lists the API's POST.
      expect(await post(s.port, "/api/web/footer/get")).toContain("reached /api/web/footer/get");
      expect(serverAllow(withoutActions)).toEqual(["GET", "HEAD", "POST", "OPTIONS"]);
      expect(serverAllow(routeTable(TEST_ROUTES.routes.filter((r) => r.kind !== "api"), new Set()))).toEqual(["GET", "HEAD", "OPTIONS"]);
    } finally {
      await s.close();
    }
  });
});

describe("the refusals of a production site served over HTTPS", () => {
  it("carry HSTS, on the socket's answers too", async () => {
    const s = await serveSteps([refuseWhatNextCannotTake(TEST_ROUTES, { https: true })], (_req, res) => void res.end("reached"));
    const { onConnect, onClientError } = socketRefusals(TEST_ROUTES, { https: true });
    s.server.on("connect", onConnect);
    s.server.on("clientError", onClientError);
    try {
      for (const line of ["DELETE / HTTP/1.1", "GET /x%00 HTTP/1.1", "GET /%61 HTTP/1.1", "TRACE / HTTP/1.1", "CONNECT / HTTP/1.1", "FOO / HTTP/1.1"]) {
        expect([line, await raw(s.port, `${line}\r\nHost: x\r\nConnection: close\r\n\r\n`)]).toEqual([line, expect.stringContaining("Strict-Transport-Security: max-age=63072000; includeSubDomains")]);
      }
    } finally {
      await s.close();
    }
  });
});

