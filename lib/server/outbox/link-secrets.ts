import "server-only";
import { eq } from "drizzle-orm";
import type { Executor } from "../db";
import { bookings, outboxMessages } from "../db/schema";
import { issueBookingLink } from "../auth/tokens";
import { issueEntryLink, issueOfferLink } from "../auth/waitlist-links";
import { issueResetLink } from "../auth/reset-links";

/**
 * A link's token (the part after `#` of a booking, offer or waitlist link) is the key to that
 * booking or offer. A message keeps what is needed to make its link, never the link: its body
 * holds LINK_WITHHELD where the token goes, and the token is signed at the moment of sending
 * (sentText), from the message's booking or from its `meta.link`. What the hospital shows of a
 * message (/my-data, its export, the console) is therefore the body as stored. Older rows that
 * still hold a token are cleaned with the same pattern (JavaScript's and PostgreSQL's regular
 * expressions read it alike) once no longer waiting to be sent, and on display.
 */
export const LINK_TOKEN_PATTERN = "#[A-Za-z0-9_.~-]{16,}";
export const LINK_WITHHELD = "#(link withheld)";

export const withoutLinkSecrets = (text: string): string => text.replace(new RegExp(LINK_TOKEN_PATTERN, "g"), LINK_WITHHELD);

/** The link a waitlist message (or a staff password reset) carries (a booking message's link is its booking's). */
export type LinkToSend =
  | { kind: "waitlist-offer"; offerId: string; validUntil: string }
  | { kind: "waitlist-entry"; entryId: string; validUntil: string }
  | { kind: "staff-reset"; resetId: string; validUntil: string };

type Row = Pick<typeof outboxMessages.$inferSelect, "body" | "bookingId" | "meta">;

/** The signed token of a message's link, made now; null when its booking is gone. */
async function tokenOf(db: Executor, row: Row, now: Date): Promise<string | null> {
  const link = row.meta.link as LinkToSend | undefined;
  if (link?.kind === "waitlist-offer") return issueOfferLink(db, link.offerId, now, new Date(link.validUntil));
  if (link?.kind === "waitlist-entry") return issueEntryLink(db, link.entryId, now, new Date(link.validUntil));
  if (link?.kind === "staff-reset") return issueResetLink(db, link.resetId, now, new Date(link.validUntil));
  if (!row.bookingId) return null;
  const [booking] = await db.select({ endsAt: bookings.endsAt }).from(bookings).where(eq(bookings.id, row.bookingId));
  // Valid until a day after the appointment, as the booking pages' own link.
  return booking ? issueBookingLink(db, { bookingId: row.bookingId }, now, new Date(booking.endsAt.getTime() + 86_400_000)) : null;
}

/** The text to send: the body with its link's token signed now (null when the link can no longer be made). */
export async function sentText(db: Executor, row: Row, now: Date): Promise<string | null> {
  if (!row.body.includes(LINK_WITHHELD)) return row.body;
  const token = await tokenOf(db, row, now);
  return token ? row.body.split(LINK_WITHHELD).join(`#${token}`) : null;
}
