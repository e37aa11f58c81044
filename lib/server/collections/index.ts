import "server-only";
import { eq, sql } from "drizzle-orm";
import { collectionSpec, emptyValue, mapRichText, objectSchema, rolesFor, type CollectionName, type Field, type FieldValues } from "@/lib/contracts/collections";
import type { CollectionListEntry, CollectionRecord } from "@/lib/contracts/collections/api";
import type { CollectionSpec } from "@/lib/contracts/collections/spec";
import type { Pagination } from "@/lib/contracts/envelope";
import type { StaffMe, StaffRole } from "@/lib/contracts/staff";
import { requireRecentFactor, requireRole } from "../auth/staff-sessions";
import type { Executor } from "../db";
import { siteSettings } from "../db/schema";
import { classifyDbError } from "../db/errors";
import { DomainError, notFound, validationError } from "@/lib/errors";
import { sanitizeRichHtml } from "../html/sanitize";
import { revalidateTags } from "../cache";
import { getSetting, putSetting } from "../settings";
import { recordAudit } from "../staff/audit";
import { versionOf } from "./table-store";
import { STORES } from "./stores";
import type { TableStore } from "./table-store";
import { formatRupees } from "@/lib/format/money";
import { formatDateInput } from "@/lib/format/date-input";

// The console's content: every collection of lib/contracts/collections is listed,
// read, saved and deleted here, through its store. A save names the version it was loaded at;
// a record saved by someone else since answers 409 (`version_conflict`) and is not overwritten.
// Rich text is sanitised with the public pages' sanitiser; every change is audited, and the
// cache tags of the pages it affects are revalidated once it has committed.

const CONTENT_PAGE_SIZE = 25;

const actorOf = (me: StaffMe) => ({ id: me.id, email: me.email });

const versionConflict = (singular: string) =>
  new DomainError("conflict", `Someone else saved this ${singular} after you opened it. Your changes are kept here: compare them with theirs, then save again.`, {
    reason: "version_conflict",
  });

/** The form's values of a stored value: every declared field present (a group never null), nothing undeclared lost. */
export function formValues(fields: readonly Field[], stored: unknown): FieldValues {
  const source = stored && typeof stored === "object" ? (stored as FieldValues) : {};
  const out: FieldValues = { ...source };
  for (const f of fields) {
    const v = source[f.name];
    if (f.kind === "group") out[f.name] = formValues(f.fields, v);
    else if (f.kind === "array") out[f.name] = Array.isArray(v) ? v.map((item) => formValues(f.fields, item)) : [];
    else if (v === undefined || (v === null && (f.kind === "text" || f.kind === "textarea" || f.kind === "richtext"))) out[f.name] = emptyValue(f);
  }
  return out;
}

function tableOf(name: CollectionName): TableStore {
  return STORES[name] as TableStore;
}

async function settingVersion(db: Executor, key: string, lock: boolean): Promise<string | null> {
  const query = db.select({ version: versionOf(siteSettings) }).from(siteSettings).where(eq(siteSettings.key, key));
  const [row] = lock ? await query.for("update") : await query;
  return row?.version ?? null;
}

/** A text of at most 2 000 characters for the audit (a long article body is not copied whole). */
export function forAudit(value: unknown): unknown {
  if (typeof value === "string") return value.length > 2000 ? `${value.slice(0, 2000)}… (${value.length} characters)` : value;
  if (Array.isArray(value)) return value.map(forAudit);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, forAudit(v)]));
  return value;
}

/**
 * What a save changed, before and after, by path ("sections.3.body", "consultationFee"): an
 * item of a long list that changed is recorded, not the whole list.
 */
export function changedFields(before: FieldValues, after: FieldValues): { before: FieldValues; after: FieldValues } {
  const out = { before: {} as FieldValues, after: {} as FieldValues };
  const walk = (a: unknown, b: unknown, path: string) => {
    if (JSON.stringify(a ?? null) === JSON.stringify(b ?? null)) return;
    const container = (v: unknown) => v !== null && typeof v === "object";
    if (path && container(a) && container(b) && Array.isArray(a) === Array.isArray(b) && (!Array.isArray(a) || (a as unknown[]).length === (b as unknown[]).length)) {
      for (const key of new Set([...Object.keys(a as object), ...Object.keys(b as object)])) walk((a as FieldValues)[key], (b as FieldValues)[key], `${path}.${key}`);
      return;
    }
    if (!path) {
      for (const key of new Set([...Object.keys(a as object), ...Object.keys(b as object)])) walk((a as FieldValues)[key], (b as FieldValues)[key], key);
      return;
    }
    out.before[path] = forAudit(a);
    out.after[path] = forAudit(b);
  };
  walk(before, after, "");
  return out;
}

/** A change is audited with what changed; a save that changed nothing leaves no entry. */
async function auditChange(db: Executor, me: StaffMe, name: CollectionName, entityId: string, change: { before: FieldValues; after: FieldValues }, now: Date) {
  if (Object.keys(change.after).length === 0) return;
  await recordAudit(db, { actor: actorOf(me), action: "content_updated", entity: name, entityId, ...change }, now);
}

/** Refuses a role the collection's declaration does not let read or change it (403, as the route wrapper refuses a role). */
export function requireAccess(name: CollectionName, role: StaffRole, what: "read" | "change"): void {
  requireRole(role, rolesFor(collectionSpec(name), what));
}

export async function getRecord(db: Executor, name: CollectionName, id: string | null): Promise<CollectionRecord> {
  const spec = collectionSpec(name);
  const store = STORES[name];
  if (store.kind === "setting") {
    const [value, version] = await Promise.all([getSetting(db, store.key), settingVersion(db, store.key, false)]);
    return { id: null, version, values: formValues(spec.fields, value) };
  }
  if (!id) throw notFound(`Choose a ${spec.singular} to open.`);
  const record = await store.get(db, spec.fields, id);
  if (!record) throw notFound(`There is no such ${spec.singular}: it may have been deleted.`);
  return { id: record.id, version: record.version, values: formValues(spec.fields, record.values) };
}


/** A value as the list shows it. */
function cell(field: Field | undefined, value: unknown, labels: Map<string, string>): string {
  if (value === null || value === undefined || value === "") return "";
  switch (field?.kind) {
    case "boolean":
      return value ? "Yes" : "No";
    case "money":
      return formatRupees(Number(value));
    case "select":
      return field.options.find((o) => o.value === value)?.label ?? String(value);
    case "reference":
      return (Array.isArray(value) ? value : [value]).map((id) => labels.get(String(id)) ?? "(deleted)").join(", ");
    case "date":
      return formatDateInput(String(value));
    case "datetime": {
      // The console's dates as its date field shows them: "1 Dec 2026, 09:30".
      const [day, time] = String(value).split("T");
      return time ? `${formatDateInput(day)}, ${time}` : formatDateInput(day);
    }
    default:
      return Array.isArray(value) ? value.join(", ") : String(value);
  }
}

export async function listRecords(db: Executor, name: CollectionName, query: { search?: string; page: number }): Promise<{ records: CollectionListEntry[]; pagination: Pagination }> {
  const spec = collectionSpec(name);
  const store = tableOf(name);
  if (store.kind !== "table") throw notFound(`${spec.label} is one page, not a list.`);
  const { records, total } = await store.list(db, spec.fields, { ...query, limit: CONTENT_PAGE_SIZE });
  const columns = spec.columns ?? [];
  const fieldsByName = new Map(spec.fields.map((f) => [f.name, f]));
  const labels = new Map<string, string>();
  for (const c of columns) {
    const f = fieldsByName.get(c.field);
    if (f?.kind === "reference") for (const o of await referenceOptions(db, f.to as CollectionName)) labels.set(o.value, o.label);
  }
  const title = spec.titleField ?? "id";
  const imageColumn = columns.find((c) => fieldsByName.get(c.field)?.kind === "image");
  return {
    records: records.map((r) => ({
      id: r.id,
      version: r.version,
      title: String(r.values[title] ?? r.id),
      cells: Object.fromEntries(columns.map((c) => [c.field, cell(fieldsByName.get(c.field), r.values[c.field], labels)])),
      image: imageColumn ? ((r.values[imageColumn.field] as string | null) ?? null) : null,
    })),
    pagination: { page: query.page, limit: CONTENT_PAGE_SIZE, total },
  };
}

/** The records a reference field can name, by their title. */
async function referenceOptions(db: Executor, name: CollectionName): Promise<{ value: string; label: string }[]> {
  const spec = collectionSpec(name);
  const store = STORES[name];
  if (store.kind !== "table" || !spec.titleField) return [];
  return store.options(db, spec.titleField);
}

/** The options of every reference field of a collection (the edit form's lists), by field name. */
export async function formOptions(db: Executor, name: CollectionName): Promise<Record<string, { value: string; label: string }[]>> {
  const out: Record<string, { value: string; label: string }[]> = {};
  for (const f of collectionSpec(name).fields) if (f.kind === "reference") out[f.name] = await referenceOptions(db, f.to as CollectionName);
  return out;
}

/** The values a save would store: the declared fields' rules, rich text sanitised, then the cross-field checks. */
function checkValues(name: CollectionName, raw: unknown): FieldValues {
  const spec = collectionSpec(name);
  const parsed = objectSchema(spec.fields).safeParse(raw);
  if (!parsed.success) throw validationError(parsed.error, collectionSpec(name).singular, "values");
  const values = mapRichText(spec.fields, parsed.data as FieldValues, sanitizeRichHtml);
  const problems = spec.check?.(values) ?? [];
  if (problems.length)
    throw new DomainError("bad_request", `Invalid ${spec.singular}: ${problems[0].message}`, { errors: problems.map((p) => ({ path: `values.${p.path}`, message: p.message })) });
  return values;
}

/** A unique constraint of the store, as the field it protects; a reference to a record deleted meanwhile. */
function uniqueProblem(store: TableStore, error: unknown): DomainError | null {
  const failure = classifyDbError(error);
  if (failure?.sqlstate === "23503")
    return new DomainError("bad_request", "A record this one refers to (a category, a speciality or a doctor) no longer exists: reload the page and choose again.", { reason: "reference_gone" });
  if (failure?.sqlstate === "23505" && failure.constraint && store.config.uniques?.[failure.constraint]) {
    const { field, message } = store.config.uniques[failure.constraint];
    return new DomainError("conflict", message, { errors: [{ path: `values.${field}`, message }], reason: "taken" });
  }
  return null;
}

/** Checks the values, the version and writes them; answers the saved record's id and new version. */
/**
 * A save that sets one of the collection's money fields (CollectionSpec.stepUp) asks for the
 * second factor again when it was given too long ago: thrown inside the save's transaction, so
 * nothing of it is kept. `set` holds the fields the save changed (or, for a new record, all).
 */
function requireStepUpFor(spec: CollectionSpec, set: FieldValues, me: StaffMe & { factorAt?: Date | null }, now: Date): void {
  const money = spec.stepUp === "all" ? Object.keys(set) : (spec.stepUp ?? []).filter((field) => set[field] !== undefined && set[field] !== null);
  if (money.length) requireRecentFactor({ factorAt: me.factorAt ?? null }, now);
}

export async function saveRecord(
  db: Executor,
  name: CollectionName,
  input: { id?: string | null; version?: string | null; values: unknown },
  me: StaffMe & { factorAt?: Date | null },
  now: Date,
): Promise<{ id: string | null; version: string | null; created: boolean }> {
  const spec = collectionSpec(name);
  const store = STORES[name];
  const values = checkValues(name, input.values);
  let result: { id: string | null; version: string | null; created: boolean };
  if (store.kind === "setting") {
    result = await db.transaction(async (tx) => {
      const current = await settingVersion(tx, store.key, true);
      if (current !== (input.version ?? null)) throw versionConflict(spec.singular);
      const before = formValues(spec.fields, await getSetting(tx, store.key));
      // The setting's schema is its fields' (lib/server/settings/keys.ts): the values checked above pass it.
      const value = (await putSetting(tx, store.key, values)).value as FieldValues;
      await tx.update(siteSettings).set({ updatedAt: sql`greatest(clock_timestamp(), ${siteSettings.updatedAt} + interval '1 microsecond')` }).where(eq(siteSettings.key, store.key));
      const changed = changedFields(before, formValues(spec.fields, value));
      requireStepUpFor(spec, changed.after, me, now);
      await auditChange(tx, me, name, store.key, changed, now);
      return { id: null, version: await settingVersion(tx, store.key, false), created: false };
    });
  } else {
    try {
      result = await db.transaction(async (tx) => {
        await store.config.lockFirst?.(tx, input.id ?? null);
        if (input.id) {
          if (!input.version) throw new DomainError("bad_request", `Send the version the ${spec.singular} was loaded at, to change it.`, { errors: [{ path: "version", message: "is required to change a record" }] });
          const current = await store.lock(tx, input.id);
          if (current === null) throw notFound(`There is no such ${spec.singular}: it may have been deleted. Copy what you typed before leaving this page.`);
          if (current !== input.version) throw versionConflict(spec.singular);
          const before = await store.get(tx, spec.fields, input.id);
          await store.update(tx, spec.fields, input.id, values, now);
          const after = await store.get(tx, spec.fields, input.id);
          const changed = changedFields(before!.values, after!.values);
          requireStepUpFor(spec, changed.after, me, now);
          await auditChange(tx, me, name, input.id, changed, now);
          return { id: input.id, version: after!.version, created: false };
        }
        const id = await store.insert(tx, spec.fields, values, now);
        const after = await store.get(tx, spec.fields, id);
        requireStepUpFor(spec, after!.values, me, now);
        await recordAudit(tx, { actor: actorOf(me), action: "content_created", entity: name, entityId: id, after: forAudit(after!.values) }, now);
        return { id, version: after!.version, created: true };
      });
    } catch (error) {
      throw uniqueProblem(store, error) ?? error;
    }
  }
  await revalidateTags(spec.tags);
  return result;
}

export async function deleteRecord(db: Executor, name: CollectionName, input: { id: string; version: string }, me: StaffMe, now: Date): Promise<void> {
  const spec = collectionSpec(name);
  const store = tableOf(name);
  if (store.kind !== "table") throw new DomainError("bad_request", `${spec.label} cannot be deleted, only changed.`);
  try {
    await db.transaction(async (tx) => {
      const current = await store.lock(tx, input.id);
      if (current === null) throw notFound(`There is no such ${spec.singular}: it may have been deleted already.`);
      if (current !== input.version) throw versionConflict(spec.singular);
      const taken = await store.config.dependents?.(tx, input.id);
      if (taken) throw new DomainError("conflict", taken, { reason: "in_use" });
      const before = await store.get(tx, spec.fields, input.id);
      await store.remove(tx, input.id);
      await recordAudit(tx, { actor: actorOf(me), action: "content_deleted", entity: name, entityId: input.id, before: forAudit(before!.values) }, now);
    });
  } catch (error) {
    // 23503 (foreign key) or 23001 (restrict): others still point at it.
    if (["23503", "23001"].includes(classifyDbError(error)?.sqlstate ?? ""))
      throw new DomainError("conflict", store.config.inUse ?? `Other records still use this ${spec.singular}: change them first.`, { reason: "in_use" });
    throw error;
  }
  await revalidateTags(spec.tags);
}
