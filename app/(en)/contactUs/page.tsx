import { contactPage } from "@/app/_pages/contact";
import { englishPage } from "@/lib/server/localized-page";

const page = englishPage(contactPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
