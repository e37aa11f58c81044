import { termsPage } from "@/app/_pages/legal";
import { localizedRoute } from "@/lib/server/localized-page";

const page = localizedRoute("en", termsPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
