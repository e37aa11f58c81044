import { notFoundRoute } from "@/components/not-found/not-found-view";

const route = notFoundRoute("news");
export default route.Page;
