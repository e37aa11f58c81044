// Made by scripts/i18n-routes.ts from the English route: edit that one, then run `npm run i18n:routes`.
import { privacyPage } from "@/app/_pages/legal";
import { localizedRoute } from "@/lib/server/localized-page";

const page = localizedRoute("hi", privacyPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
