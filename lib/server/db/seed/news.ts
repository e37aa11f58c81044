import "server-only";
import { readArticles } from "./articles";

/** The demo news items (content/news): announcements, accreditation, community work. */
export const NEWS_SEED = readArticles("news");
