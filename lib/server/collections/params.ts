import "server-only";
import { z } from "zod";
import { isCollectionName, type CollectionName } from "@/lib/contracts/collections";
import { notFound } from "@/lib/errors";

/**
 * The {collection} segment of /api/admin/content/{collection}/...: a declared collection, else
 * 404 whatever its length, before the body is read (the route wrapper checks the path first),
 * so a call to an unknown collection is answered as such, not with the body's problems.
 */
export const collectionParams = z.object({
  collection: z.string({ error: "must be a collection's name" }).transform((name): CollectionName => {
    // Thrown out of the parse: the route wrapper answers an DomainError as it is.
    if (!isCollectionName(name)) throw notFound(`There is no content collection "${name.slice(0, 60)}".`);
    return name;
  }),
});
