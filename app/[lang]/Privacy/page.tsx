import { privacyPage } from "@/app/_pages/legal";
import { translatedPage } from "@/lib/server/localized-page";

const page = translatedPage(privacyPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
