import { cache } from "react";
import { PageHeader } from "@/components/ui/page-header";
import { JsonLd } from "@/components/seo/json-ld";
import { DoctorBookBar, DoctorProfile } from "@/components/doctors/doctor-profile";
import { doctorHref, ROUTES } from "@/lib/routes";
import { localePath } from "@/lib/i18n/paths";
import { doctorPage } from "@/lib/server/compose/detail-pages";
import { nextSlotsOf, PROFILE_SLOT_COUNT } from "@/lib/server/booking/next-slots";
import { getDb } from "@/lib/server/db";
import { wordsOf } from "@/lib/i18n/words";
import type { LocalizedPage } from "@/lib/server/localized-page";
import { localizeDoctorProfile, type LocalizedPage as LocalizedRecord } from "@/lib/server/translations/localize";
import { getSiteInfo } from "@/lib/server/site";
import { getContactSettingsCached } from "@/lib/server/settings";
import { timeZoneName } from "@/lib/doctors/opd";
import { resolveImageUrl } from "@/lib/images/image-url";
import { inlineSvgAsset } from "@/lib/server/files";
import { pageMetadata } from "@/lib/server/seo";
import { physicianJsonLd } from "@/lib/structured-data";
import { truncate } from "@/lib/text/truncate";
import type { Locale } from "@/lib/i18n/locales";
import type { DoctorProfile as Profile } from "@/lib/contracts/doctors";
import container from "@/components/ui/container.module.scss";

/** "Cardiology", or the designation for a doctor without a speciality. */
const mainSpeciality = (doctor: Profile) => doctor.specialities[0]?.specialityName ?? doctor.designation;

/**
 * The doctor in the page's language, and the fields still shown in English (localizeDoctorProfile);
 * once per request for the metadata and the page. English is the record as read: no more reads.
 */
const inLocale = cache(async (locale: Locale, doctor: Profile): Promise<LocalizedRecord<Profile>> =>
  locale === "en" ? { page: doctor, english: [] } : localizeDoctorProfile(await getDb(), locale, doctor),
);

/** /doctordetail/:username: a doctor's profile, in each language. */
export const doctorProfilePage: LocalizedPage<{ username: string }> = {
  async metadata(locale, { username }) {
    const t = await wordsOf(locale, "doctors");
    const found = await doctorPage.find(username);
    if (!found) return { title: t("profile.notFound"), robots: { index: false } };
    const { page: doctor } = await inLocale(locale, found);
    const title = t("profile.metaTitle", { name: doctor.fullName, speciality: mainSpeciality(doctor) });
    const description = truncate(doctor.biography, 160);
    const metadata = pageMetadata({ title, description, path: doctorHref(doctor.username), locale });
    const photo = resolveImageUrl(doctor.photo);
    return {
      ...metadata,
      openGraph: {
        ...metadata.openGraph,
        type: "profile",
        firstName: doctor.name.split(" ")[0],
        lastName: doctor.name.split(" ").slice(1).join(" ") || undefined,
        username: doctor.username,
        gender: doctor.gender,
        ...(photo ? { images: [{ url: photo, alt: t("profile.portraitAlt", { name: doctor.fullName }) }] } : {}),
      },
    };
  },
  async render(locale, { username }) {
    const { page: doctor, english } = await inLocale(locale, await doctorPage.requireIn(locale, [username]));
    const t = await wordsOf(locale, "doctors");
    const site = getSiteInfo();
    const contact = await getContactSettingsCached();
    const path = doctorHref(doctor.username);
    const slots = (await nextSlotsOf([doctor._id], PROFILE_SLOT_COUNT))[doctor._id] ?? [];
    const portraitSvg = await inlineSvgAsset(resolveImageUrl(doctor.photo));
    return (
      <>
        <JsonLd
          data={physicianJsonLd({
            siteUrl: site.url,
            hospitalName: site.name,
            path: localePath(locale, path),
            fullName: doctor.fullName,
            description: doctor.biography,
            photo: resolveImageUrl(doctor.photo),
            specialities: doctor.specialities,
            languages: doctor.languages,
            qualifications: doctor.qualifications,
            registrationNumber: doctor.registrationNumber,
            opdTimings: doctor.opdTimings,
            address: contact.address,
          })}
        />
        <PageHeader
          siteUrl={site.url}
          path={path}
          locale={locale}
          title={doctor.fullName}
          crumbs={[{ label: t("profile.crumb"), href: ROUTES.doctorList }]}
          lead={[doctor.designation, doctor.specialities.map((s) => s.specialityName).join(", ")].filter(Boolean).join(", ")}
          english={[...(english.includes("name") ? (["title"] as const) : []), ...(english.includes("designation") ? (["lead"] as const) : [])]}
        >
          <DoctorBookBar locale={locale} doctor={doctor} nextSlot={slots[0] ?? null} timeZone={site.timeZone} />
        </PageHeader>
        <div className={container.container}>
          <DoctorProfile
            locale={locale}
            doctor={doctor}
            emergencyPhone={site.emergencyPhone}
            timeZoneLabel={timeZoneName(site.timeZone, locale)}
            availability={{ slots, timeZone: site.timeZone }}
            portraitSvg={portraitSvg}
            inEnglish={english}
          />
        </div>
      </>
    );
  },
};
