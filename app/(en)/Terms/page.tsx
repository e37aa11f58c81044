import { termsPage } from "@/app/_pages/legal";
import { englishPage } from "@/lib/server/localized-page";

const page = englishPage(termsPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
