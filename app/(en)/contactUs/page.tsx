import { contactPage } from "@/app/_pages/contact";
import { localizedRoute } from "@/lib/server/localized-page";

const page = localizedRoute("en", contactPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
