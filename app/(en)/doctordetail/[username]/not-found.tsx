import { notFoundRoute } from "@/components/not-found/not-found-view";

const route = notFoundRoute("doctor");
export default route.Page;
