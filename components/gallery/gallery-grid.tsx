"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { GalleryImage } from "@/lib/contracts/content";
import { resolveImageUrl } from "@/lib/images/image-url";
import styles from "./gallery.module.scss";

/**
 * The gallery's thumbnails and its lightbox. Each thumbnail is a link to the picture itself,
 * so without script it still opens; with script it opens a modal <dialog> (focus stays inside,
 * Escape closes it) with previous and next (buttons and the arrow keys), and closing returns
 * focus to the thumbnail that opened it.
 */
export function GalleryGrid({ images }: { images: GalleryImage[] }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const thumbs = useRef<(HTMLAnchorElement | null)[]>([]);
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<number | null>(null);

  const show = (index: number) => {
    opener.current = index;
    setOpen(index);
  };

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open !== null && !d.open) d.showModal();
  }, [open]);

  const close = useCallback(() => {
    dialog.current?.close();
  }, []);

  const onClosed = () => {
    setOpen(null);
    const index = opener.current;
    opener.current = null;
    if (index !== null) thumbs.current[index]?.focus();
  };

  const step = useCallback(
    (delta: number) => setOpen((current) => (current === null ? current : (current + delta + images.length) % images.length)),
    [images.length],
  );

  const current = open !== null ? images[open] : null;
  return (
    <>
      <ul className={styles.grid}>
        {images.map((image, index) => {
          const src = resolveImageUrl(image.image) ?? "";
          return (
            <li key={image._id}>
              <figure className={styles.item}>
                <a
                  href={src}
                  ref={(el) => {
                    thumbs.current[index] = el;
                  }}
                  className={styles.thumb}
                  onClick={(event) => {
                    event.preventDefault();
                    show(index);
                  }}
                  aria-label={`${image.title}: open the larger picture`}
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- drawn SVG art, served as it is */}
                  <img src={src} alt={image.alt} width={1200} height={800} loading={index < 6 ? "eager" : "lazy"} decoding="async" />
                </a>
                <figcaption>
                  <span className={styles.title}>{image.title}</span>
                  <span className={styles.category}>{image.category.name}</span>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby="lightbox-title"
        aria-describedby="lightbox-caption"
        onClose={onClosed}
        onKeyDown={(event) => {
          if (event.key === "ArrowRight") step(1);
          else if (event.key === "ArrowLeft") step(-1);
        }}
        onClick={(event) => {
          // A click on the backdrop (the dialog itself, outside its content) closes it.
          if (event.target === dialog.current) close();
        }}
      >
        {current ? (
          <div className={styles.lightbox}>
            <div className={styles.bar}>
              <h2 id="lightbox-title">{current.title}</h2>
              <p className={styles.counter} aria-live="polite">
                Picture {(open ?? 0) + 1} of {images.length}
              </p>
              <button type="button" className={styles.close} onClick={close} autoFocus>
                Close<span className={styles.hidden}> the picture</span>
              </button>
            </div>
            {/* eslint-disable-next-line @next/next/no-img-element -- drawn SVG art, served as it is */}
            <img className={styles.large} src={resolveImageUrl(current.image) ?? ""} alt={current.alt} width={1200} height={800} />
            <p id="lightbox-caption" className={styles.caption}>
              {current.caption}
            </p>
            <div className={styles.nav}>
              <button type="button" onClick={() => step(-1)}>
                <span aria-hidden="true">‹ </span>Previous<span className={styles.hidden}> picture</span>
              </button>
              <button type="button" onClick={() => step(1)}>
                Next<span className={styles.hidden}> picture</span>
                <span aria-hidden="true"> ›</span>
              </button>
            </div>
          </div>
        ) : null}
      </dialog>
    </>
  );
}
