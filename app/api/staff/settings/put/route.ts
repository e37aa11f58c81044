import { putSettingRequestSchema } from "@/lib/contracts/staff";
import { revalidateTags } from "@/lib/server/cache";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";
import { getSetting, putSetting } from "@/lib/server/settings";
import { recordAudit } from "@/lib/server/staff/audit";

// POST /api/staff/settings/put – replaces a site setting (staff token); every page showing it is regenerated on its next request; recorded in the audit log
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ auth: "staff", body: putSettingRequestSchema }, async ({ body }) => {
    const db = await getDb();
    const before = await getSetting(db, body.key);
    const { tags, value } = await putSetting(db, body.key, body.value);
    await recordAudit(db, { actor: "staff token", action: "setting_replaced", entity: "setting", entityId: body.key, before, after: value }, new Date());
    await revalidateTags(tags);
    return ok({ key: body.key }, { message: "Saved. Pages showing it are regenerated on their next request." });
  }),
});
