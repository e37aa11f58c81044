import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { onDemandOnly } from "@/lib/server/build-phase";
import { doctorListHref, doctorListViewHref, type DoctorListViewParams } from "@/lib/routes";
import { doctorListMetadata, DoctorListView, loadDoctorList } from "../../../../../list-view";

// The cached view of one filtered doctor list. The server serves /doctorList?speciality=cardiology&
// gender=female from here (lib/routes.ts doctorListViewPath), so each combination of filters is
// rendered once and then served from the page cache (300 s, revalidated with the doctors' and
// specialities' tags, bounded like every cached page). Values that are not the list's own
// (an unknown speciality, "punjabi" for "Punjabi", a page past the end, page=1) redirect to the
// list's own address: a redirect is never stored (server/page-cache keeps 200s only). Not an
// address of its own: the server answers a request for it with the not-found page
// (server/steps/doctor-lists.ts).
export const generateStaticParams = onDemandOnly;

type Props = { params: Promise<DoctorListViewParams> };

/** The list's own address, after a redirect to it when the values asked for are not exactly that. */
async function listHref(params: Props["params"]): Promise<string> {
  const asked = doctorListViewHref(await params);
  const { filters, page } = await loadDoctorList(asked);
  const own = doctorListHref(filters, page);
  if (own !== asked) redirect(own);
  return own;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return doctorListMetadata(await listHref(params));
}

export default async function FilteredDoctorListPage({ params }: Props) {
  return <DoctorListView listKey={await listHref(params)} />;
}
