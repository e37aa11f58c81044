import { specialityListPage } from "@/app/_pages/speciality-list";
import { localizedRoute } from "@/lib/server/localized-page";

const page = localizedRoute("en", specialityListPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
