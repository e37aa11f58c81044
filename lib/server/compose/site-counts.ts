import "server-only";
import type { SiteCounts } from "@/lib/copy/counts";
import type { Executor } from "../db";
import { countActiveDoctors } from "../doctors";
import { countActiveSpecialities } from "../specialities";

/** What the site's copy quotes, counted now. */
export async function getSiteCounts(db: Executor): Promise<SiteCounts> {
  const [specialityCount, doctorCount] = await Promise.all([countActiveSpecialities(db), countActiveDoctors(db)]);
  return { specialityCount, doctorCount };
}
