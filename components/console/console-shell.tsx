import { ToastArea } from "@/components/shell/toast-area";
import { ROUTES } from "@/lib/routes";
import container from "@/components/ui/container.module.scss";
import shell from "@/components/shell/site-shell.module.scss";
import styles from "./console.module.scss";

/** The console's document: a skip link, a bar naming the hospital's console with a way to the public site, the page, toasts. */
export function ConsoleShell({ hospitalName, children }: { hospitalName: string; children: React.ReactNode }) {
  return (
    <html lang="en-IN">
      <body>
        <a className={shell.skipLink} href="#main">
          Skip to main content
        </a>
        <header className={styles.consoleHeader}>
          <div className={`${container.container} ${styles.consoleHeaderInner}`}>
            <p className={styles.consoleBrand}>
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src="/images/logo.svg" alt="" width={32} height={32} />
              <span>{hospitalName} · Staff console</span>
            </p>
            <a href={ROUTES.home} target="_blank" rel="noopener">
              Open the public site (new tab)
            </a>
          </div>
        </header>
        <main id="main" tabIndex={-1} className={shell.main}>
          {children}
        </main>
        <ToastArea />
      </body>
    </html>
  );
}
