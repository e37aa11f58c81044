import { contactPage } from "@/app/_pages/contact";
import { translatedPage } from "@/lib/server/localized-page";

const page = translatedPage(contactPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
