import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Executor } from "../db";
import { jobApplications, jobOpenings } from "../db/schema";
import { privateUploads } from "../files/storage";
import { applicationReference } from "./applications";
import type { ApplicationRecord } from "@/lib/contracts/my-data";

/** Job applications given with a phone (/my-data: by reference, opening and status only: ApplicationRecord), and their erasure with their résumé files. */
export async function applicationsOfPhone(db: Executor, phone: string): Promise<ApplicationRecord[]> {
  const rows = await db
    .select({ a: jobApplications, opening: jobOpenings.title })
    .from(jobApplications)
    .innerJoin(jobOpenings, eq(jobOpenings.id, jobApplications.openingId))
    .where(eq(jobApplications.phone, phone))
    .orderBy(asc(jobApplications.createdAt));
  return rows.map(({ a, opening }) => ({ reference: applicationReference(a.id), opening, status: a.status, createdAt: a.createdAt.toISOString() }));
}

/** Deletes the rows; answers the résumé keys, whose files go once the transaction has committed (removeResumes). */
export async function eraseApplicationsOfPhone(db: Executor, phone: string): Promise<string[]> {
  return (await db.delete(jobApplications).where(eq(jobApplications.phone, phone)).returning({ key: jobApplications.resumeKey })).map((r) => r.key);
}

export async function removeResumes(keys: string[]): Promise<void> {
  for (const key of keys) await privateUploads.remove(key);
}
