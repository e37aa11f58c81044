import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/** A `tel:` href from a displayed number: "+91 20 6720 1000" gives "tel:+912067201000". */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[^0-9]/g, "");
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${digits}`;
}

/**
 * A stored number as people read it (the console shows E.164 as patients typed it):
 * "+919876500005" gives "+91 98765 00005", a landline its area code apart ("+912067201000":
 * "+91 20 6720 1000", "+911412223344": "+91 141 222 3344"), another country's its own way
 * ("+442079460958": "+44 20 7946 0958"). A number without a country code is read as Indian.
 * Text that is not a possible number (a masked one, a name) is shown as it is.
 */
export function formatPhone(phone: string): string {
  const trimmed = phone.trim();
  if (!/^\+?[0-9][0-9\s().-]{4,22}$/.test(trimmed)) return trimmed;
  const parsed = parsePhoneNumberFromString(trimmed, "IN");
  return parsed?.isPossible() ? parsed.formatInternational() : trimmed;
}
