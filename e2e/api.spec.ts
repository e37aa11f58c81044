import net from "node:net";
import { expect, test } from "@playwright/test";

// The API over real HTTP through the production server (route handlers are also tested in jest).
test.describe("API over HTTP", () => {
  test("answers the speciality list in the envelope", async ({ request }) => {
    const response = await request.post("/api/web/speciality-v2/list-user", { data: {} });
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.success).toBe(1);
    expect(body.data.length).toBeGreaterThanOrEqual(20);
  });

  test("answers bad input and unknown paths with a 4xx JSON envelope, never HTML", async ({ request }) => {
    const cases = [
      await request.post("/api/web/footer/get", { headers: { "content-type": "application/json" }, data: "{not json" }),
      await request.get("/api/web/footer/get"),
      await request.post("/api/web/footer/get", { headers: { "content-type": "text/plain" }, data: "hello" }),
      await request.post("/api/web/footer/get", { headers: { "content-type": "application/json" }, data: JSON.stringify({ a: "x".repeat(200_000) }) }),
      await request.post("/api/no/such/endpoint", { data: {} }),
      await request.get("/api/no/such/endpoint"),
    ];
    expect(cases.map((r) => r.status())).toEqual([400, 405, 415, 413, 404, 404]);
    for (const response of cases) {
      expect(response.headers()["content-type"]).toMatch(/application\/json/);
      const body = await response.json();
      expect(body.success).toBe(0);
      expect(body.message.length).toBeGreaterThan(10);
    }
  });

  test("health reports the database", async ({ request }) => {
    const body = await (await request.get("/api/health")).json();
    expect(body.data).toEqual({ ok: true, database: { ok: true, engine: "pglite" } });
  });
});

test("an address with broken percent-encoding gets a 400, not a 500", async ({ request }) => {
  expect((await request.get("/doctordetail/%E0%A4")).status()).toBe(400);
  expect((await request.get("/specialities/%E0%A4%A")).status()).toBe(400);
  const api = await request.post("/api/web/doctor/get-by-url/%E0%A4", { data: {} });
  expect(api.status()).toBe(400);
  expect((await api.json()).success).toBe(0);
});

/** One raw HTTP/1.1 exchange on a socket: methods and request targets a browser never sends. */
async function rawHttp(baseURL: string, requestLine: string, extraHeaders = "", body = ""): Promise<{ status: number; head: string; body: string }> {
  const { hostname, port } = new URL(baseURL);
  const text = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () =>
      socket.write(`${requestLine}\r\nHost: ${hostname}:${port}\r\n${extraHeaders}Connection: close\r\n\r\n${body}`),
    );
    let answer = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("close", () => resolve(answer));
    socket.on("error", reject);
  });
  const [head, ...rest] = text.split("\r\n\r\n");
  return { status: Number(head.split(" ")[1] ?? 0), head, body: rest.join("\r\n\r\n") };
}

const header = (head: string, name: string) =>
  head
    .split("\r\n")
    .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    ?.slice(name.length + 1)
    .trim();

test.describe("methods and request targets over raw HTTP", () => {
  test("unknown and forbidden methods get a 405 with a true Allow (JSON under /api, HTML for pages), never a 500", async ({ baseURL }) => {
    for (const method of ["TRACE", "TRACK", "CONNECT", "PROPFIND", "FOO"]) {
      const api = await rawHttp(baseURL!, `${method} /api/web/footer/get HTTP/1.1`);
      expect([method, api.status, header(api.head, "allow")]).toEqual([method, 405, "POST, OPTIONS"]);
      expect(header(api.head, "content-type")).toMatch(/application\/json/);
      expect(JSON.parse(api.body)).toMatchObject({ success: 0 });

      const page = await rawHttp(baseURL!, `${method} /doctorList HTTP/1.1`);
      expect([method, page.status, header(page.head, "allow")]).toEqual([method, 405, "GET, HEAD, OPTIONS"]);
    }
    const v1 = await rawHttp(baseURL!, "TRACE /api/web/service/radiology/x HTTP/1.1");
    expect([v1.status, header(v1.head, "allow")]).toEqual([405, "GET, HEAD, OPTIONS"]);
  });

  test("OPTIONS lists exactly the methods that do not answer 405, and HEAD answers where GET does", async ({ baseURL }) => {
    const post = await rawHttp(baseURL!, "OPTIONS /api/web/footer/get HTTP/1.1");
    expect([post.status, header(post.head, "allow")]).toEqual([204, "POST, OPTIONS"]);
    for (const method of ["GET", "HEAD", "PUT", "PATCH", "DELETE"]) {
      const answer = await rawHttp(baseURL!, `${method} /api/web/footer/get HTTP/1.1`);
      expect([method, answer.status, header(answer.head, "allow")]).toEqual([method, 405, "POST, OPTIONS"]);
    }
    const get = await rawHttp(baseURL!, "OPTIONS /api/health HTTP/1.1");
    expect([get.status, header(get.head, "allow")]).toEqual([204, "GET, HEAD, OPTIONS"]);
    const head = await rawHttp(baseURL!, "HEAD /api/health HTTP/1.1");
    expect(head.status).toBe(200);
    expect(head.body).toBe("");

    // Pages take what Next's pages take: GET, HEAD, and POST only for a Server Action, which this build has none of.
    const page = await rawHttp(baseURL!, "OPTIONS /doctorList HTTP/1.1");
    expect([page.status, header(page.head, "allow")]).toEqual([204, "GET, HEAD, OPTIONS"]);
    for (const method of ["PUT", "PATCH", "DELETE", "POST"]) {
      for (const target of ["/", "/appointment", "/doctordetail/dr-rajesh-iyer"]) {
        const answer = await rawHttp(baseURL!, `${method} ${target} HTTP/1.1`, "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 3\r\n", "a=b");
        expect([method, target, answer.status, header(answer.head, "allow"), answer.head.match(/\r\nallow:/gi)?.length]).toEqual([method, target, 405, "GET, HEAD, OPTIONS", 1]);
      }
    }
    // A call to an action the build does not have (a page of an earlier build): Next's own answer, which its router reads.
    const action = await rawHttp(baseURL!, "POST /about HTTP/1.1", "Next-Action: 7f00000000000000000000000000000000000000aa\r\nContent-Type: text/plain;charset=UTF-8\r\nContent-Length: 2\r\n", "[]");
    expect([action.status, header(action.head, "x-nextjs-action-not-found")]).toEqual([409, "1"]);
  });

  test("request targets that are not a path get a 400 (OPTIONS * the server's methods), an absolute URL never redirects away", async ({ baseURL }) => {
    const star = await rawHttp(baseURL!, "OPTIONS * HTTP/1.1");
    expect([star.status, header(star.head, "allow")]).toEqual([204, "GET, HEAD, POST, OPTIONS"]);
    expect((await rawHttp(baseURL!, "GET * HTTP/1.1")).status).toBe(400);
    expect((await rawHttp(baseURL!, "GET doctorList HTTP/1.1")).status).toBe(400);
    const absolute = await rawHttp(baseURL!, "GET http://attacker.example/api/health HTTP/1.1");
    expect(absolute.status).toBe(200);
    expect(header(absolute.head, "location")).toBeUndefined();
  });
});

test.describe("control characters at every door", () => {
  test("a NUL byte in a body, a query or a path answers 400, never 500", async ({ request }) => {
    for (const path of ["/api/web/doctor/search", "/api/web/doctor/list-user", "/api/web/doctor/get-by-url"]) {
      const response = await request.post(path, { data: { name: "a\u0000b", url: "a\u0000b" } });
      expect([path, response.status()]).toEqual([path, 400]);
      const body = await response.json();
      expect(body.success).toBe(0);
      expect(body.errors[0].message).toMatch(/U\+0000.*remove it and try again/);
    }
    const service = await request.get("/api/web/service/a%00b/0b6f0a3e-5c1d-4a7e-9a53-3f1c2b7d9e10");
    expect(service.status()).toBe(400);
    expect((await service.json()).success).toBe(0);
    for (const page of ["/doctorList?name=%00", "/specialities/x%00", "/doctordetail/a%01b", "/doctorList?name=%7F", "/?q=%1B"]) {
      const response = await request.get(page);
      expect([page, response.status()]).toEqual([page, 400]);
      expect(await response.text()).toContain("not valid");
    }
  });
});

test.describe("request ids", () => {
  test("every API answer carries X-Request-Id, a well-formed incoming one is kept, and a 404 has one too", async ({ request }) => {
    const fresh = await request.post("/api/web/footer/get", { data: {} });
    expect(fresh.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await request.post("/api/web/footer/get", { data: {}, headers: { "X-Request-Id": "proxy-trace-0001" } });
    expect(kept.headers()["x-request-id"]).toBe("proxy-trace-0001");
    const missing = await request.get("/api/no/such/endpoint");
    expect(missing.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const bad = await request.post("/api/web/doctor/search", { data: { name: "a\u0000b" } });
    expect(bad.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
