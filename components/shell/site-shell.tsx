import { Suspense } from "react";
import { SiteHeader } from "@/components/shell/header/site-header";
import { SiteFooter } from "@/components/shell/footer/site-footer";
import { ChatWidget } from "@/components/chat/chat-widget";
import { NavigationSpinner } from "@/components/shell/navigation-spinner";
import { ToastArea } from "@/components/shell/toast-area";
import type { FooterSettings } from "@/lib/contracts/footer";
import styles from "./site-shell.module.scss";

/**
 * The document every page sits in (SPEC.md section 1): skip link, top bar and navigation,
 * main content, footer, toasts and the help chat. The root layout and the global not-found
 * document (the front's whole 404 page) both render it.
 */
export function SiteShell(props: { hospitalName: string; emergencyPhone: string; footer: FooterSettings; children: React.ReactNode }) {
  const { hospitalName, emergencyPhone, footer, children } = props;
  return (
    <html lang="en-IN">
      <body>
        <a className={styles.skipLink} href="#main">
          Skip to main content
        </a>
        <SiteHeader emergencyPhone={emergencyPhone} hospitalName={hospitalName} />
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
        <SiteFooter settings={footer} emergencyPhone={emergencyPhone} />
        <ToastArea />
        <ChatWidget emergencyPhone={emergencyPhone} hospitalName={hospitalName} />
        <Suspense fallback={null}>
          <NavigationSpinner />
        </Suspense>
      </body>
    </html>
  );
}
