"use client";

import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { GENERIC_ERROR_MESSAGE, toApiError } from "@/lib/api/client";
import { uploadImage } from "@/lib/api/console-calls";
import { resolveImageUrl } from "@/lib/images/image-url";
import { IMAGE_ACCEPT, IMAGE_BOX, IMAGE_MAX_BYTES, IMAGE_TYPES_TEXT, type ImagePurpose } from "@/lib/contracts/uploads";
import form from "@/components/ui/form.module.scss";
import styles from "./console.module.scss";

export interface ImageUploadProps {
  id: string;
  label: string;
  /** The image's path as the record holds it (`/public/<key>.webp` after an upload), or null. */
  value: string | null;
  onChange: (path: string | null) => void;
  purpose: ImagePurpose;
  /** The form's own message for this field (a required image, say); the server's refusal shows here too. */
  error?: string;
  /** Ids of more text that describes the control (the form's hint, say). */
  describedBy?: string;
}

const MAX_MB = IMAGE_MAX_BYTES / 1048576;

/**
 * An image field of the content editor: the current image and its path, a file chooser that
 * uploads at once (POST /api/admin/uploads/image), and a remove button. The server checks,
 * resizes and re-encodes the file and answers its new path, which becomes the field's value;
 * the record keeps it only when the editor saves the form (an upload nobody saves is removed
 * after a day). Its progress is announced politely, its refusal next to the field.
 */
export function ImageUpload({ id, label, value, onChange, purpose, error, describedBy }: ImageUploadProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const input = useRef<HTMLInputElement>(null);
  // Choosing another file while one is on its way cancels the first: the last choice wins.
  const pending = useRef<AbortController | null>(null);
  useEffect(() => () => pending.current?.abort(), []);

  const box = IMAGE_BOX[purpose];
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const shown = problem ?? error;
  const src = resolveImageUrl(value);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setProblem(null);
    if (file.size > IMAGE_MAX_BYTES) {
      setProblem(`The image is larger than ${MAX_MB} MB. Make it smaller and choose it again.`);
      event.target.value = "";
      return;
    }
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setBusy(true);
    setStatus(`Uploading ${file.name}…`);
    try {
      const data = await uploadImage({ purpose, file }, { signal: controller.signal });
      onChange(data.path);
      setStatus(`Uploaded: ${data.width} × ${data.height} pixels. Save the form to keep it.`);
    } catch (e) {
      if (controller.signal.aborted) return;
      const failure = toApiError(e);
      setStatus("");
      setProblem(failure.status === 0 || failure.message === GENERIC_ERROR_MESSAGE ? "The image could not be uploaded. Check your connection and try again." : failure.message);
    } finally {
      if (pending.current === controller) {
        pending.current = null;
        setBusy(false);
        if (input.current) input.current.value = "";
      }
    }
  };

  const remove = () => {
    onChange(null);
    setProblem(null);
    setStatus("Image removed. Save the form to keep the change.");
    // The button disappears with the image: keyboard focus goes on to the file chooser.
    input.current?.focus();
  };

  return (
    <div className={`${form.field} ${styles.imageUpload}`}>
      <label htmlFor={id}>{label}</label>
      <p className={form.hint} id={hintId}>
        {IMAGE_TYPES_TEXT}, at most {MAX_MB} MB. It is made to fit {box.width} × {box.height} pixels and saved as WebP without its camera data or location.
      </p>
      {value ? (
        <figure className={styles.imagePreview}>
          {/* The path resolved as the site resolves it (SPEC.md section 7); a plain img: the upload is already sized. */}
          {src ? (
            // eslint-disable-next-line @next/next/no-img-element
            <img src={src} alt="" />
          ) : null}
          <figcaption>
            <code className={styles.code}>{value}</code>
          </figcaption>
        </figure>
      ) : (
        <p className={form.muted}>No image yet.</p>
      )}
      <input
        ref={input}
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        onChange={choose}
        aria-describedby={[describedBy, hintId, shown ? errorId : null].filter(Boolean).join(" ")}
        aria-invalid={shown ? true : undefined}
      />
      {busy ? <progress className={styles.imageProgress} aria-label={`Uploading ${label.toLowerCase()}`} /> : null}
      <p className={form.hint} aria-live="polite">
        {status}
      </p>
      {shown ? (
        <p className={form.error} id={errorId} role="alert">
          {shown}
        </p>
      ) : null}
      {value ? (
        <div className={form.actions}>
          <button type="button" className={form.secondary} onClick={remove} disabled={busy}>
            Remove image
          </button>
        </div>
      ) : null}
    </div>
  );
}
