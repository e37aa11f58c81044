import "server-only";
import { desc } from "drizzle-orm";
import type { CollectionValues } from "@/lib/contracts/collections";
import { jobApplications, jobOpenings } from "../../db/schema";
import type { TableStoreConfig } from "../table-store";
import { refuseWhile, slugTaken } from "./shared";

// Job openings (lib/contracts/collections/job-openings.ts) in the table job_openings; an opening
// with applications is not deleted.

export const jobOpeningsStore: TableStoreConfig<CollectionValues<"jobOpenings">> = {
  table: jobOpenings,
  search: [jobOpenings.title, jobOpenings.department, jobOpenings.slug],
  order: [desc(jobOpenings.postedAt)],
  uniques: { job_openings_slug_unique: slugTaken("job opening") },
  dependents: refuseWhile(jobApplications, jobApplications.openingId, "People have applied to this opening: unpublish it instead (their applications stay in the inbox until they are due to be deleted)."),
};
