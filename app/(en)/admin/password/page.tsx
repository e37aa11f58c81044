import type { Metadata } from "next";
import { ConsoleFrame } from "@/components/console/console-frame";
import { PasswordForm } from "@/components/console/password-form";
import { CONSOLE_ROUTES } from "@/lib/routes";
import { consolePage } from "@/lib/server/compose/console-page";
import styles from "@/components/console/console.module.scss";

export const metadata: Metadata = { title: "Change password", robots: { index: false, follow: false } };

export default async function ConsolePasswordPage() {
  const { staff, waiting } = await consolePage(CONSOLE_ROUTES.password, ["admin", "editor", "front_desk"]);
  return (
    <ConsoleFrame title="Change password" path={CONSOLE_ROUTES.password} staff={staff} waiting={waiting}>
      <section className={`${styles.panel} ${styles.narrow}`} aria-label="Change password">
        <PasswordForm />
      </section>
    </ConsoleFrame>
  );
}
