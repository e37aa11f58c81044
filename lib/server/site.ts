import "server-only";
import { getConfig } from "./config";

/** What every page's shell and metadata need to know about the hospital. */
export interface SiteInfo {
  name: string;
  url: string;
  emergencyPhone: string;
  timeZone: string;
}

export function getSiteInfo(): SiteInfo {
  const c = getConfig();
  return { name: c.hospitalName, url: c.siteUrl, emergencyPhone: c.emergencyPhone, timeZone: c.timeZone };
}
