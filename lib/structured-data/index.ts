// schema.org JSON-LD builders (pure), one module per schema type.
export type { JsonLdObject } from "./core";
export { breadcrumbJsonLd, linkedItemListJsonLd, webPageJsonLd } from "./breadcrumb";
export { specialityPageJsonLd } from "./speciality";
export { serviceJsonLd } from "./service";
export { hospitalJsonLd } from "./hospital";
export { physicianJsonLd } from "./physician";
export { articleJsonLd, jobPostingJsonLd, aboutPageJsonLd, contactPageJsonLd, type SiteFacts } from "./editorial";
