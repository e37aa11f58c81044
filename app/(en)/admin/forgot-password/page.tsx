import type { Metadata } from "next";
import { ForgotPasswordForm } from "@/components/console/forgot-password-form";
import { Link } from "@/components/ui/link";
import { CONSOLE_ROUTES } from "@/lib/routes";
import { renderPerRequest } from "@/lib/server/private-page";
import container from "@/components/ui/container.module.scss";
import styles from "@/components/console/console.module.scss";

export const metadata: Metadata = { title: "Forgotten password", robots: { index: false, follow: false } };

/** /admin/forgot-password – asks for a link to set a new console password (open without a session). */
export default async function ConsoleForgotPasswordPage() {
  // Per request, as every console page: its scripts carry the request's CSP nonce.
  await renderPerRequest();
  return (
    <div className={`${container.container} ${styles.frame}`}>
      <section className={`${styles.panel} ${styles.narrow}`} aria-labelledby="page-title">
        <h1 id="page-title">Forgotten password</h1>
        <p className={styles.who}>Give the e-mail of your staff account: we send it a link to set a new password, which works once, for 30 minutes.</p>
        <ForgotPasswordForm />
        <p>
          <Link href={CONSOLE_ROUTES.login}>Back to sign-in</Link>
        </p>
      </section>
    </div>
  );
}
