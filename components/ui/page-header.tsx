import Link from "next/link";
import styles from "./page-header.module.scss";

export interface Crumb {
  label: string;
  href?: string;
}

/** The heading band of an inner page: breadcrumbs, the page's h1 and a lead sentence. */
export function PageHeader({ title, lead, crumbs = [] }: { title: string; lead?: string; crumbs?: Crumb[] }) {
  const trail: Crumb[] = [{ label: "Home", href: "/" }, ...crumbs, { label: title }];
  return (
    <header className={styles.band}>
      <div className={styles.inner}>
        <nav aria-label="Breadcrumb">
          <ol className={styles.crumbs}>
            {trail.map((crumb, index) => (
              <li key={`${crumb.label}-${index}`}>
                {crumb.href && index < trail.length - 1 ? (
                  <Link href={crumb.href}>{crumb.label}</Link>
                ) : (
                  <span aria-current="page">{crumb.label}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </div>
    </header>
  );
}
