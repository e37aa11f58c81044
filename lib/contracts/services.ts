// Services (v1 and v2) as the API answers them; docs/API.md documents every call.
import { z } from "zod";
import { doctorSummarySchema } from "./doctors";
import { serviceCategoryRefSchema, type serviceRefSchema, specialityRefSchema } from "./refs";

const serviceSectionSchema = z.object({ title: z.string(), body: z.string() }).meta({ title: "ServiceSection" });
export type ServiceSection = z.infer<typeof serviceSectionSchema>;

export type ServiceCategoryRef = z.infer<typeof serviceCategoryRefSchema>;

/** A service as other records refer to it. */
export type ServiceRef = z.infer<typeof serviceRefSchema>;

/** v1: a service inside its category (`/web/service/mapped-by-category`). */
const serviceV1Schema = z
  .object({ _id: z.string(), serviceName: z.string(), serviceUrl: z.string(), description: z.string(), image: z.string().nullable() })
  .meta({ title: "ServiceV1" });
export type ServiceV1 = z.infer<typeof serviceV1Schema>;

/** v1: a category with its services. */
export const serviceCategoryV1Schema = serviceCategoryRefSchema
  .extend({ description: z.string().nullable(), image: z.string().nullable(), services: z.array(serviceV1Schema) })
  .meta({ title: "ServiceCategoryV1" });
export type ServiceCategoryV1 = z.infer<typeof serviceCategoryV1Schema>;

/** v1: one service (`GET /web/service/{category}/{id}`). */
export const serviceV1DetailSchema = serviceV1Schema
  .extend({
    category: serviceCategoryRefSchema,
    overview: z.object({ description: z.string().nullable() }),
    sections: z.array(serviceSectionSchema),
    specialities: z.array(specialityRefSchema),
    doctors: z.array(doctorSummarySchema),
  })
  .meta({ title: "ServiceV1Detail" });
export type ServiceV1Detail = z.infer<typeof serviceV1DetailSchema>;

/** v2: a service in lists (`/web/v2/service/list-public`, the hierarchy, speciality pages). */
export const serviceV2Schema = z
  .object({
    _id: z.string(),
    serviceName: z.string(),
    serviceUrl: z.string(),
    category: serviceCategoryRefSchema,
    hero: z.object({ title: z.string().nullable(), description: z.string().nullable(), image: z.string().nullable() }),
    overview: z.object({ description: z.string().nullable() }),
  })
  .meta({ title: "ServiceV2" });
export type ServiceV2 = z.infer<typeof serviceV2Schema>;

/** v2: a category node of `/web/v2/service/mapped-hierarchy`: the category and its services (one level, no sub-categories). */
export const serviceHierarchyNodeSchema = serviceCategoryRefSchema
  .extend({ description: z.string().nullable(), image: z.string().nullable(), services: z.array(serviceV2Schema) })
  .meta({ title: "ServiceHierarchyNode" });
export type ServiceHierarchyNode = z.infer<typeof serviceHierarchyNodeSchema>;

/** v2: one service (`/web/v2/service/by-url`). */
export const serviceV2DetailSchema = serviceV2Schema
  .extend({
    sections: z.array(serviceSectionSchema),
    relatedSpecialities: z.array(specialityRefSchema),
    relatedDoctors: z.array(doctorSummarySchema).describe("Active doctors of the related specialities, senior first (at most 8)."),
  })
  .meta({ title: "ServiceV2Detail" });
export type ServiceV2Detail = z.infer<typeof serviceV2DetailSchema>;
