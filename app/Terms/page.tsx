import { InfoPage } from "@/components/ui/info-page";
import { INFO_PAGES } from "@/components/ui/info-pages";
import { pageMetadata } from "@/lib/server/seo";
import { getSiteInfo } from "@/lib/server/site";

const page = INFO_PAGES.Terms;

export const metadata = pageMetadata(page);

export default function TermsPage() {
  return <InfoPage page={page} site={getSiteInfo()} />;
}
