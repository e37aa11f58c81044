import { Link } from "@/components/ui/link";
import { pageItems } from "@/lib/doctors/pagination";
import styles from "./pagination.module.scss";

/** Previous, page numbers and next as plain links (`href` of a page keeps the list's filters); nothing for one page. */
export function Pagination({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="Pagination">
      <ul className={styles.list}>
        <li>
          {page > 1 ? (
            <Link href={href(page - 1)} rel="prev" className={styles.step}>
              <span aria-hidden="true">‹</span> Previous<span className={styles.hidden}> page</span>
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-disabled="true">
              <span aria-hidden="true">‹</span> Previous<span className={styles.hidden}> page</span>
            </span>
          )}
        </li>
        {pageItems(page, pages).map((item) =>
          item.kind === "gap" ? (
            <li key={`gap-${item.after}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                href={href(item.page)}
                className={styles.number}
                aria-current={item.page === page ? "page" : undefined}
                {...(item.page === page - 1 ? { rel: "prev" } : item.page === page + 1 ? { rel: "next" } : {})}
              >
                <span className={styles.hidden}>Page </span>
                {item.page}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link href={href(page + 1)} rel="next" className={styles.step}>
              Next<span className={styles.hidden}> page</span> <span aria-hidden="true">›</span>
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-disabled="true">
              Next<span className={styles.hidden}> page</span> <span aria-hidden="true">›</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
