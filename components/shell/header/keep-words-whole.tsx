import styles from "./site-header.module.scss";

/** Browsers may break a line after a hyphen, dash or slash: "walk-/in", "COVID-/19", "Mon–/Sat". */
const BREAKS_INSIDE = /[-\u2010-\u2015/]/;

/**
 * Text whose lines break only between words: each word with a hyphen, dash or slash is kept
 * on one line. For short notices that must read well at any width.
 */
export function KeepWordsWhole({ text }: { text: string }) {
  return text.split(/(\s+)/).map((part, index) =>
    BREAKS_INSIDE.test(part) ? (
      <span key={index} className={styles.word}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}
