import { homePage } from "@/app/_pages/home";
import { englishPage } from "@/lib/server/localized-page";

const page = englishPage(homePage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
