import type { Locale } from "@/lib/i18n/locales";
import { wordsOf } from "@/lib/server/i18n";
import styles from "./out-of-date-notice.module.scss";

/**
 * One line in the page's language where part of it is shown in English because its translation
 * is older than the English (or missing): the visitor reads what the hospital currently says,
 * and knows why it is in English.
 */
export async function OutOfDateNotice({ locale, shown }: { locale: Locale; shown: boolean }) {
  if (!shown || locale === "en") return null;
  const t = await wordsOf(locale, "common");
  return (
    <p className={styles.notice} role="note">
      {t("outOfDate")}
    </p>
  );
}
