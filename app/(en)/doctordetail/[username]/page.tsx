import { doctorProfilePage } from "@/app/_pages/doctor";
import { onDemandOnly } from "@/lib/server/build-phase";
import { localizedRoute } from "@/lib/server/localized-page";

// Rendered on its first request, never at build, then cached (the layout's revalidate).
export const generateStaticParams = onDemandOnly;

const page = localizedRoute("en", doctorProfilePage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
