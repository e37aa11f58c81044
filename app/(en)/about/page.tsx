import { aboutPage } from "@/app/_pages/about";
import { localizedRoute } from "@/lib/server/localized-page";

const page = localizedRoute("en", aboutPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
