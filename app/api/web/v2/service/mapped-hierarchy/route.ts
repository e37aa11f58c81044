import { getServiceHierarchyCall } from "@/lib/contracts/calls/services";
import { getServiceHierarchy } from "@/lib/server/services";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";

// POST /api/web/v2/service/mapped-hierarchy – service categories with their services (v2 shape)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(getServiceHierarchyCall, {}, async () => ok(await getServiceHierarchy(await getDb()))),
});
