import type { ReactNode } from "react";
import { Link } from "@/components/ui/link";
import { STAFF_ROLE_TEXT, type StaffMe, type StaffRole } from "@/lib/contracts/staff";
import { WAITLIST_DESK_ROLES } from "@/lib/contracts/waitlist";
import { CONSOLE_ROUTES } from "@/lib/routes";
import { SignOutButton } from "./sign-out-button";
import container from "@/components/ui/container.module.scss";
import styles from "./console.module.scss";

/** The console's sections and who may open them (admin opens everything). */
const SECTIONS: { href: string; label: string; roles: readonly StaffRole[] }[] = [
  { href: CONSOLE_ROUTES.home, label: "Overview", roles: ["admin", "editor", "front_desk"] },
  { href: CONSOLE_ROUTES.bookings, label: "Bookings desk", roles: ["front_desk"] },
  { href: CONSOLE_ROUTES.messages, label: "Contact messages", roles: ["front_desk"] },
  { href: CONSOLE_ROUTES.applications, label: "Job applications", roles: ["front_desk"] },
  { href: CONSOLE_ROUTES.outbox, label: "Messages sent", roles: ["front_desk"] },
  { href: CONSOLE_ROUTES.waitlist, label: "Waitlists", roles: WAITLIST_DESK_ROLES },
  { href: CONSOLE_ROUTES.content, label: "Site content", roles: ["editor"] },
  { href: CONSOLE_ROUTES.links, label: "Short links", roles: ["editor"] },
  { href: CONSOLE_ROUTES.staff, label: "Staff accounts", roles: ["admin"] },
  { href: CONSOLE_ROUTES.audit, label: "Audit log", roles: ["admin"] },
  { href: CONSOLE_ROUTES.privacy, label: "Privacy requests", roles: ["admin"] },
  { href: CONSOLE_ROUTES.password, label: "Change password", roles: ["admin", "editor", "front_desk"] },
];

export const sectionsFor = (role: StaffRole) => SECTIONS.filter((s) => role === "admin" || s.roles.includes(role));

/** Every console page: its title, who is signed in, the sections of their role, sign-out; or the refusal when the role may not see it. */
export function ConsoleFrame({ title, path, staff, allowed = true, children }: { title: string; path: string; staff: StaffMe; allowed?: boolean; children: ReactNode }) {
  return (
    <div className={`${container.container} ${styles.frame}`}>
      <div className={styles.bar}>
        <div>
          <h1 id="page-title">{allowed ? title : "Not open to your role"}</h1>
          <p className={styles.who}>
            Signed in as {staff.name} ({STAFF_ROLE_TEXT[staff.role]})
          </p>
        </div>
        <SignOutButton />
      </div>
      <nav className={styles.nav} aria-label="Console">
        <ul>
          {sectionsFor(staff.role).map((s) => (
            <li key={s.href}>
              <Link href={s.href} aria-current={s.href === path ? "page" : undefined}>
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {allowed ? (
        children
      ) : (
        <p role="alert">
          {title} is not open to your role ({STAFF_ROLE_TEXT[staff.role]}). Ask an administrator if you need it.
        </p>
      )}
    </div>
  );
}
