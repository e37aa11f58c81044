import { InfoPage } from "@/components/ui/info-page";
import { INFO_PAGES } from "@/components/ui/info-pages";
import { pageMetadata } from "@/lib/server/seo";
import { getSiteInfo } from "@/lib/server/site";
import { renderPerRequest } from "@/lib/server/private-page";

const page = INFO_PAGES.appointment;

export const metadata = pageMetadata(page);

export default async function AppointmentPage() {
  await renderPerRequest();
  return <InfoPage page={page} site={getSiteInfo()} />;
}
