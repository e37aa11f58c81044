import { updateShortLinkCall } from "@/lib/contracts/calls/console-content";
import { type ShortLinkStale } from "@/lib/contracts/short-links";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok, refused } from "@/lib/server/api/route";
import { updateLink } from "@/lib/server/shorturls/console";

const STALE_MESSAGE = "Someone changed this link after you opened it. Its current version is shown: check it, then make your change again.";

// POST /api/admin/links/update – changes a link's target, kind or expiry (editor): { id, updatedAt, target?, permanent?, expiresAt? }; 409 `stale` with the current link when updatedAt is not the latest
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(updateShortLinkCall, {}, async ({ body, staff }) => {
    const outcome = await updateLink(await getDb(), body, staff, new Date());
    if (outcome.status === "stale") {
      const stale: ShortLinkStale = { success: 0, message: STALE_MESSAGE, code: "stale", current: outcome.current };
      return refused(stale, 409);
    }
    return ok(outcome.link, { message: outcome.status === "updated" ? "Saved." : "Nothing to change: the link already reads so." });
  }),
});
