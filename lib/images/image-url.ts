/** Schemes a stored image may point at; anything else (javascript:, vbscript:, file: …) is no image. */
const KEPT_SCHEMES = new Set(["http:", "https:", "blob:"]);

/** The absolute URL `value` names, if it names one (it has a scheme), else null. */
function absoluteUrl(value: string): URL | null {
  try {
    // The WHATWG parser, as the browser reads an src: "java\tscript:" and " \0javascript:" are
    // javascript: URLs there, so they are here.
    return new URL(value);
  } catch {
    return null;
  }
}

/** Removes "." segments and resolves ".." ones (never above the root) of a path without its query. */
function normalisePath(path: string): string {
  const [pathname, rest = ""] = splitQuery(path);
  const segments: string[] = [];
  for (const segment of pathname.split("/")) {
    if (segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  return segments.join("/") + rest;
}

function splitQuery(path: string): [string, string?] {
  const cut = path.search(/[?#]/);
  return cut === -1 ? [path] : [path.slice(0, cut), path.slice(cut)];
}

/**
 * Image path resolution (SPEC.md section 7, "Image paths"):
 * - a full URL is kept as is (http, https and blob URLs, and data: URLs of images; a URL of any
 *   other scheme, javascript: above all, is no image: null);
 * - a path starting with /public/ is used as is ("/public" itself, "/public?v=2" too: they are
 *   already under /public, and a second prefix would make /public/public);
 * - any other path starting with / gets /public added. Leading slashes and backslashes count as
 *   one: "//evil.example/x" is a protocol-relative reference, not a full URL, and the browser
 *   would load it from that other site; it becomes /public/evil.example/x, on this site;
 * - a relative path is resolved against the API host ("./" and ".." segments resolved).
 * The API host is this site unless configured otherwise, so the default is "" (same origin).
 * Empty or blank input is no image: null, for the caller's fallback.
 */
export function resolveImageUrl(path: string | null | undefined, apiHost = ""): string | null {
  const value = path?.trim();
  if (!value) return null;
  const url = absoluteUrl(value);
  if (url) {
    const isImageData = url.protocol === "data:" && /^image\//i.test(url.pathname);
    return KEPT_SCHEMES.has(url.protocol) || isImageData ? value : null;
  }
  if (value.startsWith("/") || value.startsWith("\\")) {
    const rooted = `/${value.replace(/^[/\\]+/, "")}`;
    const [pathname] = splitQuery(rooted);
    if (pathname === "/public" || pathname.startsWith("/public/")) return rooted;
    return `/public${rooted}`;
  }
  const host = apiHost.replace(/\/+$/, "");
  return `${host}/${normalisePath(value).replace(/^\/+/, "")}`;
}
