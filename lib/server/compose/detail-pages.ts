import "server-only";
import { doctorHref, ROUTE_PREFIXES, serviceV1Href, serviceV2Href, specialityHref } from "@/lib/routes";
import { getDoctorByUsernameCached } from "./doctor-profile";
import { getServiceV1Cached, getServiceV2BySlugCached } from "./service-detail";
import { getSpecialityPageCached } from "./speciality-page";
import { listKnownKeysCached } from "./known-keys";
import { detailPage, nameKey, slugKey } from "../detail-page";

// Every detail page's loader: which segments name the record, how it is read, and its one
// canonical address (every other spelling redirects there with 308).

const knownServiceV2 = async (slug: string) => (await listKnownKeysCached()).servicesV2.includes(slug);

/** /doctordetail/:username */
export const doctorPage = detailPage({
  prefix: ROUTE_PREFIXES.doctor,
  keys: [slugKey],
  known: async (username) => (await listKnownKeysCached()).doctors.includes(username),
  read: getDoctorByUsernameCached,
  path: (doctor) => doctorHref(doctor.username),
});

/** /specialities/:name – the url slug, falling back to the id (an id redirects to the slug). */
export const specialityPage = detailPage({
  prefix: ROUTE_PREFIXES.speciality,
  keys: [slugKey],
  known: async (key) => (await listKnownKeysCached()).specialities.includes(key),
  read: getSpecialityPageCached,
  path: specialityHref,
});

/** /service-v2/detail/:slug */
export const serviceV2Page = detailPage({
  prefix: `${ROUTE_PREFIXES.serviceV2}/detail`,
  keys: [slugKey],
  known: knownServiceV2,
  read: getServiceV2BySlugCached,
  path: (service) => serviceV2Href(service.serviceUrl),
});

/** /service/detail/:slug, another address of the v2 service page: a known slug always redirects. */
export const serviceDetailAliasPage = detailPage({
  prefix: `${ROUTE_PREFIXES.serviceV1}/detail`,
  keys: [slugKey],
  known: knownServiceV2,
  read: getServiceV2BySlugCached,
  path: (service) => serviceV2Href(service.serviceUrl),
});

/** /service/:categoryname/:id – the category by url slug or name; its slug is canonical. */
export const serviceV1Page = detailPage({
  prefix: ROUTE_PREFIXES.serviceV1,
  keys: [nameKey, slugKey],
  known: async (category, id) => (await listKnownKeysCached()).servicesV1.includes(`${category}|${id}`),
  read: getServiceV1Cached,
  path: (service) => serviceV1Href(service.category, service._id),
});
