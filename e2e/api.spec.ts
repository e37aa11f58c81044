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
