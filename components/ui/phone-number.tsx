import styles from "./phone-number.module.scss";

/**
 * A phone number as the visitor reads it, never broken across lines ("+91 20 / 6720 1000"
 * cannot be read or dialled). Wrap every displayed number in it, also inside a labelled link
 * ("24x7 Emergency: <PhoneNumber/>"): the label may still wrap before the number on a narrow
 * screen, the number itself never does.
 */
export function PhoneNumber({ value }: { value: string }) {
  return <span className={styles.number}>{value}</span>;
}
