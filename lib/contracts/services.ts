// Services (v1 and v2) as the API answers them; docs/API.md documents every call.
import type { DoctorSummary } from "./doctors";
import type { SpecialityRef } from "./specialities";

export interface ServiceSection {
  title: string;
  body: string;
}

export interface ServiceCategoryRef {
  _id: string;
  categoryName: string;
  /** url slug of the category; /service/:categoryname/:id accepts it or the name. */
  categoryUrl: string;
}

/** A service as other records refer to it. */
export interface ServiceRef {
  _id: string;
  serviceName: string;
  /** url slug of /service-v2/detail/:slug. */
  serviceUrl: string;
  category: ServiceCategoryRef;
}

/** v1: a service inside its category (`/web/service/mapped-by-category`). */
export interface ServiceV1 {
  _id: string;
  serviceName: string;
  serviceUrl: string;
  description: string;
  image: string | null;
}

/** v1: a category with its services. */
export interface ServiceCategoryV1 extends ServiceCategoryRef {
  description: string | null;
  image: string | null;
  services: ServiceV1[];
}

/** v1: one service (`GET /web/service/{category}/{id}`). */
export interface ServiceV1Detail extends ServiceV1 {
  category: ServiceCategoryRef;
  overview: { description: string | null };
  sections: ServiceSection[];
  specialities: SpecialityRef[];
  doctors: DoctorSummary[];
}

/** v2: a service in lists (`/web/v2/service/list-public`, the hierarchy, speciality pages). */
export interface ServiceV2 {
  _id: string;
  serviceName: string;
  serviceUrl: string;
  category: ServiceCategoryRef;
  hero: { title: string | null; description: string | null; image: string | null };
  overview: { description: string | null };
}

/** v2: a category node of `/web/v2/service/mapped-hierarchy`. */
export interface ServiceHierarchyNode extends ServiceCategoryRef {
  description: string | null;
  image: string | null;
  services: ServiceV2[];
}

/** v2: one service (`/web/v2/service/by-url`). */
export interface ServiceV2Detail extends ServiceV2 {
  sections: ServiceSection[];
  relatedSpecialities: SpecialityRef[];
  /** Active doctors of the related specialities, senior first (at most 8). */
  relatedDoctors: DoctorSummary[];
}
