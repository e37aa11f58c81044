import { Link } from "@/components/ui/link";
import styles from "./service-cards.module.scss";

export interface ServiceCardItem {
  key: string;
  name: string;
  href: string;
  text?: string | null;
  /** A small caption above the name, e.g. the category. */
  eyebrow?: string | null;
}

/** Server-rendered cards whose whole surface links to a service page. */
export function ServiceCards({ items, headingLevel = 3 }: { items: ServiceCardItem[]; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.key} className={styles.card}>
          {item.eyebrow ? <p className={styles.eyebrow}>{item.eyebrow}</p> : null}
          <Heading className={styles.name}>
            <Link href={item.href} className={styles.link}>
              {item.name}
            </Link>
          </Heading>
          {item.text ? <p className={styles.text}>{item.text}</p> : null}
          <span className={styles.more} aria-hidden="true">
            View details <span className={styles.arrow}>→</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
