import "server-only";
import type { FooterSettings } from "@/lib/contracts/footer";
import { fillCountsDeep } from "@/lib/copy/counts";
import { withDb, type Executor } from "../db";
import { cachedRead, TAGS } from "../cache";
import { getFooterSettings } from "../settings";
import { getSiteCounts } from "./site-counts";

/** The footer visitors see: the stored settings with the figures of its copy counted from the data. */
export async function getFooter(db: Executor): Promise<FooterSettings> {
  const [footer, counts] = await Promise.all([getFooterSettings(db), getSiteCounts(db)]);
  return fillCountsDeep(footer, counts);
}

export const getFooterCached = cachedRead(withDb(getFooter), "footer", [TAGS.footer, TAGS.contact, TAGS.specialities, TAGS.doctors]);
