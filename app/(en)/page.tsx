import type { Metadata } from "next";
import { HomePage } from "@/components/home/home-page";
import { JsonLd } from "@/components/seo/json-ld";
import { getHomepageV2Cached } from "@/lib/server/compose/homepage";
import { listSpecialitiesV2Cached } from "@/lib/server/specialities";
import { getSiteInfo } from "@/lib/server/site";
import { getContactSettingsCached } from "@/lib/server/settings";
import { pageMetadata } from "@/lib/server/seo";
import { hospitalJsonLd } from "@/lib/structured-data";
import { ROUTES, specialityKey } from "@/lib/routes";
import { cachedMetadata, cachedPage } from "@/lib/server/build-phase";
import { latestArticlesCached } from "@/lib/server/content/articles";
import { listTestimonialsCached } from "@/lib/server/content/gallery";

/** One row of three each on wide screens. */
const HOME_TESTIMONIALS = 3;
const HOME_ARTICLES = 3;

/** The count comes from the data, as every figure a visitor reads (never typed into copy). */
const description = (specialityCount: number) =>
  `Specialist doctors across ${specialityCount} specialities, a 24x7 emergency department and online appointment booking.`;

export const generateMetadata = cachedMetadata(async (): Promise<Metadata> => {
  const site = getSiteInfo();
  const specialities = await listSpecialitiesV2Cached();
  const metadata = pageMetadata({
    title: `${site.name} – 24x7 Emergency Care and Specialist Doctors in Pune`,
    description: description(specialities.length),
    path: ROUTES.home,
  });
  // The layout's title template would not apply to this segment; the brand leads instead.
  return { ...metadata, title: { absolute: metadata.title as string } };
});

export default cachedPage(async function Home() {
  const site = getSiteInfo();
  // The home data carries only the first few specialities; the structured data names them all.
  const [home, specialities, contact, testimonials, articles] = await Promise.all([
    getHomepageV2Cached(),
    listSpecialitiesV2Cached(),
    getContactSettingsCached(),
    listTestimonialsCached(),
    latestArticlesCached("blog", HOME_ARTICLES),
  ]);
  return (
    <>
      <JsonLd
        data={hospitalJsonLd({
          siteUrl: site.url,
          name: site.name,
          emergencyPhone: site.emergencyPhone,
          logoPath: "/images/logo.svg",
          description: description(specialities.length),
          specialities,
          address: contact.address,
        })}
      />
      <HomePage
        hospitalName={site.name}
        emergencyPhone={site.emergencyPhone}
        home={home}
        testimonials={testimonials.slice(0, HOME_TESTIMONIALS)}
        articles={articles}
        specialityOptions={specialities.map((s) => ({ value: specialityKey(s), label: s.specialityName }))}
        timeZone={site.timeZone}
      />
    </>
  );
});
