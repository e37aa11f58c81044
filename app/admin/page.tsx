import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { ConsoleFrame, sectionsFor } from "@/components/console/console-frame";
import { STAFF_ROLE_TEXT } from "@/lib/contracts/staff";
import { CONSOLE_ROUTES } from "@/lib/routes";
import { consolePage } from "@/lib/server/console-page";
import styles from "@/components/console/console.module.scss";

export const metadata: Metadata = { title: "Staff console", robots: { index: false, follow: false } };

/** /admin – the console's start: who is signed in and the sections their role opens. */
export default async function ConsoleHomePage() {
  const { staff } = await consolePage(CONSOLE_ROUTES.home, ["admin", "editor", "front_desk"]);
  return (
    <ConsoleFrame title="Staff console" path={CONSOLE_ROUTES.home} staff={staff}>
      <section className={styles.panel} aria-labelledby="sections-title">
        <h2 id="sections-title">Your sections</h2>
        <p>
          You are signed in as {staff.name}, {STAFF_ROLE_TEXT[staff.role].toLowerCase()}. The session ends after 30 minutes without use and 12 hours after
          signing in.
        </p>
        <ul>
          {sectionsFor(staff.role)
            .filter((s) => s.href !== CONSOLE_ROUTES.home)
            .map((s) => (
              <li key={s.href}>
                <Link href={s.href}>{s.label}</Link>
              </li>
            ))}
        </ul>
      </section>
    </ConsoleFrame>
  );
}
