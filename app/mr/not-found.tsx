// Made by scripts/i18n-routes.ts from the English route: edit that one, then run `npm run i18n:routes`.
import { notFoundRoute } from "@/components/not-found/not-found-view";

// The not-found view of a client-side navigation to an address no route matches. A full page
// load gets the whole 404 document of app/global-not-found.tsx instead, and an unknown doctor,
// speciality, service … its detail route's own not-found file.
const route = notFoundRoute("page", "mr");
export const metadata = route.metadata;
export default route.Page;
