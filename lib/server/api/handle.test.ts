import { healthCall } from "@/lib/contracts/calls/site";
import { call } from "@/test/http";
import { handle } from "./handle";
import { ok } from "./route";

// Outside production each answer is held to its call's declared data at run time: the type check
// lets an object with more fields than its type through, and an extra field is how a phone or a
// token would leak into an answer.

const declared = { ok: true, database: { ok: true, engine: "pglite" as const } };

describe("an answer held to its declaration (outside production)", () => {
  let logged: jest.SpyInstance;
  beforeEach(() => (logged = jest.spyOn(console, "error").mockImplementation(() => undefined)));
  afterEach(() => logged.mockRestore());

  it("passes the declared data as it is", async () => {
    const answer = await call(handle(healthCall, {}, async () => ok(declared)), "/api/health", { method: "GET" });
    expect([answer.status, answer.body.data]).toEqual([200, declared]);
  });

  it("refuses a field the declaration does not name, at any depth, naming it in the log and never sending it", async () => {
    for (const [data, where] of [
      [{ ...declared, patientPhone: "+919822055017" }, "data.patientPhone"],
      [{ ...declared, database: { ...declared.database, url: "postgres://secret@db/hospital" } }, "data.database.url"],
    ] as const) {
      const answer = await call(handle(healthCall, {}, async () => ok(data)), "/api/health", { method: "GET" });
      expect(answer.status).toBe(500);
      expect(JSON.stringify(answer.body)).not.toMatch(/9822055017|secret/);
      expect(String(logged.mock.calls.at(-1)?.[0])).toContain(`${where} is not in the declaration`);
    }
  });

  it("refuses data of another type than declared", async () => {
    const answer = await call(handle(healthCall, {}, async () => ok({ ...declared, ok: "yes" } as unknown as typeof declared)), "/api/health", { method: "GET" });
    expect(answer.status).toBe(500);
    expect(String(logged.mock.calls.at(-1)?.[0])).toContain("ok: ");
  });
});
