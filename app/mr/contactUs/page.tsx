// Made by scripts/i18n-routes.ts from the English route: edit that one, then run `npm run i18n:routes`.
import { contactPage } from "@/app/_pages/contact";
import { localizedRoute } from "@/lib/server/localized-page";

const page = localizedRoute("mr", contactPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
