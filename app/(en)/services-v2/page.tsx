import { servicesV2Page } from "@/app/_pages/services-v2";
import { localizedRoute } from "@/lib/server/localized-page";

const page = localizedRoute("en", servicesV2Page);
export const generateMetadata = page.generateMetadata;
export default page.Page;
