import type { Metadata } from "next";
import { ResetPasswordForm } from "@/components/console/reset-password-form";
import { Link } from "@/components/ui/link";
import { CONSOLE_ROUTES } from "@/lib/routes";
import { renderPerRequest } from "@/lib/server/private-page";
import container from "@/components/ui/container.module.scss";
import styles from "@/components/console/console.module.scss";

export const metadata: Metadata = { title: "Set a new password", robots: { index: false, follow: false } };

/** /admin/reset-password#<token> – sets a new console password with the e-mailed link (open without a session). */
export default async function ConsoleResetPasswordPage() {
  // Per request, as every console page: its scripts carry the request's CSP nonce.
  await renderPerRequest();
  return (
    <div className={`${container.container} ${styles.frame}`}>
      <section className={`${styles.panel} ${styles.narrow}`} aria-labelledby="page-title">
        <h1 id="page-title">Set a new password</h1>
        <p className={styles.who}>Every device signed in to the account is signed out; then sign in with the new password.</p>
        <ResetPasswordForm />
        <p>
          <Link href={CONSOLE_ROUTES.forgotPassword}>Ask for a new link</Link>
        </p>
      </section>
    </div>
  );
}
