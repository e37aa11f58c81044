import { DOCTOR_LIST_VIEWS, ROUTE_PREFIXES, ROUTES } from "@/lib/routes";
import type { NavItem } from "./aria-current";

export type { NavItem } from "./aria-current";

/** The nine items, in the order SPEC.md lists them. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: "Home", href: ROUTES.home, aliases: [ROUTES.homeAlias] },
  { label: "Specialities", href: ROUTES.specialityList, section: [ROUTE_PREFIXES.speciality], hasSpecialitiesDropdown: true },
  { label: "Services", href: ROUTES.servicesV2, section: [ROUTE_PREFIXES.serviceV2, ROUTES.servicesV1, ROUTE_PREFIXES.serviceV1] },
  { label: "Doctors", href: ROUTES.doctorList, views: [DOCTOR_LIST_VIEWS], section: [ROUTE_PREFIXES.doctor] },
  { label: "Patients", href: ROUTES.patients },
  { label: "Gallery", href: ROUTES.gallery },
  { label: "About Us", href: ROUTES.about },
  { label: "Careers", href: ROUTES.career, section: [ROUTE_PREFIXES.career] },
  { label: "Contact Us", href: ROUTES.contactUs },
];

export const BOOK_APPOINTMENT: NavItem = { label: "Book Appointment", href: ROUTES.appointment };
