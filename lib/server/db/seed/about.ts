import "server-only";
import { settingSchema } from "@/lib/contracts/collections";
import type { AboutContent } from "@/lib/contracts/content";
import { readSetting } from "./content";

/** The About page (content/about.json): mission, vision, values, history, leadership, accreditations, facts. */
export const ABOUT_SEED = readSetting<AboutContent>("about.json", settingSchema("about"));
