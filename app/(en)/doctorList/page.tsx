import type { Metadata } from "next";
import { doctorListKey, doctorListMetadata, DoctorListView } from "./list-view";
import type { SearchParams } from "@/lib/doctors/list-query";

// /doctorList: rendered per request from its query when the server does not serve it from the
// cached view of its filters (app/doctorList/filtered; lib/routes.ts doctorListViewPath): a name
// search (free text, a one-off result, never cached), or values of no filter's shape.
type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return doctorListMetadata(doctorListKey(await searchParams));
}

export default async function DoctorListPage({ searchParams }: Props) {
  return <DoctorListView listKey={doctorListKey(await searchParams)} />;
}
