// Made by scripts/i18n-routes.ts from the English route: edit that one, then run `npm run i18n:routes`.
import { notFoundPageFor } from "@/components/not-found/not-found-view";

export default notFoundPageFor("doctor");
