import "server-only";
import { readArticles } from "./articles";

/** The demo blog articles (content/blogs): patient education by the hospital's doctors. */
export const BLOG_SEED = readArticles("blog");
