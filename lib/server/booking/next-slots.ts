import "server-only";
import type { Slot } from "@/lib/contracts/booking";
import { getDb } from "../db";
import { cachedRead, TAGS } from "../cache";
import { nextFreeSlots } from "./availability";

/** How many free slots a read keeps per doctor: a profile shows them all, a card the first. */
export const PROFILE_SLOT_COUNT = 6;

// One entry per doctor (bounded by the doctors there are), whatever list or search shows them.
const read = cachedRead(
  async (doctorId: string): Promise<Slot[]> => (await nextFreeSlots(await getDb(), [doctorId], new Date(), PROFILE_SLOT_COUNT + 2)).get(doctorId) ?? [],
  "next-free-slots",
  [TAGS.availability, TAGS.doctors],
);

/**
 * The next free slots of the doctors a page shows (cards, a profile), by doctor id. Cached like
 * every public read and expired by each hold, cancellation and move (TAGS.availability), so a
 * page shows a slot that was free at most 5 minutes ago; the booking flow checks it again and a
 * taken slot answers 409 there. A read may be up to 5 minutes old: slots that have begun are
 * dropped here.
 */
export async function nextSlotsOf(doctorIds: string[], count = 1): Promise<Record<string, Slot[]>> {
  const ids = [...new Set(doctorIds)];
  const slots = await Promise.all(ids.map((id) => read(id)));
  const now = Date.now();
  return Object.fromEntries(ids.map((id, i) => [id, slots[i].filter((s) => Date.parse(s.start) > now).slice(0, count)]));
}
