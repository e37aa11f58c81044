import { z } from "zod";
import { ROUTE_PREFIXES } from "@/lib/routes";

// How records name one another in answers: a speciality, a service category, a service. A leaf
// module, so that doctors, services and specialities can each use the others' names.

/** A speciality as other records refer to it. */
export const specialityRefSchema = z
  .object({
    _id: z.string(),
    specialityName: z.string(),
    specialityUrl: z.string().nullable().describe("url slug; null means the speciality page is addressed by `_id`."),
  })
  .meta({ title: "SpecialityRef" });

export const serviceCategoryRefSchema = z
  .object({
    _id: z.string(),
    categoryName: z.string(),
    categoryUrl: z.string().describe(`url slug of the category; ${ROUTE_PREFIXES.serviceV1}/:categoryname/:id accepts it or the name.`),
  })
  .meta({ title: "ServiceCategoryRef" });

/** A service as other records refer to it. */
export const serviceRefSchema = z
  .object({
    _id: z.string(),
    serviceName: z.string(),
    serviceUrl: z.string().describe(`url slug of ${ROUTE_PREFIXES.serviceV2}/detail/:slug.`),
    category: serviceCategoryRefSchema,
  })
  .meta({ title: "ServiceRef" });
