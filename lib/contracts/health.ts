import { z } from "zod";

/** `GET /api/health`. */
export const healthStatusSchema = z
  .object({ ok: z.boolean(), database: z.object({ ok: z.boolean(), engine: z.enum(["pglite", "postgres"]) }) })
  .meta({ title: "HealthStatus" });
export type HealthStatus = z.infer<typeof healthStatusSchema>;
