import "server-only";
import type { HealthStatus } from "@/lib/contracts/health";
import { getConfig } from "../config";
import { getDatabase } from "../db";

/** Liveness plus whether the database answers; never throws. */
export async function getHealth(): Promise<HealthStatus> {
  try {
    const handle = await getDatabase();
    const up = await handle.ping();
    return { ok: up, database: { ok: up, engine: handle.engine } };
  } catch (error) {
    console.error("[health] database check failed:", (error as Error).message);
    return { ok: false, database: { ok: false, engine: getConfig().databaseUrl ? "postgres" : "pglite" } };
  }
}
