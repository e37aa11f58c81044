import { notFoundRoute } from "@/components/not-found/not-found-view";

const route = notFoundRoute("speciality");
export default route.Page;
