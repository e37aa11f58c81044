import { specialityListPage } from "@/app/_pages/speciality-list";
import { translatedPage } from "@/lib/server/localized-page";

const page = translatedPage(specialityListPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
