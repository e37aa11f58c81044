import { articleListPage } from "@/app/(en)/article-pages";

const page = articleListPage("blog");
export const generateMetadata = page.generateMetadata;
export default page.Page;
