import type { DoctorListQuery } from "@/lib/doctors/list-query";
import { doctorListHref } from "@/lib/routes";
import { Pagination } from "@/components/ui/pagination";

/** The doctor list's pages, keeping its filters. */
export function DoctorPagination({ query, page, pages }: { query: Omit<DoctorListQuery, "page">; page: number; pages: number }) {
  return <Pagination page={page} pages={pages} href={(p) => doctorListHref(query, p)} />;
}
