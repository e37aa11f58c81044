import { HomePage } from "@/components/home/home-page";
import { listSpecialitiesV2Cached } from "@/lib/server/specialities";
import { getSiteInfo } from "@/lib/server/site";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({
  title: "Multispeciality Hospital with 24x7 Emergency Care",
  description:
    "Specialist doctors across more than 20 specialities, a 24x7 emergency department and online appointment booking.",
  path: "/",
});

export default async function Home() {
  const site = getSiteInfo();
  const specialities = await listSpecialitiesV2Cached();
  return <HomePage hospitalName={site.name} emergencyPhone={site.emergencyPhone} specialities={specialities} />;
}
