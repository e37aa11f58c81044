import { BookingFlow, type BookingDoctor } from "@/components/booking/booking-flow";
import { getDb } from "@/lib/server/db";
import { getConfig } from "@/lib/server/config";
import { listSpecialitiesV2 } from "@/lib/server/specialities";
import { getDoctorByUsername } from "@/lib/server/compose/doctor-profile";
import { parseSlugSegment } from "@/lib/contracts/common";
import { PrivatePageFrame, privatePageMetadata } from "@/app/(en)/private-page-frame";
import { firstParam } from "@/lib/search-params";

export const metadata = { ...privatePageMetadata("appointment"), robots: { index: true, follow: true } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };


/** /appointment, /appointment?doctor=<username>[&slot=<ISO start>], /appointment?speciality=<slug or id>. */
export default async function AppointmentPage({ searchParams }: Props) {
  const params = await searchParams;
  const db = await getDb();
  const specialities = (await listSpecialitiesV2(db)).map((s) => ({ _id: s._id, name: s.specialityName, url: s.specialityUrl }));
  const username = parseSlugSegment(firstParam(params.doctor) ?? "");
  const profile = username ? await getDoctorByUsername(db, username.toLowerCase()) : null;
  const doctor: BookingDoctor | null = profile
    ? { username: profile.username, fullName: profile.fullName, designation: profile.designation, specialityIds: profile.specialities.map((s) => s._id), fee: profile.consultationFee }
    : null;
  const slot = firstParam(params.slot);
  const specialityKey = firstParam(params.speciality)?.toLowerCase();
  const speciality = specialityKey ? specialities.find((s) => s._id === specialityKey || s.url === specialityKey) : undefined;
  return (
    <PrivatePageFrame page="appointment">
      <BookingFlow
        specialities={specialities.map(({ _id, name }) => ({ _id, name }))}
        initialDoctor={doctor}
        initialSlot={slot && !Number.isNaN(Date.parse(slot)) && slot.length <= 40 ? new Date(slot).toISOString() : null}
        initialSpecialityId={speciality?._id ?? null}
        holdMinutes={getConfig().holdMinutes}
        quietHours={getConfig().waitlistQuietHours}
      />
    </PrivatePageFrame>
  );
}
