import "server-only";
import { settingSchema } from "@/lib/contracts/collections";
import type { ContactPageContent } from "@/lib/contracts/content";
import { readSetting } from "./content";

/** The contact page (content/contact-page.json): departments, addresses, directions, the map, the form's subjects. */
export const CONTACT_PAGE_SEED = readSetting<ContactPageContent>("contact-page.json", settingSchema("contactPage"));
