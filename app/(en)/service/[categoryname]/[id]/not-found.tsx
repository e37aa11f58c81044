import { notFoundRoute } from "@/components/not-found/not-found-view";

const route = notFoundRoute("service");
export default route.Page;
