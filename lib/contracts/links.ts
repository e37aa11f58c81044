// What a link stored by staff may point at: the one set of rules every link field uses (the
// console's site-path, link and video fields, the footer, short links, and the redirect a short
// link answers with). Browsers read "/\evil.example" and "//evil.example" as another host, so a
// "site path" is checked as a browser would read it, not by its first character.
import { ROUTES } from "@/lib/routes";
import { isSafeText } from "./common";

/**
 * Why `value` is not an address on this site ("/doctorList", "/blogdetail/x?utm=1", "/#faq"), or
 * null when it is. Refuses other hosts however they are written ("//host", "/\host", "\\host"),
 * schemes, backslashes written out or encoded (%5C), spaces, control characters, broken
 * %-escapes and "." or ".." parts.
 */
export function sitePathProblem(value: string): string | null {
  if (!isSafeText(value)) return "must not contain control characters";
  if (!value.startsWith("/")) return 'must start with "/"';
  if (value.startsWith("//")) return "must be a page of this site, not another website's address: write the path only";
  if (value.includes("\\")) return 'must not contain a backslash (\\): use "/" between the parts of the path';
  if (/\s/.test(value)) return "must not contain spaces: write a space as %20";
  const segments: string[] = [];
  for (const raw of value.split(/[?#]/)[0].split("/").slice(1)) {
    try {
      segments.push(decodeURIComponent(raw));
    } catch {
      return "has a broken %-escape: a % must be followed by two hexadecimal digits (a space is %20)";
    }
  }
  if (segments.some((s) => s.includes("\\"))) return 'must not contain a backslash, written out or encoded (%5C): use "/" between the parts of the path';
  if (segments.some((s) => s === "." || s === "..")) return 'must not contain "." or ".." parts: write the page\'s own path';
  return null;
}

export const isSitePath = (value: string): boolean => sitePathProblem(value) === null;

/** A web address written out in full: "https://host/…", no backslash, space or credentials (browsers read "http:/\evil.example" as another host). */
export function isWebAddress(value: string, { httpsOnly = false } = {}): boolean {
  if (!isSafeText(value) || !/^https?:\/\/[^\s\\/?#@]+(?:[/?#][^\s\\]*)?$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || (!httpsOnly && url.protocol === "http:")) && !!url.hostname;
  } catch {
    return false;
  }
}

export const LINK_TARGET_MESSAGE = `must be an address on this site (${ROUTES.appointment}), a web address (https://…), tel:+91… or mailto:…`;

/** A link a page may show: a site path, a web address, a phone number (tel:) or an e-mail address (mailto:). */
export const isLinkTarget = (value: string): boolean =>
  isSitePath(value) || isWebAddress(value) || /^tel:\+?[0-9 -]{3,20}$/.test(value) || /^mailto:[^\s@]+@[^\s@]+$/.test(value);

const VIDEO_PAGE = [
  /^https:\/\/(www\.)?youtube\.com\/(watch\?(.*&)?v=|embed\/|shorts\/)[\w-]{6,}/,
  /^https:\/\/youtu\.be\/[\w-]{6,}/,
  /^https:\/\/(player\.)?vimeo\.com\/(video\/)?\d+/,
];
const VIDEO_FILE = /\.(mp4|webm|ogv|m3u8)([?#].*)?$/i;

/**
 * True for an address that plays one video: a page of this site ("/about#tour"), a video file,
 * or a YouTube/Vimeo video itself. A channel or profile ("youtube.com/@hospital") is not one:
 * "Watch the video" must not open a list of videos.
 */
export function isVideoAddress(url: string): boolean {
  const value = url.trim();
  if (value.startsWith("/") || value.startsWith("\\")) return isSitePath(value);
  if (!isWebAddress(value, { httpsOnly: true })) return false;
  return VIDEO_PAGE.some((pattern) => pattern.test(value)) || VIDEO_FILE.test(value.split(/[?#]/)[0]);
}
