import { ROUTE_PREFIXES } from "@/lib/routes";
import { z } from "zod";
import { defineCall } from "./declare";
import { byUrlRequestSchema } from "@/lib/contracts/by-url";
import { serviceCategoryV1Schema, serviceHierarchyNodeSchema, serviceV1DetailSchema, serviceV2DetailSchema, serviceV2Schema } from "@/lib/contracts/services";

// Services, v1 and v2 shapes (docs/API.md, the services' calls).

/** Next hands over path segments decoded; a client that double-encodes still gets its service. */
const decoded = (value: string) => {
  try {
    return /%[0-9a-f]{2}/i.test(value) ? decodeURIComponent(value) : value;
  } catch {
    return value;
  }
};

const serviceParams = z.object({
  category: z.string().transform(decoded).pipe(z.string().trim().min(1, "must not be empty").max(120, "is too long")),
  id: z.string().trim().min(1, "must not be empty").max(64, "is too long"),
});

export const getServiceV1Call = defineCall({
  group: "services",
  method: "GET",
  path: "web/service/[category]/[id]",
  access: "public",
  params: serviceParams,
  output: serviceV1DetailSchema,
  summary: "one service (v1) by its category (url slug or name) and id",
  description: ["One service by its category and id: `category` is the category's url slug", "(`diagnostics-imaging`) or its name (`Diagnostics%20%26%20Imaging`, any case), `id` the", "service's `_id`. Response `data`: `ServiceV1Detail`, or `404 \"Service not found\"` when the", "id is unknown, not a uuid, inactive, or filed under another category.", "", "```ts", "ServiceV1Detail = ServiceV1 & {", "  category: { _id, categoryName, categoryUrl },", "  overview: { description }, sections: { title, body }[],", "  specialities: { _id, specialityName, specialityUrl }[],", "  doctors: DoctorSummary[] /* at most 8 */", "}", "```"].join("\n"),
});

export const listServicesV1Call = defineCall({
  group: "services",
  method: "POST",
  path: "web/service/mapped-by-category",
  access: "public",
  output: z.array(serviceCategoryV1Schema),
  summary: "service categories with their services (v1 shape)",
  description: ["Categories with their services in the v1 shape. Request: `{}`. Response `data`:", "", "```ts", "{ _id, categoryName, categoryUrl, description, image,", "  services: { _id, serviceName, serviceUrl, description /* one or two sentences */, image }[] }[]", "```"].join("\n"),
});

export const getServiceByUrlCall = defineCall({
  group: "services",
  method: "POST",
  path: "web/v2/service/by-url",
  access: "public",
  body: byUrlRequestSchema("the service's url slug"),
  output: serviceV2DetailSchema,
  summary: "one service (v2) by url slug, with sections, specialities and doctors",
  description: ["One service by url slug. Request: `{ url: string }`. Response `data`: `ServiceV2Detail`, or", "`404 { success: 0, message: \"Service not found\" }` (400 when `url` is missing or empty).", "", "```ts", "ServiceV2Detail = ServiceV2 & {", "  sections: { title, body }[],", "  relatedSpecialities: { _id, specialityName, specialityUrl }[],", "  relatedDoctors: DoctorSummary[] /* active doctors of those specialities, senior first, at most 8 */", "}", "```"].join("\n"),
});

export const listPublicServicesCall = defineCall({
  group: "services",
  method: "POST",
  path: "web/v2/service/list-public",
  access: "public",
  output: z.array(serviceV2Schema),
  summary: "every public service (v2 shape), in display order",
  description: ["Every active service of an active category, in category then service order. Request: `{}`.", "Response `data`: `ServiceV2[]`", "", "```ts", "ServiceV2 = {", `  _id, serviceName, serviceUrl /* url slug of ${ROUTE_PREFIXES.serviceV2}/detail/:slug */,`, "  category: { _id, categoryName, categoryUrl },", "  hero: { title: string | null, description: string | null, image: string | null },", "  overview: { description: string | null }", "}", "```"].join("\n"),
});

export const getServiceHierarchyCall = defineCall({
  group: "services",
  method: "POST",
  path: "web/v2/service/mapped-hierarchy",
  access: "public",
  output: z.array(serviceHierarchyNodeSchema),
  summary: "service categories with their services (v2 shape)",
  description: ["The same services grouped under their categories (a category without active services is", "left out). Request: `{}`. Response `data`:", "`{ _id, categoryName, categoryUrl, description, image, services: ServiceV2[] }[]`."].join("\n"),
});
