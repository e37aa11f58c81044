// The doctor list (/doctorList and its cached filtered views, app/doctorList/filtered/[key]):
// one view and one loader, keyed by the list's normalised address.
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { cache } from "react";
import { PageHeader, type Crumb } from "@/components/ui/page-header";
import { HelpBox } from "@/components/ui/help-box";
import { DoctorFilters } from "@/components/doctors/doctor-filters";
import { DoctorGrid } from "@/components/doctors/doctor-grid";
import { nextSlotsOf } from "@/lib/server/booking/next-slots";
import { DoctorPagination } from "@/components/doctors/doctor-pagination";
import { listDoctors, listDoctorsCached } from "@/lib/server/doctors";
import { withDb } from "@/lib/server/db";
import { pageRead } from "@/lib/server/cache";
import { listSpecialitiesV2Cached } from "@/lib/server/specialities";
import { getSiteInfo } from "@/lib/server/site";
import {
  DOCTOR_LIST_PAGE_SIZE,
  doctorListTitle,
  findSpeciality,
  hasFilters,
  parseDoctorListQuery,
  type DoctorListQuery,
  type SearchParams,
} from "@/lib/doctors/list-query";
import { pageCount } from "@/lib/doctors/pagination";
import { doctorListHref, ROUTES, specialityKey } from "@/lib/routes";
import { pageMetadata } from "@/lib/server/seo";
import container from "@/components/ui/container.module.scss";
import styles from "./page.module.scss";


const searchByName = pageRead(withDb(listDoctors), "doctors-by-name");

/**
 * Everything the list shows for one address, read once per request for both the metadata
 * and the page (keyed by the normalised address). An unknown speciality is dropped, and a
 * page past the end shows the last page.
 */
export const loadDoctorList = cache(async (key: string) => {
  const raw = parseDoctorListQuery(Object.fromEntries(new URL(key, "http://list").searchParams));
  const specialities = await listSpecialitiesV2Cached();
  const speciality = findSpeciality(raw.speciality, specialities);
  const filters: Omit<DoctorListQuery, "page"> = {
    name: raw.name,
    speciality: speciality ? specialityKey(speciality) : undefined,
    gender: raw.gender,
    language: raw.language,
  };
  // A name search is free text: read per request, never cached (lib/server/doctors).
  const list = filters.name ? searchByName : listDoctorsCached;
  const read = (page: number) => list({ ...filters, limit: DOCTOR_LIST_PAGE_SIZE, page });
  // Page 1 first: it says how many pages there are, so only pages that exist are read (and
  // cached); a page past the end shows the last page.
  const first = await read(1);
  const pages = pageCount(first.pagination.total, DOCTOR_LIST_PAGE_SIZE);
  const result = raw.page > 1 && pages > 1 ? await read(Math.min(raw.page, pages)) : first;
  return {
    filters,
    page: result.pagination.page,
    pages,
    result,
    speciality,
    specialities,
    title: doctorListTitle(filters, speciality?.specialityName),
  };
});

/** The list's normalised address ("/doctorList?speciality=cardiology&page=2") of some search params. */
export const doctorListKey = (params: SearchParams): string => doctorListHref(parseDoctorListQuery(params));

export async function doctorListMetadata(key: string): Promise<Metadata> {
  const { filters, page, speciality, title } = await loadDoctorList(key);
  const site = getSiteInfo();
  const narrowed = Boolean(filters.name || filters.gender || filters.language);
  const description = speciality
    ? `${speciality.specialityName} doctors at ${site.name}, Pune: qualifications, experience, languages, consultation fees and OPD timings. Book an appointment online.`
    : "Find a consultant at the hospital by speciality, name, gender or language, and book an appointment online.";
  const metadata = pageMetadata({
    title: page > 1 ? `${title} – page ${page}` : title,
    description,
    // Narrower views (gender, language, name) point search engines to the speciality's list.
    path: doctorListHref({ speciality: filters.speciality }, narrowed ? 1 : page),
  });
  // A name search is a one-off result, not a page worth indexing.
  return filters.name ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}

export async function DoctorListView({ listKey }: { listKey: string }) {
  const { filters, page, pages, result, speciality, specialities, title } = await loadDoctorList(listKey);
  const site = getSiteInfo();
  const { total, limit } = result.pagination;
  const filtered = hasFilters(filters);
  const crumbs: Crumb[] = filtered ? [{ label: "Find a Doctor", href: ROUTES.doctorList }] : [];
  const from = total ? (page - 1) * limit + 1 : 0;
  const to = Math.min(page * limit, total);

  return (
    <>
      <PageHeader
        siteUrl={site.url}
        path={doctorListHref(filters, page)}
        title={title}
        crumbs={crumbs}
        lead={
          speciality
            ? `Consultants in ${speciality.specialityName}: their experience, languages and fees, with online booking.`
            : "Search our consultants by speciality, name, gender or language, see their OPD timings and book a visit."
        }
      />
      <div className={`${container.container} ${styles.layout}`}>
        <DoctorFilters
          query={filters}
          specialities={specialities.map((s) => ({ value: specialityKey(s), label: s.specialityName }))}
        />
        <section className={styles.results} aria-labelledby="doctor-results-title">
          {total ? (
            <>
              <div className={styles.summary}>
                <h2 id="doctor-results-title" className={styles.count}>
                  {`${total} ${total === 1 ? "doctor" : "doctors"} found`}
                </h2>
                {pages > 1 ? (
                  <p className={styles.range}>
                    {`Showing ${from}–${to} of ${total}, page ${page} of ${pages}`}
                  </p>
                ) : null}
              </div>
              <DoctorGrid locale="en" doctors={result.doctors} availability={{ slots: await nextSlotsOf(result.doctors.map((d) => d._id)), timeZone: site.timeZone }} />
              <DoctorPagination query={filters} page={page} pages={pages} />
            </>
          ) : (
            <div className={styles.empty}>
              <h2 id="doctor-results-title">No doctors match your search</h2>
              <p>Try another spelling, or fewer filters. Our front desk can also help you choose the right consultant.</p>
              <Link href={ROUTES.doctorList} className={styles.emptyAction}>
                Clear filters
              </Link>
            </div>
          )}
        </section>
      </div>
      <div className={container.container}>
        <HelpBox emergencyPhone={site.emergencyPhone} />
      </div>
    </>
  );
}
