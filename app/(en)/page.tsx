import { homePage } from "@/app/_pages/home";
import { localizedRoute } from "@/lib/server/localized-page";

const page = localizedRoute("en", homePage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
