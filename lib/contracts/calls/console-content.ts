import { ROUTE_PREFIXES } from "@/lib/routes";
import { z } from "zod";
import { isCollectionName, type CollectionName } from "@/lib/contracts/collections";
import { notFound } from "@/lib/errors";
import { defineCall } from "./declare";
import {
  collectionListEntrySchema,
  collectionRecordSchema,
  contentDeleteSchema,
  contentGetSchema,
  contentListSchema,
  contentSaveSchema,
  deleteResultSchema,
  recordTranslationsSchema,
  saveResultSchema,
  translationSaveSchema,
} from "@/lib/contracts/collections/api";
import { shortLinkCreateSchema, shortLinkDeletedSchema, shortLinkDeleteSchema, shortLinkEntrySchema, shortLinkQuerySchema, shortLinkUpdateSchema } from "@/lib/contracts/short-links";
import { STAFF_ROLES } from "@/lib/contracts/staff";
import { imageUploadFieldsSchema, uploadedImageSchema } from "@/lib/contracts/uploads";

// The console's content collections, short links and image uploads (docs/API.md "Staff console").

/**
 * The {collection} segment of /api/admin/content/{collection}/...: a declared collection, else
 * 404 whatever its length, before the body is read (the route wrapper checks the path first),
 * so a call to an unknown collection is answered as such, not with the body's problems.
 */
const collectionSegment = z.object({
  collection: z.string({ error: "must be a collection's name" }).transform((name): CollectionName => {
    // Thrown out of the parse: the route wrapper answers a DomainError as it is.
    if (!isCollectionName(name)) throw notFound(`There is no content collection "${name.slice(0, 60)}".`);
    return name;
  }),
});

export const deleteRecordCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/content/[collection]/delete",
  access: "staff",
  roles: STAFF_ROLES,
  body: contentDeleteSchema,
  params: collectionSegment,
  output: deleteResultSchema,
  summary: "delete a record (editor): { id, version }; 409 when it changed since or others still use it",
  request: "`{ id, version }`",
  answer: "200 `{ id }` (audited, `content_deleted`); 409 `version_conflict`; 409 `in_use` while others still belong to it (a service category with services); 400 for a setting",
  reasons: ["version_conflict", "in_use"],
});

export const getRecordCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/content/[collection]/get",
  access: "staff",
  roles: STAFF_ROLES,
  body: contentGetSchema,
  params: collectionSegment,
  output: collectionRecordSchema,
  summary: "one record's values and version (editor): { id } (none for a site setting)",
  request: "`{ id }` (none for a setting)",
  answer: "200 `{ id, version, values }`: the form's values (money in paise, datetimes as the hospital's wall-clock `YYYY-MM-DDTHH:MM`, a doctor's specialities, sittings and upcoming leave); 404 unknown",
});

export const listRecordsCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/content/[collection]/list",
  access: "staff",
  roles: STAFF_ROLES,
  body: contentListSchema,
  params: collectionSegment,
  output: z.array(collectionListEntrySchema),
  summary: "a collection's records, 25 a page, with its list columns (editor): { search?, page? }",
  request: "`{ search?, page? }`",
  answer: "200 the collection's records, 25 a page, with `pagination`: `{ id, version, title, cells (its list columns as text), image }`; 404 for a setting or an unknown collection. Collections (lib/contracts/collections): specialities, doctors, serviceCategories, services, blogs, news, galleryCategories, galleryImages, testimonials, features, statistics, jobOpenings, holidays; settings edited whole: homepage, about, contact, contactPage, footer, terms, privacy",
});

export const saveRecordCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/content/[collection]/save",
  access: "staff",
  roles: STAFF_ROLES,
  body: contentSaveSchema,
  params: collectionSegment,
  output: saveResultSchema,
  summary: "create (no id) or change a record (editor): { id?, version?, values }; 409 version_conflict when someone saved it since `version`",
  request: "`{ id? (none: create), version? (as loaded; none for a setting never saved), values }`, at most 1 MB",
  answer: "201 created / 200 `{ id, version, created }`; rich text sanitised with the public pages' sanitiser; the pages it affects revalidated on every instance; audited with the changed fields (`content_created`, `content_updated`); 400 naming each field as `values.<path>` in the field's own words; 409 `version_conflict` when someone saved it after `version` (nothing is written), 409 `taken` naming the field (a slug in use); 403 `step_up` (nothing is written) for a save of money (a doctor's consultation fee set or changed, any change of the refund and change rules) when the second factor was last given over 10 minutes ago",
  reasons: ["step_up", "version_conflict", "taken"],
});

export const saveTranslationCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/content/[collection]/translate",
  access: "staff",
  roles: STAFF_ROLES,
  body: translationSaveSchema,
  params: collectionSegment,
  output: recordTranslationsSchema,
  summary: "a record's Marathi or Hindi beside its English (who may change the collection): { id?, locale, values, sources }",
  request:
    "`{ id? (the record's; none for a setting), locale (mr or hi), values (a table's record: one or more of its translated fields; a setting: all of them, as it is translated whole), sources (by field, or `value` for a setting: the English's mark the page gave) }`, at most 1 MB",
  answer:
    "200 the record's translations as its page shows them: `{ whole, english, sources, languages: { mr, hi }: { states (current, outOfDate, missing, nothing), values } }`. Each text is checked by its field's own rules (length, no control characters), required where the English has words, a list or array with as many entries as the English; rich text sanitised with the public pages' sanitiser; every other value (an address, a phone number, an icon) is the English's. The translation remembers the English as stored now, so it reads as current; the collection's pages in every language revalidated; audited (`translation_saved`, what changed under the language's name). 400 naming each field as `values.<path>`, or a field that is not translated; 403 for a role that may not change the collection; 404 unknown record, or a collection with nothing translated; 409 `english_changed` when the English changed after the page was opened (nothing is written)",
  reasons: ["english_changed"],
});

export const createShortLinkCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/links/create",
  status: 201,
  access: "staff",
  roles: ["editor"],
  body: shortLinkCreateSchema,
  output: shortLinkEntrySchema,
  summary: "a new short link (editor): { id?, target, permanent?, expiresAt? }; a blank id gets a random one; 409 `id_taken`",
  request: "`{ id? (letters, digits, `-`, `_`; at most 64; blank: a random 7-character one), target, permanent? (default false), expiresAt? (ISO date-time with offset, in the future) }`",
  answer: `201 the link; 400 naming the field (\`target\` must be a path within the site: not another website, \`//\`, a backslash, \`/api/...\`, \`/admin...\` or \`${ROUTE_PREFIXES.shortLink}/...\`, and starting with one of the site's pages); 409 \`id_taken\` when the id, in any letter case, names another link (audited)`,
  reasons: ["id_taken"],
});

export const deleteShortLinkCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/links/delete",
  access: "staff",
  roles: ["editor"],
  body: shortLinkDeleteSchema,
  output: shortLinkDeletedSchema,
  summary: "deletes a short link (editor): { id }; its address answers 404 from then on; 404 when unknown",
  request: "`{ id }`",
  answer: "200 `{ id }`: the address answers 404 from then on; 404 unknown (audited)",
});

export const listShortLinksCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/links/list",
  access: "staff",
  roles: ["editor"],
  body: shortLinkQuerySchema,
  output: z.array(shortLinkEntrySchema),
  summary: "short links newest first with their hit counts, 50 a page (editor): { search?, page? }",
  request: "`{ search? (part of an id or a target), page? }`",
  answer: "200 short links newest first, 50 a page, with `pagination`: `{ id, target, permanent, expiresAt, hitCount, createdAt, updatedAt, createdBy }`",
});

export const updateShortLinkCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/links/update",
  access: "staff",
  roles: ["editor"],
  body: shortLinkUpdateSchema,
  output: shortLinkEntrySchema,
  summary: "changes a link's target, kind or expiry (editor): { id, updatedAt, target?, permanent?, expiresAt? }; 409 `stale` with the current link when updatedAt is not the latest",
  request: "`{ id, updatedAt (as loaded), target?, permanent?, expiresAt? (null: never) }`",
  answer: "200 the link (only the fields given change; a visit's count does not change `updatedAt`); 409 `stale` with `current`, the link as it is now, when it changed since `updatedAt`; 404 unknown (audited)",
  reasons: ["stale"],
});

export const uploadImageCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/uploads/image",
  access: "staff",
  roles: ["editor"],
  body: imageUploadFieldsSchema,
  bodyKind: "multipart",
  files: ["file"],
  status: 201,
  output: uploadedImageSchema,
  summary: "an image for the content editor (editor): multipart with `file` (JPEG, PNG, WebP, AVIF or GIF by content, at most 10 MB) and `purpose`; 201 { path, width, height, bytes }",
  request: "multipart/form-data: `file` (one image) and `purpose`: photo|cover|gallery|hero",
  answer: "201 `{ path, width, height, bytes }` (audited, action `upload`, entity `image`); 400 no file, an empty file, a damaged image (`image_damaged`) or another purpose; 413 over 10 MB or over 40 megapixels (`too_many_pixels`); 415 not multipart, or not a JPEG, PNG, WebP, AVIF or GIF by content (`image_type`; never SVG)",
  reasons: ["too_many_pixels"],
});
