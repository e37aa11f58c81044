import { ROUTES } from "@/lib/routes";
import container from "@/components/ui/container.module.scss";
import styles from "./console-bar.module.scss";

/** The top of every console page (the public header is not there): whose console it is, and the way to the public site. */
export function ConsoleBar({ hospitalName }: { hospitalName: string }) {
  return (
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
  );
}
