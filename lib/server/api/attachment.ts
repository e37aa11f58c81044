import "server-only";

/**
 * `Content-Disposition: attachment` for a name a visitor chose (RFC 6266): an ASCII fallback
 * with quotes, backslashes, control and non-ASCII characters replaced, and the exact name as
 * UTF-8 in `filename*` (RFC 8187). A path in the name is dropped; an empty name is "download".
 */
export function attachmentDisposition(name: string): string {
  const base = name.split(/[\\/]/).pop()?.trim() || "download";
  const ascii = base.replace(/[^\x20-\x7E]|["\\%]/g, "_");
  const encoded = encodeURIComponent(base).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
