/**
 * A link's token (the part after `#` of a booking, offer or reminder link) is the key to that
 * booking or offer. What the hospital shows of a message it sent (/my-data, its export, the
 * console) never carries it, and a message that is no longer waiting to be sent keeps it
 * withheld in the database too. One pattern for both: JavaScript's and PostgreSQL's regular
 * expressions read it alike.
 */
export const LINK_TOKEN_PATTERN = "#[A-Za-z0-9_.~-]{16,}";
export const LINK_WITHHELD = "#(link withheld)";

export const withoutLinkSecrets = (text: string): string => text.replace(new RegExp(LINK_TOKEN_PATTERN, "g"), LINK_WITHHELD);
