// schema.org JSON-LD builders (pure), one module per schema type.
export { hospitalId, hospitalRefJsonLd, OPEN_24X7, postalAddressJsonLd, type JsonLdObject } from "./core";
export { breadcrumbJsonLd, linkedItemListJsonLd, type BreadcrumbStep, type LinkedName } from "./breadcrumb";
export { medicalSpecialtyUrls, type SpecialityLike } from "./medical-specialty";
export { faqQuestionsJsonLd, type FaqEntry } from "./faq";
export { specialityPageJsonLd, type ClinicalSite, type ClinicalSpecialityRef, type SpecialityPageJsonLdInput } from "./speciality";
export { serviceJsonLd, serviceSchemaKind, type ServiceJsonLdInput, type ServiceSchemaKind } from "./service";
export { hospitalJsonLd, type HospitalJsonLdInput } from "./hospital";
export { physicianJsonLd, type PhysicianJsonLdInput } from "./physician";
export { articleJsonLd, jobPostingJsonLd, aboutPageJsonLd, contactPageJsonLd, type SiteFacts } from "./editorial";
