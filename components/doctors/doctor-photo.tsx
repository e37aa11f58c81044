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

/**
 * A doctor's portrait over their initials: when there is no photo, or it fails to load,
 * the initials show through (no script needed). Decorative next to the doctor's name.
 * A profile's large portrait loads first (it is that page's largest paint); a card's
 * portrait loads only as it nears the screen, so a list of doctors never queues a dozen
 * images ahead of the page's own scripts. A drawn portrait the site ships comes as its markup
 * (`svg`, from inlineSvgAsset in lib/server/files) and is drawn with the page: no request at all.
 */
export function DoctorPhoto({
  name,
  photo,
  size = "md",
  svg = null,
}: {
  name: string;
  photo: string | null;
  size?: "md" | "lg";
  /** The portrait's own SVG markup, trusted and checked by inlineSvgAsset; drawn instead of an <img>. */
  svg?: string | null;
}) {
  const src = resolveImageUrl(photo);
  return (
    <div className={`${styles.frame} ${size === "lg" ? styles.lg : styles.md}`}>
      <span className={styles.initials} aria-hidden="true">
        {initials(name)}
      </span>
      {svg ? (
        // The site's own drawing, checked by inlineSvgAsset; as decorative as the <img> below.
        <span className={styles.image} aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg }} />
      ) : src ? (
        // Empty alt: a missing file draws nothing (no broken-image icon), so the initials
        // show through without any script.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          className={styles.image}
          src={src}
          alt=""
          decoding="async"
          {...(size === "lg" ? { fetchPriority: "high" as const } : { loading: "lazy" as const })}
        />
      ) : null}
    </div>
  );
}
