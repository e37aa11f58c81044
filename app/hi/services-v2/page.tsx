// Made by scripts/i18n-routes.ts from the English route: edit that one, then run `npm run i18n:routes`.
import { servicesV2Page } from "@/app/_pages/services-v2";
import { localizedRoute } from "@/lib/server/localized-page";

const page = localizedRoute("hi", servicesV2Page);
export const generateMetadata = page.generateMetadata;
export default page.Page;
