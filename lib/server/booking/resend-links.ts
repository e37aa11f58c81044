import "server-only";
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Executor } from "../db";
import { bookings, doctors } from "../db/schema";
import type { Clock } from "../clock";
import { getConfig } from "../config";
import { consumeLimit } from "../ratelimit";
import { spendProofOfWork } from "../otp/proof-of-work";
import { enqueueMessage, kickDispatcher } from "../outbox";
import { formatAppointment } from "@/lib/format/appointment-time";
import { maskPhone, type ResendLinksResponse, type resendLinksSchema } from "@/lib/contracts/booking";
import { MANAGE_LINK } from "./messages";

/** At most this many appointments' links go in one request (a family's week). */
const MAX_LINKS = 6;

/**
 * A patient who lost the SMS asks for their booking links again: each appointment to come of
 * that phone gets an SMS with its link, to that phone only, so the number typed proves nothing
 * and shows nothing (the answer is the same whether it has bookings or not). The proof of work
 * and the limits (per address, per phone) keep it from being used to flood a number.
 */
export async function resendBookingLinks(db: Executor, input: z.output<typeof resendLinksSchema>, client: string, clock: Clock): Promise<ResendLinksResponse> {
  const answer = { sentTo: maskPhone(input.phone) };
  // A bot filled the field people never see: it is told all went well and nothing is sent.
  if (input.website) return answer;
  await spendProofOfWork(db, input.pow, client);
  await consumeLimit("links-client", client, db);
  await consumeLimit("links-phone", input.phone, db);
  const now = clock();
  const rows = await db
    .select({ id: bookings.id, reference: bookings.reference, startsAt: bookings.startsAt, endsAt: bookings.endsAt, doctorTitle: doctors.title, doctorName: doctors.name })
    .from(bookings)
    .innerJoin(doctors, eq(doctors.id, bookings.doctorId))
    .where(and(eq(bookings.phone, input.phone), inArray(bookings.status, ["requested", "confirmed"]), gt(bookings.endsAt, now)))
    .orderBy(asc(bookings.startsAt))
    .limit(MAX_LINKS);
  if (!rows.length) return answer;
  const { hospitalName, timeZone } = getConfig();
  await db.transaction(async (tx) => {
    for (const r of rows) {
      const link = MANAGE_LINK();
      await enqueueMessage(tx, {
        channel: "sms",
        kind: "booking_links",
        recipient: input.phone,
        body: `${hospitalName}: as you asked, your appointment ${r.reference} with ${`${r.doctorTitle} ${r.doctorName}`.trim()} on ${formatAppointment(r.startsAt, timeZone)}: ${link}`,
        bookingId: r.id,
        now,
      });
    }
  });
  kickDispatcher();
  return answer;
}
