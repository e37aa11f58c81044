import { aboutPage } from "@/app/_pages/about";
import { englishPage } from "@/lib/server/localized-page";

const page = englishPage(aboutPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
