import "server-only";

// What a console session keeps of where it is used: a short description of the browser and the
// network of the last address, never the whole User-Agent or address (a person's list of
// sessions needs to recognise a device, not to identify it). No maintained User-Agent parser is
// among the site's packages, so this reads only the families a hospital's desks use and says
// "Unknown browser" rather than guess.

/** Browsers by a token of their User-Agent, most specific first (Edge and Opera say "Chrome" too, Chrome says "Safari"). */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bCriOS\/|\b(Headless)?Chrome\/|\bChromium\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

/** Systems likewise: an iPhone says "like Mac OS X", Android and ChromeOS say "Linux". */
const SYSTEMS: [RegExp, string][] = [
  [/\bWindows\b/, "Windows"],
  [/\biPhone\b/, "iOS"],
  [/\biPad\b/, "iPadOS"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

const first = (table: [RegExp, string][], text: string): string | null => table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/** "Firefox on Linux", "Chrome", "A browser on Windows", or "Unknown browser". */
export function describeUserAgent(userAgent: string | null): string {
  const text = (userAgent ?? "").slice(0, 512);
  const browser = first(BROWSERS, text);
  const system = first(SYSTEMS, text);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `A browser on ${system}` : "Unknown browser");
}

/** The eight groups of an IPv6 address, or null. */
function ipv6Groups(address: string): string[] | null {
  if (!/^[0-9a-f:]+$/i.test(address) || address.split("::").length > 2) return null;
  const [head, tail] = address.split("::");
  const part = (s: string | undefined) => (s ? s.split(":") : []);
  const missing = 8 - part(head).length - part(tail).length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...part(head), ...Array<string>(tail === undefined ? 0 : missing).fill("0"), ...part(tail)];
  return groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g)) ? groups.map((g) => g.toLowerCase().replace(/^0+(?=.)/, "")) : null;
}

/**
 * The network of a client address, for people to read: an IPv4 address's /24 ("203.0.113.x"),
 * an IPv6 address's /48 ("2001:db8:85a3::/48"); null when it is not an address (a test's
 * "unknown", a server that did not stamp one).
 */
export function maskAddress(address: string | null): string | null {
  const plain = (address ?? "").trim().replace(/^::ffff:(?=\d+\.)/i, "");
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(plain);
  if (v4) return v4.slice(1).every((n) => Number(n) <= 255) ? `${v4[1]}.${v4[2]}.${v4[3]}.x` : null;
  const groups = ipv6Groups(plain);
  return groups ? `${groups.slice(0, 3).join(":")}::/48` : null;
}
