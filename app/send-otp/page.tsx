import { InfoPage } from "@/components/ui/info-page";
import { INFO_PAGES } from "@/components/ui/info-pages";
import { pageMetadata } from "@/lib/server/seo";
import { getSiteInfo } from "@/lib/server/site";
import { renderPerRequest } from "@/lib/server/private-page";

const page = INFO_PAGES["send-otp"];

export const metadata = pageMetadata(page);

export default async function SendOtpPage() {
  await renderPerRequest();
  return <InfoPage page={page} site={getSiteInfo()} />;
}
