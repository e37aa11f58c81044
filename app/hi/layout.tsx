// Made by scripts/i18n-routes.ts from the English route: edit that one, then run `npm run i18n:routes`.
import { localeLayout } from "@/app/_pages/locale-layout";

export { SITE_VIEWPORT as viewport } from "@/lib/server/seo";

// Cached like the English pages: fresh for 300 s, revalidated by the same tags.
export const revalidate = 300;

const layout = localeLayout("hi");
export const generateMetadata = layout.generateMetadata;
export default layout.Layout;
