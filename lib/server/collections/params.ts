import "server-only";
import { z } from "zod";
import { isCollectionName, type CollectionName } from "@/lib/contracts/collections";
import { notFound } from "../http/errors";

/** The {collection} segment of /api/admin/content/{collection}/...: a declared collection, else 404. */
export const collectionParams = z.object({ collection: z.string({ error: "must be a collection's name" }).max(40, "must be a collection's name") });

export function collectionOf(params: { collection: string }): CollectionName {
  if (!isCollectionName(params.collection)) throw notFound(`There is no content collection "${params.collection}".`);
  return params.collection;
}
