"use client";

import { fillName, type HeaderWords } from "./words";
import { Link } from "@/components/ui/link";
import { useState } from "react";
import type { SpecialityV2 } from "@/lib/contracts/specialities";
import { resolveImageUrl } from "@/lib/images/image-url";
import { specialityHref } from "@/lib/routes";
import { DEFAULT_SPECIALITY_IMAGE, specialityDescription } from "./speciality-menu";
import styles from "./specialities-dropdown.module.scss";

interface SpecialityPreviewProps {
  speciality: SpecialityV2;
  words: HeaderWords["specialities"];
  onNavigate: () => void;
}

/** The side preview of the dropdown: thumbnail, name, short description and a Learn More link. */
export function SpecialityPreview({ speciality, words, onNavigate }: SpecialityPreviewProps) {
  const imageUrl = resolveImageUrl(speciality.thumbnailImage);
  // Remembers which URL failed, so a different speciality tries its own image again.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const src = imageUrl && imageUrl !== failedUrl ? imageUrl : DEFAULT_SPECIALITY_IMAGE;
  const href = specialityHref(speciality);

  return (
    <div className={styles.preview} role="group" aria-label={words.preview}>
      {/* Thumbnails come from the API host as stored paths; a plain img keeps the onError fallback simple. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        className={styles.previewImage}
        src={src}
        alt=""
        width={320}
        height={180}
        decoding="async"
        onError={() => {
          if (src !== DEFAULT_SPECIALITY_IMAGE) setFailedUrl(src);
        }}
      />
      <p className={styles.previewName}>{speciality.specialityName}</p>
      <p className={styles.previewDescription}>{specialityDescription(speciality)}</p>
      <Link className={styles.learnMore} href={href} onClick={onNavigate}>
        {words.learnMore}
        <span className={styles.visuallyHidden}>{fillName(words.learnMoreAbout, speciality.specialityName)}</span>
      </Link>
    </div>
  );
}
