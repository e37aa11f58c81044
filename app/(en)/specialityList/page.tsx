import { specialityListPage } from "@/app/_pages/speciality-list";
import { englishPage } from "@/lib/server/localized-page";

const page = englishPage(specialityListPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
