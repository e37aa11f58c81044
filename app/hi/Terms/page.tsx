// Made by scripts/i18n-routes.ts from the English route: edit that one, then run `npm run i18n:routes`.
import { termsPage } from "@/app/_pages/legal";
import { localizedRoute } from "@/lib/server/localized-page";

const page = localizedRoute("hi", termsPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
