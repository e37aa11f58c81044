import "server-only";
import { lt } from "drizzle-orm";
import type { AuditAction } from "@/lib/contracts/audit";
import type { Executor } from "../db";
import { auditLog } from "../db/schema";

/** Who did it: a signed-in person, "staff token" (the server's own scripts: staff:create's first account), or a visitor with a verified phone (privacy requests; never named). */
export type Actor = { id: string; email: string } | "staff token" | "visitor";

/** Audit entries are kept 2 years (docs/console.md, "Audit"), then deleted. */
const AUDIT_RETENTION_DAYS = 730;

/** Personal data the audit does not need in full: "+91 98••• ••210", "m•••@example.in". */
function maskPersonal(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskPersonal);
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => {
      if (typeof v === "string" && /phone|mobile/i.test(key)) return [key, v.length > 5 ? `${v.slice(0, 5)}•••${v.slice(-3)}` : "•••"];
      if (typeof v === "string" && /email/i.test(key) && v.includes("@")) return [key, `${v[0]}•••@${v.split("@")[1]}`];
      if (/password|token|secret|hash/i.test(key)) return [key, "(hidden)"];
      // A reason for leave or a visit may be about someone's health: the audit does not need it.
      if (/(^|\.)reason$/i.test(key) && typeof v === "string" && v) return [key, "(not kept)"];
      return [key, maskPersonal(v)];
    }),
  );
}

/** Records one staff action (one of AUDIT_ACTIONS, each with its words). `before` and `after` go through maskPersonal. */
export async function recordAudit(
  db: Executor,
  entry: { actor: Actor; action: AuditAction; entity: string; entityId?: string | null; before?: unknown; after?: unknown },
  now: Date,
): Promise<void> {
  await db.insert(auditLog).values({
    at: now,
    actorId: typeof entry.actor === "string" ? null : entry.actor.id,
    actor: typeof entry.actor === "string" ? entry.actor : entry.actor.email,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: entry.before === undefined ? null : maskPersonal(entry.before),
    after: entry.after === undefined ? null : maskPersonal(entry.after),
  });
}

export async function pruneAudit(db: Executor, now: Date): Promise<number> {
  const gone = await db
    .delete(auditLog)
    .where(lt(auditLog.at, new Date(now.getTime() - AUDIT_RETENTION_DAYS * 86_400_000)))
    .returning({ id: auditLog.id });
  return gone.length;
}
