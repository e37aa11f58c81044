/**
 * Image path resolution (SPEC.md section 7, "Image paths"):
 * - a full URL is kept as is;
 * - a path starting with /public/ is used as is;
 * - any other path starting with / gets /public added;
 * - a relative path is resolved against the API host.
 * The API host is this site unless configured otherwise, so the default is "" (same origin).
 */
export function resolveImageUrl(path: string | null | undefined, apiHost = ""): string | null {
  const value = path?.trim();
  if (!value) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith("//")) return value;
  if (value.startsWith("/public/")) return value;
  if (value.startsWith("/")) return `/public${value}`;
  const host = apiHost.replace(/\/+$/, "");
  return `${host}/${value.replace(/^\.\//, "")}`;
}
