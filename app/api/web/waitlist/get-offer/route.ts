import { getWaitlistOfferCall } from "@/lib/contracts/calls/waitlist";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { offerView } from "@/lib/server/waitlist";
import { systemClock } from "@/lib/server/clock";

// POST /api/web/waitlist/get-offer – the slot a waitlist offer's signed link opens (the link's token in the body, never in an address)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(getWaitlistOfferCall, { rateLimit: ["booking-client"] }, async ({ body }) => ok(await offerView(await getDb(), body.link, systemClock))),
});
