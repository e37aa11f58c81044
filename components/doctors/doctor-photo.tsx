import { resolveImageUrl } from "@/lib/images/image-url";
import styles from "./doctor-photo.module.scss";

/** "Dr. Ananya Kulkarni" → "AK"; the title is not part of the initials. */
export function initials(name: string): string {
  const words = name
    .replace(/^(dr|prof|mr|mrs|ms)\.?\s+/i, "")
    .split(/\s+/)
    .filter((w) => /^[\p{L}]/u.test(w));
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((w) => w.charAt(0).toUpperCase()).join("");
}

/** A URL made safe inside CSS url("..."): quotes, backslashes and line breaks escaped. */
const cssUrl = (url: string) => url.replace(/["\\\n\r]/g, (c) => encodeURIComponent(c));

/**
 * A doctor's portrait over their initials: when there is no photo, or it fails to load,
 * the initials show through (no script needed). Decorative next to the doctor's name.
 */
export function DoctorPhoto({
  name,
  photo,
  size = "md",
}: {
  name: string;
  photo: string | null;
  size?: "md" | "lg";
}) {
  const src = resolveImageUrl(photo);
  return (
    <div className={`${styles.frame} ${size === "lg" ? styles.lg : styles.md}`}>
      <span className={styles.initials} aria-hidden="true">
        {initials(name)}
      </span>
      {src ? (
        // A background, not an <img>: a missing file then draws nothing (no broken-image icon)
        // and the initials show through, without any script.
        <span className={styles.image} style={{ backgroundImage: `url("${cssUrl(src)}")` }} />
      ) : null}
    </div>
  );
}
