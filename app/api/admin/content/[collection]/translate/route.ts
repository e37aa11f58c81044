import { saveTranslationCall } from "@/lib/contracts/calls/console-content";
import { collectionSpec } from "@/lib/contracts/collections";
import { LOCALE_FACTS } from "@/lib/i18n/locales";
import { requireAccess } from "@/lib/server/collections";
import { getDb } from "@/lib/server/db";
import { saveRecordTranslation } from "@/lib/server/collections/translations";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";

/** A legal page's whole text in a language makes a large translation: 1 MB at most, as the English's save. */
const MAX_BYTES = 1024 * 1024;

// POST /api/admin/content/[collection]/translate – a record's Marathi or Hindi beside its English (who may change the collection): { id?, locale, values, sources }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(saveTranslationCall, { authorize: ({ params, staff }) => requireAccess(params.collection, staff.role, "change"), maxBytes: MAX_BYTES }, async ({ params, body, staff }) => {
    const saved = await saveRecordTranslation(await getDb(), params.collection, body, staff, new Date());
    const language = LOCALE_FACTS[body.locale].english;
    return ok(saved, { message: `The ${language} of this ${collectionSpec(params.collection).singular} is saved; the ${language} pages show it on the next visit.` });
  }),
});
