import { privacyPage } from "@/app/_pages/legal";
import { englishPage } from "@/lib/server/localized-page";

const page = englishPage(privacyPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
