import { serviceDetailAliasPage } from "@/lib/server/compose/detail-pages";
import { onDemandOnly } from "@/lib/server/build-phase";

// Rendered on its first request, never at build, then cached (the layout's revalidate).
export const generateStaticParams = onDemandOnly;

type Props = { params: Promise<{ slug: string }> };

// /service/detail/:slug names the v2 service page, whose one address is
// /service-v2/detail/:slug: a known slug redirects there (308), an unknown one is not found.
export default async function ServiceDetailAliasPage({ params }: Props) {
  const { slug } = await params;
  await serviceDetailAliasPage.require(slug);
  return null;
}
