import type { Faq } from "@/lib/contracts/specialities";
import styles from "./faq-list.module.scss";

/** Questions that open in place: native <details>, so keyboard and screen readers work without script. */
export function FaqList({ faqs }: { faqs: Faq[] }) {
  return (
    <div className={styles.list}>
      {faqs.map((faq, index) => (
        <details key={`${index}-${faq.q}`} className={styles.item} open={index === 0}>
          <summary className={styles.question}>{faq.q}</summary>
          <p className={styles.answer}>{faq.a}</p>
        </details>
      ))}
    </div>
  );
}
