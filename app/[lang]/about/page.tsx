import { aboutPage } from "@/app/_pages/about";
import { translatedPage } from "@/lib/server/localized-page";

const page = translatedPage(aboutPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
