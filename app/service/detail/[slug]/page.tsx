// /service/detail/:slug shows the v2 service page itself; its canonical URL is
// /service-v2/detail/:slug, so search engines index one address.
export { default, generateMetadata } from "@/app/service-v2/detail/[slug]/page";
