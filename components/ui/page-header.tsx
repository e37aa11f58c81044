import type { ReactNode } from "react";
import { Link } from "@/components/ui/link";
import { JsonLd } from "@/components/seo/json-ld";
import { breadcrumbJsonLd } from "@/lib/structured-data";
import styles from "./page-header.module.scss";
import { ROUTES } from "@/lib/routes";

export interface Crumb {
  label: string;
  href?: string;
}

/**
 * The heading band of an inner page: breadcrumbs (visible, and as BreadcrumbList JSON-LD),
 * the page's h1, a lead sentence and, where the page has one, its call to action (`children`),
 * so that it is on the first screen at every width.
 */
export function PageHeader({
  title,
  lead,
  crumbs = [],
  siteUrl,
  path,
  children,
}: {
  title: string;
  lead?: string;
  crumbs?: Crumb[];
  /** The site's public origin, for absolute URLs in the structured data. */
  siteUrl: string;
  /** This page's path. */
  path: string;
  children?: ReactNode;
}) {
  const trail: Crumb[] = [{ label: "Home", href: ROUTES.home }, ...crumbs, { label: title }];
  return (
    <header className={styles.band}>
      <JsonLd data={breadcrumbJsonLd(siteUrl, trail, path)} />
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
        {children}
      </div>
    </header>
  );
}
