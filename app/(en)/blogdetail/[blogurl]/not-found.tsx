import { notFoundRoute } from "@/components/not-found/not-found-view";

const route = notFoundRoute("article");
export default route.Page;
