import "server-only";
import { orderedTiers, type ChangeTier } from "@/lib/contracts/change-rules";
import type { Executor } from "../db";
import { getSetting } from "../settings";

/** The hospital's refund and change rules (the console's setting `changeRules`), latest-starting tier first. */
export async function getChangeTiers(db: Executor): Promise<ChangeTier[]> {
  return orderedTiers((await getSetting(db, "changeRules")).tiers);
}

/**
 * How far ahead a patient's new time must be so that it can itself still be moved: the start of
 * the last tier, from the earliest, in the unbroken run of tiers that allow moves; null when the
 * rules allow no move at all.
 */
export function moveNoticeHours(tiers: readonly ChangeTier[]): number | null {
  const ordered = orderedTiers(tiers);
  let hours: number | null = null;
  for (const tier of ordered) {
    if (!tier.canMove) break;
    hours = tier.hoursBefore;
  }
  return hours;
}
