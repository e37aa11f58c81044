import { saveRecordCall } from "@/lib/contracts/calls/console-content";
import { collectionSpec } from "@/lib/contracts/collections";
import { saveRecord, requireAccess } from "@/lib/server/collections";
import { getDb } from "@/lib/server/db";
import { replanReminders } from "@/lib/server/booking/messages";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";

/** Rich text and long lists make a large record: 1 MB at most. */
const MAX_BYTES = 1024 * 1024;

// POST /api/admin/content/[collection]/save – create (no id) or change a record (editor): { id?, version?, values }; 409 version_conflict when someone saved it since `version`
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(saveRecordCall, { authorize: ({ params, staff }) => requireAccess(params.collection, staff.role, "change"), maxBytes: MAX_BYTES }, async ({ params, body, staff }) => {
    const name = params.collection;
    const db = await getDb();
    const now = new Date();
    const saved = await saveRecord(db, name, body, staff, now);
    // The refund rules apply to every booking at once: the pending reminders state the new ones, at the time they set.
    if (name === "changeRules") await replanReminders(db, now);
    const { singular } = collectionSpec(name);
    return ok(saved, { status: saved.created ? 201 : 200, message: `The ${singular} is saved; the site shows it on the next visit.` });
  }),
});
