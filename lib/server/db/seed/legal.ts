import "server-only";
import { settingSchema } from "@/lib/contracts/collections";
import type { LegalPage } from "@/lib/contracts/content";
import { readSetting, readText } from "./content";

// The Terms of Use and the Privacy Notice: title and date in content/legal/<page>.json, the text
// in content/legal/<page>.html (sections under <h2>), stored sanitised as every save stores it.
// The Privacy Notice states what this website actually does with personal data; when the
// site's behaviour changes, that text must change with it.

const legalPage = (page: "terms" | "privacy") =>
  readSetting<LegalPage>(`legal/${page}.json`, settingSchema(page), (meta) => ({ ...meta, bodyHtml: readText(`legal/${page}.html`) }));

export const TERMS_SEED = legalPage("terms");
export const PRIVACY_SEED = legalPage("privacy");
