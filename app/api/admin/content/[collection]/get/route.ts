import { contentGetSchema } from "@/lib/contracts/collections/api";
import { getRecord } from "@/lib/server/collections";
import { collectionParams } from "@/lib/server/collections/params";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";

// POST /api/admin/content/{collection}/get – one record's values and version (editor): { id } (none for a site setting)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ roles: ["editor"], params: collectionParams, body: contentGetSchema }, async ({ params, body }) => ok(await getRecord(await getDb(), params.collection, body.id ?? null))),
});
