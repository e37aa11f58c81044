import "server-only";
import { eq } from "drizzle-orm";
import type { FooterSettings } from "@/lib/contracts/footer";
import { mergeFooter, type StoredFooter } from "@/lib/footer/defaults";
import { getDb } from "../db";
import { siteSettings } from "../db/schema";
import { cachedRead, TAGS } from "../cache";

export const FOOTER_SETTINGS_KEY = "footer";

/** The footer as stored by staff, over SPEC.md's defaults. */
export async function getFooterSettings(): Promise<FooterSettings> {
  const db = await getDb();
  const row = await db.query.siteSettings.findFirst({ where: eq(siteSettings.key, FOOTER_SETTINGS_KEY) });
  return mergeFooter(row?.value as StoredFooter);
}

export const getFooterSettingsCached = cachedRead(getFooterSettings, "footer-settings", [TAGS.footer]);
