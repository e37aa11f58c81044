"use client";

import styles from "@/components/not-found/not-found-view.module.scss";

export interface ErrorWords {
  title: string;
  text: string;
  retry: string;
}

/**
 * An unexpected failure while rendering a page, in the page's language: say so plainly and offer
 * a retry. Each language's error file hands it that language's few words (no catalogue else).
 */
export function ErrorView({ words, reset }: { words: ErrorWords; reset: () => void }) {
  return (
    <div className={styles.wrap}>
      <h1>{words.title}</h1>
      <p className={styles.text}>{words.text}</p>
      <ul className={styles.links}>
        <li>
          <button type="button" onClick={reset}>
            {words.retry}
          </button>
        </li>
      </ul>
    </div>
  );
}
