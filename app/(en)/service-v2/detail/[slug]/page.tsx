import { serviceDetailPage } from "@/app/_pages/service";
import { onDemandOnly } from "@/lib/server/build-phase";
import { localizedRoute } from "@/lib/server/localized-page";

// Rendered on its first request, never at build, then cached (the layout's revalidate).
export const generateStaticParams = onDemandOnly;

const page = localizedRoute("en", serviceDetailPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
