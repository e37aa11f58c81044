import "server-only";
import { z } from "zod";
import { SHORT_ID } from "@/lib/contracts/short-links";
import { readJson, text, uniqueBy } from "./content";

/**
 * Short links to real pages, as a hospital shares them in SMS and posters
 * (content/short-links.json). One has expired on purpose: it answers 404 like an unknown id.
 */
export const SHORT_LINKS_SEED = readJson(
  "short-links.json",
  z
    .array(
      z.strictObject({
        id: z.string().regex(SHORT_ID, "letters, digits, - and _, at most 64"),
        target: text,
        expiresAt: z.iso.datetime().transform((at) => new Date(at)).optional(),
      }),
    )
    .superRefine(uniqueBy((l) => l.id, "id")),
);
