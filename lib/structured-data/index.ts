// schema.org JSON-LD builders (pure), one module per schema type.
export { hospitalId, type JsonLdObject } from "./core";
export { breadcrumbJsonLd, linkedItemListJsonLd } from "./breadcrumb";
export { medicalSpecialtyUrls } from "./medical-specialty";
export { specialityPageJsonLd } from "./speciality";
export { serviceJsonLd, serviceSchemaKind } from "./service";
export { hospitalJsonLd } from "./hospital";
export { physicianJsonLd, type PhysicianJsonLdInput } from "./physician";
export { articleJsonLd, jobPostingJsonLd, aboutPageJsonLd, contactPageJsonLd, type SiteFacts } from "./editorial";
