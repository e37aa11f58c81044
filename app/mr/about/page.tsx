// Made by scripts/i18n-routes.ts from the English route: edit that one, then run `npm run i18n:routes`.
import { aboutPage } from "@/app/_pages/about";
import { localizedRoute } from "@/lib/server/localized-page";

const page = localizedRoute("mr", aboutPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
