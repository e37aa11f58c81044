import { CLIENT_ADDRESS_HEADER } from "@/lib/http/internal-headers";
import { raw, serveSteps, type TestServer } from "../test-server";
import { markApiRequest } from "./api-request";

// The step on a real server in front of a stand-in for Next that answers with the request id and
// the visitor's address it was handed (the route wrapper reads both from the request headers).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface Seen {
  /** The X-Request-Id header of the answer. */
  answerId: string | null;
  /** The request headers Next was handed. */
  id: string | null;
  address: string | null;
}

async function serve(options?: { trustProxyHops?: number }): Promise<TestServer> {
  return serveSteps([markApiRequest(options)], (req, res) => {
    res.setHeader("Content-Type", "application/json");
    res.end(JSON.stringify({ id: req.headers["x-request-id"] ?? null, address: req.headers[CLIENT_ADDRESS_HEADER] ?? null }));
  });
}

/** Runs `check` against a server of its own with these options, closing it whatever happens. */
async function withServer(options: { trustProxyHops?: number } | undefined, check: (s: TestServer) => Promise<void>): Promise<void> {
  const s = await serve(options);
  try {
    await check(s);
  } finally {
    await s.close();
  }
}

async function request(s: TestServer, path: string, headers: Record<string, string> = {}): Promise<Seen> {
  const response = await fetch(`${s.url}${path}`, { headers });
  expect(response.status).toBe(200);
  const handed = (await response.json()) as { id: string | null; address: string | null };
  return { answerId: response.headers.get("x-request-id"), ...handed };
}

describe("markApiRequest: the request id", () => {
  let s: TestServer;
  beforeAll(async () => (s = await serve()));
  afterAll(() => s.close());

  it("gives an API request without an id a new uuid, a different one each time, on the request for Next and on the answer", async () => {
    const ids = new Set<string>();
    for (const path of ["/api", "/api/health", "/api/web/footer/get?x=1"]) {
      for (let i = 0; i < 3; i++) {
        const seen = await request(s, path);
        expect([path, seen.id]).toEqual([path, expect.stringMatching(UUID)]);
        expect(seen.answerId).toBe(seen.id);
        ids.add(seen.id!);
      }
    }
    expect(ids.size).toBe(9);
  });

  it("keeps a well-formed incoming id (a proxy's uuid, a hex trace id, req-123…, 128 characters) and answers with it", async () => {
    for (const incoming of ["req-12345678", "4bf92f3577b34da6a3ce929d0e0e4736", "f47ac10b-58cc-4372-a567-0e02b2c3d479", "lb:trace.0001_x", `a${"b".repeat(127)}`]) {
      const seen = await request(s, "/api/health", { "x-request-id": incoming });
      expect([incoming, seen]).toEqual([incoming, { answerId: incoming, id: incoming, address: "127.0.0.1" }]);
    }
  });

  it("replaces a malformed, too short or oversized incoming id with a new uuid, on the request and the answer", async () => {
    for (const incoming of ["bad id", "short", "-leading-dash", "req-123<script>", "id\u00e9-12345678", "a".repeat(129), "a".repeat(4096)]) {
      const seen = await request(s, "/api/health", { "x-request-id": incoming });
      expect([incoming, seen.id]).toEqual([incoming, expect.stringMatching(UUID)]);
      expect(seen.answerId).toBe(seen.id);
    }
  });

  it("replaces two X-Request-Id headers (which Node joins into one list) with a single new id", async () => {
    const answer = await raw(s.port, "GET /api/health HTTP/1.1\r\nHost: x\r\nX-Request-Id: req-11111111\r\nX-Request-Id: req-22222222\r\nConnection: close\r\n\r\n");
    const id = /\r\nX-Request-Id: ([^\r]*)\r\n/i.exec(answer)?.[1];
    expect(id).toMatch(UUID);
    expect(answer).toContain(`"id":"${id}"`);
    expect(answer).not.toContain("req-11111111");
  });
});

describe("markApiRequest: the visitor's address", () => {
  it("is the socket's address with TRUST_PROXY at 0 hops (the default), whatever X-Forwarded-For or the forged header say", async () => {
    for (const options of [undefined, { trustProxyHops: 0 }]) {
      await withServer(options, async (s) => {
        expect((await request(s, "/api/health")).address).toBe("127.0.0.1");
        expect((await request(s, "/api/health", { "x-forwarded-for": "203.0.113.7" })).address).toBe("127.0.0.1");
        expect((await request(s, "/api/health", { "x-forwarded-for": "198.51.100.1, 203.0.113.7" })).address).toBe("127.0.0.1");
        expect((await request(s, "/api/health", { [CLIENT_ADDRESS_HEADER]: "203.0.113.8" })).address).toBe("127.0.0.1");
      });
    }
  });

  it("is the last X-Forwarded-For entry behind one trusted proxy, the socket's when there is none or it is not an address", async () => {
    await withServer({ trustProxyHops: 1 }, async (s) => {
      expect((await request(s, "/api/health", { "x-forwarded-for": "203.0.113.7" })).address).toBe("203.0.113.7");
      // A visitor's own X-Forwarded-For comes first; the proxy appends the address it saw.
      expect((await request(s, "/api/health", { "x-forwarded-for": "10.9.9.9, 198.51.100.1, 203.0.113.7" })).address).toBe("203.0.113.7");
      expect((await request(s, "/api/health", { "x-forwarded-for": "2001:db8::1" })).address).toBe("2001:db8::1");
      expect((await request(s, "/api/health", { "x-forwarded-for": "::ffff:203.0.113.7" })).address).toBe("203.0.113.7");
      expect((await request(s, "/api/health")).address).toBe("127.0.0.1");
      expect((await request(s, "/api/health", { "x-forwarded-for": "198.51.100.1, not-an-address" })).address).toBe("127.0.0.1");
      // A visitor cannot hand Next an address of its own under the server's header either.
      expect((await request(s, "/api/health", { "x-forwarded-for": "203.0.113.7", [CLIENT_ADDRESS_HEADER]: "10.0.0.1" })).address).toBe("203.0.113.7");
    });
  });

  it("is the entry the outermost of two trusted proxies added", async () => {
    await withServer({ trustProxyHops: 2 }, async (s) => {
      expect((await request(s, "/api/health", { "x-forwarded-for": "10.9.9.9, 198.51.100.1, 203.0.113.7" })).address).toBe("198.51.100.1");
    });
  });
});

describe("markApiRequest on a console page", () => {
  it("hands Next the visitor's address (the session's last network), and no request id", async () => {
    await withServer({ trustProxyHops: 1 }, async (s) => {
      expect(await request(s, "/admin/sessions", { "x-forwarded-for": "203.0.113.7", [CLIENT_ADDRESS_HEADER]: "10.0.0.1" })).toEqual({ answerId: null, id: null, address: "203.0.113.7" });
      expect((await request(s, "/admin")).address).toBe("127.0.0.1");
    });
  });
});

describe("markApiRequest on a request outside the API", () => {
  let s: TestServer;
  beforeAll(async () => (s = await serve({ trustProxyHops: 1 })));
  afterAll(() => s.close());

  it("leaves a page's request headers as sent and gives its answer no request id", async () => {
    for (const path of ["/", "/doctorList?speciality=cardiology", "/apidocs", "/p/api", "/_next/static/chunks/api.js"]) {
      expect([path, await request(s, path)]).toEqual([path, { answerId: null, id: null, address: null }]);
      const sent = { "x-request-id": "bad id", "x-forwarded-for": "203.0.113.7", [CLIENT_ADDRESS_HEADER]: "10.0.0.1" };
      // (dropInternalHeaders, before this step in main.ts, removes the forged address.)
      expect([path, await request(s, path, sent)]).toEqual([path, { answerId: null, id: "bad id", address: "10.0.0.1" }]);
    }
  });
});
