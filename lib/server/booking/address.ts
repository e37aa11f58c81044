import "server-only";
import type { Executor } from "../db";
import { getConfig } from "../config";
import { getContactSettings } from "../settings";

/** The hospital's address in one line, for the calendar file's location. */
export async function getContactAddress(db: Executor): Promise<string> {
  const { address } = await getContactSettings(db);
  const parts = [getConfig().hospitalName, address.streetAddress, address.addressLocality, address.postalCode].filter(Boolean);
  return parts.join(", ");
}
