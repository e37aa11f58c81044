import { roleMayUse, type StaffRole } from "@/lib/contracts/staff";
import { LEAVE_DESK_ROLES } from "@/lib/contracts/leave";
import { WAITLIST_DESK_ROLES } from "@/lib/contracts/waitlist";
import { TRANSLATOR_ROLES } from "@/lib/contracts/collections";
import { CONSOLE_ROUTES } from "@/lib/routes";

/** The console's menu: its sections in order and who may open them (an admin opens everything). */
const SECTIONS: { href: string; label: string; roles: readonly StaffRole[] }[] = [
  { href: CONSOLE_ROUTES.home, label: "Overview", roles: ["admin", "editor", "front_desk"] },
  { href: CONSOLE_ROUTES.bookings, label: "Bookings desk", roles: ["front_desk"] },
  { href: CONSOLE_ROUTES.messages, label: "Contact messages", roles: ["front_desk"] },
  { href: CONSOLE_ROUTES.applications, label: "Job applications", roles: ["front_desk"] },
  { href: CONSOLE_ROUTES.outbox, label: "Messages sent", roles: ["front_desk"] },
  { href: CONSOLE_ROUTES.waitlist, label: "Waitlists", roles: WAITLIST_DESK_ROLES },
  { href: CONSOLE_ROUTES.leave, label: "Doctors' leave", roles: LEAVE_DESK_ROLES },
  { href: CONSOLE_ROUTES.content, label: "Site content", roles: ["editor"] },
  { href: CONSOLE_ROUTES.translations, label: "Translations", roles: TRANSLATOR_ROLES },
  { href: CONSOLE_ROUTES.links, label: "Short links", roles: ["editor"] },
  { href: CONSOLE_ROUTES.staff, label: "Staff accounts", roles: ["admin"] },
  { href: CONSOLE_ROUTES.audit, label: "Audit log", roles: ["admin"] },
  { href: CONSOLE_ROUTES.privacy, label: "Privacy requests", roles: ["admin"] },
  { href: CONSOLE_ROUTES.sessions, label: "Your sessions", roles: ["admin", "editor", "front_desk"] },
  { href: CONSOLE_ROUTES.security, label: "Security", roles: ["admin", "editor", "front_desk"] },
  { href: CONSOLE_ROUTES.password, label: "Change password", roles: ["admin", "editor", "front_desk"] },
];

export const sectionsFor = (role: StaffRole) => SECTIONS.filter((s) => roleMayUse(role, s.roles));
