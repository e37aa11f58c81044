import type { ReactNode } from "react";
import { Link } from "@/components/ui/link";
import { STAFF_ROLE_TEXT, type ConsoleWaiting, type StaffMe } from "@/lib/contracts/staff";
import { sectionsFor } from "@/lib/console-sections";
import { SignOutButton } from "./sign-out-button";
import { StepUpDialog } from "./step-up-dialog";
import container from "@/components/ui/container.module.scss";
import styles from "./console.module.scss";

/**
 * Every console page: its title, who is signed in, the menu of their role's sections (the
 * current one marked, and beside each list the work waiting in it), sign-out; or the refusal
 * when the role may not see it. Its step-up dialog asks for the second factor again when a
 * change on the page needs it (lib/api/console-client.ts).
 */
export function ConsoleFrame({
  title,
  path,
  staff,
  waiting,
  allowed = true,
  children,
}: {
  title: string;
  path: string;
  staff: StaffMe;
  /** The work waiting behind each section (lib/server/compose/console-page.ts counts it). */
  waiting: ConsoleWaiting;
  allowed?: boolean;
  children: ReactNode;
}) {
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
      <div className={styles.body}>
        <nav className={styles.nav} aria-label="Console">
          <ul>
            {sectionsFor(staff.role).map((s) => {
              const count = waiting[s.href] ?? 0;
              return (
                <li key={s.href}>
                  <Link href={s.href} aria-current={s.href === path ? "page" : undefined}>
                    <span>{s.label}</span>
                    {count > 0 ? (
                      <span className={styles.navCount}>
                        {count}
                        <span className={styles.visuallyHidden}> waiting</span>
                      </span>
                    ) : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className={styles.content}>
          {allowed ? (
            children
          ) : (
            <p role="alert">
              {title} is not open to your role ({STAFF_ROLE_TEXT[staff.role]}). Ask an administrator if you need it.
            </p>
          )}
        </div>
      </div>
      <StepUpDialog />
    </div>
  );
}
