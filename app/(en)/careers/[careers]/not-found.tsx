import { notFoundRoute } from "@/components/not-found/not-found-view";

const route = notFoundRoute("career");
export default route.Page;
