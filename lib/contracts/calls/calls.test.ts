import { z } from "zod";
import { CALLS, ROUTE_METHODS_OF } from ".";

// The declarations are consistent in themselves; that each has its route, answering its method
// with a handler built from it, is app/api/routes.test.ts's to prove.

describe.each(CALLS.map((call) => [`${call.method} /api/${call.path}`, call] as const))("%s", (_label, call) => {
  it("names its path relative to /api, its dynamic segments in brackets, each checked by its params schema", () => {
    expect(call.path).toMatch(/^[A-Za-z0-9-]+(\/(\[[a-z]+\]|[A-Za-z0-9-]+))*$/);
    const segments = [...call.path.matchAll(/\[([a-z]+)\]/g)].map(([, name]) => name);
    const shape = call.params instanceof z.ZodObject ? Object.keys(call.params.shape) : [];
    expect(shape.sort()).toEqual(segments.sort());
  });

  it("says who may call it: roles for staff, and only for staff", () => {
    if (call.access === "staff") expect(call.roles?.length).toBeGreaterThan(0);
    else expect(call.roles).toBeUndefined();
  });

  it("declares its answer: a file with its type, or the envelope's data with its schema", () => {
    if (call.answers === "file") expect([call.output, typeof call.fileType]).toEqual([undefined, "string"]);
    else expect(call.output).toBeInstanceOf(z.ZodType);
  });

  it("takes its input the way its method and body kind allow", () => {
    if (call.method === "GET") expect([call.body, call.bodyKind ?? "json"]).toEqual([undefined, "json"]);
    if (call.bodyKind === "multipart") expect(call.files?.length).toBeGreaterThan(0);
    else expect(call.files).toBeUndefined();
    if (call.bodyKind === "raw") expect(call.body).toBeUndefined();
  });

  it("has a summary for the reference", () => {
    expect(call.summary.trim().length).toBeGreaterThan(10);
  });
});

it("declares each method of a path once", () => {
  const keys = CALLS.map((call) => `${call.method} ${call.path}`);
  expect(new Set(keys).size).toBe(keys.length);
  expect([...ROUTE_METHODS_OF.values()].flat()).toHaveLength(CALLS.length);
});
