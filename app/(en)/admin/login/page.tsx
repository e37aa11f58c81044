import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { LoginForm } from "@/components/console/login-form";
import { Link } from "@/components/ui/link";
import { CONSOLE_ROUTES, isConsolePath } from "@/lib/routes";
import { currentStaff, signingInStep } from "@/lib/server/compose/console-page";
import container from "@/components/ui/container.module.scss";
import styles from "@/components/console/console.module.scss";

export const metadata: Metadata = { title: "Staff sign-in", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /admin/login – staff sign in: the password, then the second factor; someone already signed in
 * goes straight on, and a session that has given only its password (a reload) is shown its
 * second step again.
 */
export default async function ConsoleLoginPage({ searchParams }: Props) {
  const raw = (await searchParams).next;
  const next = typeof raw === "string" && isConsolePath(raw) && !raw.startsWith(CONSOLE_ROUTES.login) ? raw : CONSOLE_ROUTES.home;
  if (await currentStaff()) redirect(next);
  const step = await signingInStep();
  return (
    <div className={`${container.container} ${styles.frame}`}>
      <section className={`${styles.panel} ${styles.narrow}`} aria-labelledby="page-title">
        <h1 id="page-title">Staff sign-in</h1>
        <p className={styles.who}>For the hospital&apos;s staff: the console for the website, bookings and messages. Patients do not need an account.</p>
        <LoginForm next={next} step={step} />
        <p>
          <Link href={CONSOLE_ROUTES.forgotPassword}>Forgotten your password?</Link>
        </p>
      </section>
    </div>
  );
}
