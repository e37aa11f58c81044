import { putSettingRequestSchema } from "@/lib/contracts/staff";
import { revalidateTags } from "@/lib/server/cache";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/http/route";
import { putSetting } from "@/lib/server/settings";

// POST /api/staff/settings/put – replaces a site setting (staff token); every page showing it is regenerated on its next request
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ auth: "staff", body: putSettingRequestSchema }, async ({ body }) => {
    const { tags } = await putSetting(await getDb(), body.key, body.value);
    revalidateTags(tags);
    return ok({ key: body.key }, { message: "Saved. Pages showing it are regenerated on their next request." });
  }),
});
