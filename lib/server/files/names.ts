import "server-only";

/**
 * The name a file a visitor sent is kept and downloaded under: the name they gave, without any
 * folder, with characters no file system or header takes plainly made "_", and always ending in
 * the extension of what the file really is (its detected type), never one it claimed. A PDF
 * named `../../evil<script>.html` is `evil_script_.pdf`: a browser opening the saved file reads
 * it as a PDF, not as a page.
 */
export function uploadFileName(sentName: string, ext: string, fallbackStem = "file"): string {
  const base = sentName.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .replace(/\.[^.]*$/, "") // the extension it claimed, whatever it was
    .replace(/[^\p{L}\p{M}\p{N}\p{Pd} ._()]/gu, "_")
    .replace(/^[.\s]+/, ""); // no hidden file
  // At most 120 UTF-16 units, never half of a surrogate pair; then no trailing dot or space
  // (Windows drops them), also where the cut made one.
  const cut = cleaned.slice(0, 120);
  const stem = (/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut).replace(/[.\s]+$/, "");
  return `${stem || fallbackStem}.${ext}`;
}
