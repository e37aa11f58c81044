/** `GET /api/health`. */
export interface HealthStatus {
  ok: boolean;
  database: { ok: boolean; engine: "pglite" | "postgres" };
}
