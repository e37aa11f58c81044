import { z } from "zod";
import { call } from "@/test/http";
import { methods, ok, route } from "./route";
import { HttpError } from "./errors";

const echo = route({ body: z.object({ name: z.string().min(1, "enter a name"), age: z.number().int().optional() }) }, async ({ body }) =>
  ok(body),
);

describe("route wrapper", () => {
  it("passes a valid JSON body to the handler and answers the success envelope", async () => {
    const { status, body } = await call(echo, "/api/x", { json: { name: "Asha", age: 31 } });
    expect(status).toBe(200);
    expect(body).toEqual({ success: 1, data: { name: "Asha", age: 31 } });
  });

  it("answers malformed JSON with 400 and a message naming the problem", async () => {
    const { status, body } = await call(echo, "/api/x", { body: "{name:", headers: { "content-type": "application/json" } });
    expect(status).toBe(400);
    expect(body.success).toBe(0);
    expect(body.message).toMatch(/not valid JSON/);
  });

  it("never quotes the malformed body back in its message", async () => {
    const { status, body } = await call(echo, "/api/x", { body: '{"name": "Asha 9876543210", oops}', headers: { "content-type": "application/json" } });
    expect(status).toBe(400);
    expect(body.message).not.toContain("9876543210");
    expect(body.message).not.toContain("oops");
  });

  it("answers a schema error a domain throws (a setting, a later form) with 400 naming the fields, not 500", async () => {
    const strict = z.object({ phone: z.string({ error: "enter a phone number" }) });
    const handler = route({}, async () => ok(strict.parse({ phone: 42 })));
    const { status, body } = await call(handler, "/api/x", { json: {} });
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ path: "phone", message: "enter a phone number" }]);
  });

  it("answers a body that is not a JSON object with 400", async () => {
    const { status, body } = await call(echo, "/api/x", { json: [1, 2] });
    expect(status).toBe(400);
    expect(body.message).toBe("The request body must be a JSON object.");
  });

  it("answers wrong types and missing fields with 400 and one error per field", async () => {
    const { status, body } = await call(echo, "/api/x", { json: { age: "old" } });
    expect(status).toBe(400);
    expect(body.message).toMatch(/^Invalid request body: name:/);
    const paths = (body.errors as { path: string }[]).map((e) => e.path).sort();
    expect(paths).toEqual(["age", "name"]);
  });

  it("answers a field's whole sentence for people as the message itself, and a terse one after where and which field", async () => {
    const human = route({ body: z.object({ link: z.string().min(20, "This booking link is not complete or not valid. Open it again from your SMS or e-mail.") }) }, async () => ok({}));
    const { body } = await call(human, "/api/x", { json: { link: "short" } });
    expect(body.message).toBe("This booking link is not complete or not valid. Open it again from your SMS or e-mail.");
    expect(body.errors).toEqual([{ path: "link", message: body.message }]);
    const terse = await call(echo, "/api/x", { json: { name: "" } });
    expect(terse.body.message).toBe("Invalid request body: name: enter a name");
  });

  it("answers a non-JSON content type with 415", async () => {
    const { status, body } = await call(echo, "/api/x", { body: "name=Asha", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(status).toBe(415);
    expect(body.message).toMatch(/Content-Type: application\/json/);
  });

  it("answers a body over the limit with 413, by declared length and by actual size", async () => {
    const small = route({ maxBytes: 64 }, async () => ok(true));
    const big = JSON.stringify({ text: "x".repeat(200) });
    const declared = await call(small, "/api/x", { body: big, headers: { "content-type": "application/json" } });
    expect(declared.status).toBe(413);
    expect(declared.body.message).toMatch(/too large/);

    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const request = new Request("http://localhost/api/x", {
      method: "POST",
      body: stream,
      headers: { "content-type": "application/json" },
      duplex: "half",
    } as RequestInit);
    const streamed = await small(request, { params: Promise.resolve({}) });
    expect(streamed.status).toBe(413);
  });

  it("treats an empty POST body as {} so calls without a payload work", async () => {
    const handler = route({}, async ({ body }) => ok(body));
    const { status, body } = await call(handler, "/api/x", {});
    expect(status).toBe(200);
    expect(body.data).toEqual({});
  });

  it("validates query parameters and path segments", async () => {
    const handler = route(
      { query: z.object({ page: z.coerce.number().int().min(1) }), params: z.object({ id: z.string().regex(/^\d+$/, "must be a number") }) },
      async ({ query, params }) => ok({ query, params }),
    );
    const good = await call(handler, "/api/x?page=2", { method: "GET", params: { id: "7" } });
    expect(good.body.data).toEqual({ query: { page: 2 }, params: { id: "7" } });
    const badQuery = await call(handler, "/api/x?page=0", { method: "GET", params: { id: "7" } });
    expect(badQuery.status).toBe(400);
    expect(badQuery.body.message).toMatch(/^Invalid query parameter: page:/);
    const badPath = await call(handler, "/api/x?page=1", { method: "GET", params: { id: "abc" } });
    expect(badPath.status).toBe(400);
    expect(badPath.body.message).toBe("Invalid path: id: must be a number");
  });

  it("answers a call without its session or token 401 before judging its path, query or body (regression: a console call answered 400 for a bad id)", async () => {
    const strict = { query: z.object({ page: z.coerce.number().int().min(1) }), params: z.object({ id: z.uuid() }), body: z.object({ note: z.string().min(5) }) };
    const consoleCall = route({ ...strict, roles: ["front_desk"] }, async () => ok({}));
    const bookingCall = route({ ...strict, auth: "booking" }, async () => ok({}));
    for (const [handler, status] of [[consoleCall, 401], [bookingCall, 401]] as const) {
      for (const method of ["GET", "POST"] as const) {
        const res = await call(handler, "/api/x?page=0&q=%00", { method, params: { id: "not-a-uuid\u0000" }, ...(method === "POST" ? { json: { note: 1 }, headers: { origin: "http://localhost:3000" } } : {}) });
        expect([method, res.status]).toEqual([method, status]);
      }
    }
  });

  it("refuses at definition a route whose authorize step has no roles to judge (there would be no staff member)", () => {
    expect(() => route({ authorize: () => undefined }, async () => ok({}))).toThrow(/authorize` needs `roles`/);
    expect(() => route({ roles: ["editor"], authorize: () => undefined }, async () => ok({}))).not.toThrow();
  });

  it("turns a thrown HttpError into its status and message", async () => {
    const handler = route({}, async () => {
      throw new HttpError("not_found", "Doctor not found");
    });
    const { status, body } = await call(handler, "/api/x", {});
    expect(status).toBe(404);
    expect(body).toEqual({ success: 0, message: "Doctor not found" });
  });

  it("answers a body the client cut off half-way 400 and logs no database alert (regression: ECONNRESET was logged as db_unavailable, 503)", async () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const reset = Object.assign(new Error("aborted"), { code: "ECONNRESET" });
    for (const bodyMode of [undefined, "raw"] as const) {
      const handler = route({ bodyMode, body: z.object({ name: z.string() }) }, async () => ok({}));
      let sent = false;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (!sent) {
            sent = true;
            controller.enqueue(new TextEncoder().encode('{"name":"Asha'));
          } else controller.error(reset);
        },
      });
      const request = new Request("http://localhost/api/x", { method: "POST", headers: { "content-type": "application/json" }, body, duplex: "half" } as RequestInit);
      const res = await handler(request, { params: Promise.resolve({}) });
      expect([bodyMode, res.status, ((await res.json()) as { code?: string }).code]).toEqual([bodyMode, 400, "request_cut_off"]);
    }
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("logs an unexpected error and answers a generic 500 that quotes the request id, without the error's details", async () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const handler = route({}, async () => {
      throw new Error("secret connection string postgres://user:pw@db");
    });
    const { status, body, response } = await call(handler, "/api/x", {});
    expect(status).toBe(500);
    expect(JSON.stringify(body)).not.toMatch(/secret|postgres/);
    const id = response.headers.get("x-request-id");
    expect(body.message).toBe(`Something went wrong on our side. Please try again in a moment. (reference: ${id})`);
    expect(spy).toHaveBeenCalledTimes(1);
    const line = JSON.parse(String(spy.mock.calls[0][0]));
    expect(line).toMatchObject({ level: "error", event: "unexpected_error", requestId: id, route: "POST /api/x", errorClass: "Error", status: 500 });
    spy.mockRestore();
  });

  it("answers methods a route does not define with a JSON 405 and a true Allow header", async () => {
    const exports = methods({ POST: route({}, async () => ok(1)) });
    for (const method of ["GET", "HEAD", "PUT", "PATCH", "DELETE"] as const) {
      const response = await exports[method](new Request("http://localhost/api/x", { method }), { params: Promise.resolve({}) });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST, OPTIONS");
      expect(response.headers.get("content-type")).toMatch(/application\/json/);
    }
    const { body } = await call(exports.GET, "/api/x", { method: "GET" });
    expect(body.message).toBe("The method GET is not allowed here; use POST.");
  });

  it("answers OPTIONS with exactly the methods that do not answer 405", async () => {
    const post = methods({ POST: route({}, async () => ok(1)) });
    const options = await post.OPTIONS(new Request("http://localhost/api/x", { method: "OPTIONS" }), { params: Promise.resolve({}) });
    expect(options.status).toBe(204);
    expect(options.headers.get("allow")).toBe("POST, OPTIONS");

    const get = methods({ GET: route({}, async () => ok({ big: "x".repeat(100) })) });
    const getOptions = await get.OPTIONS(new Request("http://localhost/api/x", { method: "OPTIONS" }), { params: Promise.resolve({}) });
    expect(getOptions.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
  });

  it("answers HEAD on a GET route with the GET answer's status and headers and no body", async () => {
    const get = methods({ GET: route({}, async () => ok({ big: "x".repeat(100) })) });
    const head = await get.HEAD(new Request("http://localhost/api/x", { method: "HEAD" }), { params: Promise.resolve({}) });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toMatch(/application\/json/);
    expect(head.headers.get("x-request-id")).toBeTruthy();
    expect(await head.text()).toBe("");
  });
});

describe("route wrapper: request ids", () => {
  it("sends a new uuid as X-Request-Id on every answer, success or failure", async () => {
    const ids = [];
    for (const json of [{ name: "Asha" }, { age: "old" }]) {
      const { response } = await call(echo, "/api/x", { json });
      ids.push(response.headers.get("x-request-id"));
    }
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it("keeps a well-formed incoming X-Request-Id and replaces a malformed one", async () => {
    const kept = await call(echo, "/api/x", { json: { name: "Asha" }, headers: { "x-request-id": "proxy-abc-12345" } });
    expect(kept.response.headers.get("x-request-id")).toBe("proxy-abc-12345");
    const replaced = await call(echo, "/api/x", { json: { name: "Asha" }, headers: { "x-request-id": "bad id" } });
    expect(replaced.response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("route wrapper: control characters", () => {
  // A handler with no schema at all: the wrapper's own check must still stop the text.
  const loose = route({}, async ({ body, query, params }) => ok({ body, query, params }));

  it("refuses a NUL in a body value with 400, naming the field, before any schema", async () => {
    const { status, body } = await call(loose, "/api/x", { json: { filters: { name: "a\u0000b" } } });
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ path: "filters.name", message: expect.stringMatching(/U\+0000.*remove it and try again/) }]);
    expect(body.message).toMatch(/^Invalid request body: filters\.name: contains the character U\+0000/);
  });

  it("refuses every C0 control but tab, newline and carriage return, DEL and lone surrogates, in values, keys and arrays", async () => {
    for (const bad of ["\u0001", "\u0008", "\u000b", "\u001f", "\u007f", "\ud800", "x\udfff"]) {
      expect((await call(loose, "/api/x", { json: { list: ["ok", bad] } })).status).toBe(400);
    }
    const key = await call(loose, "/api/x", { json: { ["a\u0000"]: 1 } });
    expect(key.status).toBe(400);
    expect((key.body.errors as { path: string }[])[0].path).toBe("a\\u0000");
    const fine = await call(loose, "/api/x", { json: { text: "line\nnext\r\n\tindented, Zoë, डॉ., 😀" } });
    expect(fine.status).toBe(200);
  });

  it("refuses a NUL in a query parameter and in a path segment", async () => {
    const query = await call(loose, "/api/x?name=a%00b", { method: "GET" });
    expect(query.status).toBe(400);
    expect(query.body.errors).toEqual([{ path: "name", message: expect.stringContaining("U+0000") }]);
    const path = await call(loose, "/api/x/a%00b", { method: "GET", params: { category: "a\u0000b" } });
    expect(path.status).toBe(400);
    expect(path.body.errors).toEqual([{ path: "category", message: expect.stringContaining("U+0000") }]);
  });

  it("survives a deeply nested body", async () => {
    const deep = "[".repeat(20_000) + '"\\u0000"' + "]".repeat(20_000);
    const started = Date.now();
    const { status, body } = await call(loose, "/api/x", { body: `{"a":${deep}}`, headers: { "content-type": "application/json" } });
    expect(status).toBe(400);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(JSON.stringify(body).length).toBeLessThan(1000);
  });
});
