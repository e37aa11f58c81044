import { legalPage } from "@/app/legal-page";

const page = legalPage("terms");
export const generateMetadata = page.generateMetadata;
export default page.Page;
