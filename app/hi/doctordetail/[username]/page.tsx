// Made by scripts/i18n-routes.ts from the English route: edit that one, then run `npm run i18n:routes`.
import { doctorProfilePage } from "@/app/_pages/doctor";
import { onDemandOnly } from "@/lib/server/build-phase";
import { localizedRoute } from "@/lib/server/localized-page";

// Rendered on its first request, never at build, then cached (the layout's revalidate).
export const generateStaticParams = onDemandOnly;

const page = localizedRoute("hi", doctorProfilePage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
