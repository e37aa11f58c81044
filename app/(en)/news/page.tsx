import { articleListPage } from "@/app/(en)/article-pages";

const page = articleListPage("news");
export const generateMetadata = page.generateMetadata;
export default page.Page;
