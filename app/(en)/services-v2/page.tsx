import { servicesV2Page } from "@/app/_pages/services-v2";
import { englishPage } from "@/lib/server/localized-page";

const page = englishPage(servicesV2Page);
export const generateMetadata = page.generateMetadata;
export default page.Page;
