import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { JsonLd } from "@/components/seo/json-ld";
import { DoctorBookBar, DoctorProfile } from "@/components/doctors/doctor-profile";
import { doctorHref, ROUTES } from "@/lib/routes";
import { doctorPage } from "@/lib/server/compose/detail-pages";
import { nextSlotsOf, PROFILE_SLOT_COUNT } from "@/lib/server/booking/next-slots";
import { getSiteInfo } from "@/lib/server/site";
import { getContactSettingsCached } from "@/lib/server/settings";
import { timeZoneName } from "@/lib/doctors/opd";
import { resolveImageUrl } from "@/lib/images/image-url";
import { inlineSvgAsset } from "@/lib/server/files";
import { pageMetadata } from "@/lib/server/seo";
import { physicianJsonLd } from "@/lib/structured-data";
import { truncate } from "@/lib/text/truncate";
import type { DoctorProfile as Profile } from "@/lib/contracts/doctors";
import container from "@/components/ui/container.module.scss";
import { onDemandOnly } from "@/lib/server/build-phase";

// Rendered on its first request, never at build, then cached (the layout's revalidate).
export const generateStaticParams = onDemandOnly;

type Props = { params: Promise<{ username: string }> };

/** "Cardiology", or the designation for a doctor without a speciality. */
const mainSpeciality = (doctor: Profile) => doctor.specialities[0]?.specialityName ?? doctor.designation;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const doctor = await doctorPage.find((await params).username);
  if (!doctor) return { title: "Doctor not found", robots: { index: false } };
  const title = `${doctor.fullName} – ${mainSpeciality(doctor)}`;
  const description = truncate(doctor.biography, 160);
  const metadata = pageMetadata({ title, description, path: doctorHref(doctor.username) });
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
      ...(photo ? { images: [{ url: photo, alt: `Portrait of ${doctor.fullName}` }] } : {}),
    },
  };
}

export default async function DoctorDetailPage({ params }: Props) {
  const { username } = await params;
  const doctor = await doctorPage.require(username);
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
          path,
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
        title={doctor.fullName}
        crumbs={[{ label: "Find a Doctor", href: ROUTES.doctorList }]}
        lead={[doctor.designation, doctor.specialities.map((s) => s.specialityName).join(", ")].filter(Boolean).join(", ")}
      >
        <DoctorBookBar locale="en" doctor={doctor} nextSlot={slots[0] ?? null} timeZone={site.timeZone} />
      </PageHeader>
      <div className={container.container}>
        <DoctorProfile
          locale="en"
          doctor={doctor}
          emergencyPhone={site.emergencyPhone}
          timeZoneLabel={timeZoneName(site.timeZone)}
          availability={{ slots, timeZone: site.timeZone }}
          portraitSvg={portraitSvg}
        />
      </div>
    </>
  );
}
