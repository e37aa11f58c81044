import { notFoundPageFor } from "@/components/not-found/not-found-view";

export default notFoundPageFor("article");
