import { privacyPage } from "@/app/_pages/legal";
import { localizedRoute } from "@/lib/server/localized-page";

const page = localizedRoute("en", privacyPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
