"use client";

import styles from "@/components/not-found/not-found-view.module.scss";

/** An unexpected failure while rendering a page: say so plainly and offer a retry. */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className={styles.wrap}>
      <h1>Something went wrong</h1>
      <p className={styles.text}>
        We could not show this page just now. Please try again; if you need urgent help, call our 24x7 emergency line
        shown at the top of the page.
      </p>
      <ul className={styles.links}>
        <li>
          <button type="button" onClick={reset}>
            Try again
          </button>
        </li>
      </ul>
    </div>
  );
}
