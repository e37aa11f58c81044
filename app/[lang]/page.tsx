import { homePage } from "@/app/_pages/home";
import { translatedPage } from "@/lib/server/localized-page";

const page = translatedPage(homePage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
