import { articleDetailPage } from "@/app/(en)/article-pages";
import { onDemandOnly } from "@/lib/server/build-phase";

// Rendered on its first request, never at build, then cached (the layout's revalidate).
export const generateStaticParams = onDemandOnly;

const page = articleDetailPage("blog");
export const generateMetadata = page.generateMetadata;
export default page.Page;
