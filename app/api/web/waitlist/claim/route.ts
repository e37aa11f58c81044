import { claimWaitlistOfferCall } from "@/lib/contracts/calls/waitlist";
import { getDb } from "@/lib/server/db";
import { getConfig } from "@/lib/server/config";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { claimOffer } from "@/lib/server/compose/waitlist-claim";
import { kickDispatcher } from "@/lib/server/outbox";
import { systemClock } from "@/lib/server/clock";
import { revalidateTags, TAGS } from "@/lib/server/cache";

// POST /api/web/waitlist/claim – holds an offered slot for its patient, as add-booking-detail does, and answers a booking token to pay for it; 409 offer_expired / slot_taken
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(claimWaitlistOfferCall, { rateLimit: ["booking-client"] }, async ({ body }) => {
    try {
      const claimed = await claimOffer(await getDb(), body.link, systemClock);
      await revalidateTags([TAGS.availability]);
      return ok(claimed, { status: 201, message: `The slot is held for ${getConfig().holdMinutes} minutes while you pay.` });
    } finally {
      // A lost slot closes the offer: the next round may offer the patient another one.
      kickDispatcher();
    }
  }),
});
