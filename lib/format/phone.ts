/** A `tel:` href from a displayed number: "+91 20 6720 1000" gives "tel:+912067201000". */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[^0-9]/g, "");
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${digits}`;
}
