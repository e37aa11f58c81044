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

  it("turns a thrown HttpError into its status and message", async () => {
    const handler = route({}, async () => {
      throw new HttpError("not_found", "Doctor not found");
    });
    const { status, body } = await call(handler, "/api/x", {});
    expect(status).toBe(404);
    expect(body).toEqual({ success: 0, message: "Doctor not found" });
  });

  it("logs an unexpected error and answers a generic 500 without its details", async () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const handler = route({}, async () => {
      throw new Error("secret connection string postgres://user:pw@db");
    });
    const { status, body } = await call(handler, "/api/x", {});
    expect(status).toBe(500);
    expect(JSON.stringify(body)).not.toMatch(/secret|postgres/);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it("answers database connection failures with 503 and Retry-After", async () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const handler = route({}, async () => {
      throw Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    });
    const { status, response } = await call(handler, "/api/x", {});
    expect(status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    spy.mockRestore();
  });

  it("answers methods a route does not define with a JSON 405 and an Allow header", async () => {
    const exports = methods({ POST: route({}, async () => ok(1)) });
    const { status, body, response } = await call(exports.GET, "/api/x", { method: "GET" });
    expect(status).toBe(405);
    expect(body.message).toBe("The method GET is not allowed here; use POST.");
    expect(response.headers.get("allow")).toBe("POST");
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
  });
});
