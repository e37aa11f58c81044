// Made by scripts/i18n-routes.ts from the English route: edit that one, then run `npm run i18n:routes`.
import { notFoundRoute } from "@/components/not-found/not-found-view";

const route = notFoundRoute("service", "mr");
export default route.Page;
