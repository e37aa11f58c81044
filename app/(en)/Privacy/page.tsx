import { legalPage } from "@/app/(en)/legal-page";

const page = legalPage("privacy");
export const generateMetadata = page.generateMetadata;
export default page.Page;
