import "server-only";
import { and, asc, eq, gt, ilike, inArray, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { DateTime } from "luxon";
import type { Field, FieldValues } from "@/lib/contracts/collections";
import type { Executor, Transaction } from "../db";
import { contentTranslations } from "../db/schema";
import { getSiteInfo } from "../site";

// How a table collection's records are read and written: one generic store over a Drizzle
// table, with hooks for what is not a plain column (a doctor's specialities, sittings and
// leave). The version of a record is its updated_at in microseconds: a save names the version
// it was loaded at, and the row is locked while the two are compared (lib/server/collections).

interface StoredRecord {
  id: string;
  version: string;
  values: FieldValues;
}

/**
 * How a table collection is kept. `V` is the collection's values as its declaration gives them
 * (CollectionValues<N>), so its checks and extra writes read them without casts.
 */
export interface TableStoreConfig<V extends FieldValues = FieldValues> {
  table: PgTable & { id: PgColumn; updatedAt: PgColumn };
  /** Rows of this collection only (articles of one kind, leave of no doctor), and the values an insert sets for it. */
  fixed?: { where: SQL; set: Record<string, unknown> };
  search: readonly PgColumn[];
  order: readonly SQL[];
  /** Unique constraints by name → the field they protect, and what to say. */
  uniques?: Record<string, { field: string; message: string }>;
  /** What a delete is refused for when other records still point at this one (a restricting foreign key). */
  inUse?: string;
  /** Records a delete would take with it (a cascade): the delete is refused with this message while there are any. */
  dependents?: (db: Executor, id: string) => Promise<string | null>;
  /**
   * A lock a save takes first, before any row of the record (a doctor's time lock, which holds
   * take too: leave and sittings decide which slots can be held). `id` is null for a new record.
   */
  lockFirst?: (tx: Transaction, id: string | null) => Promise<void>;
  /** Values that are not columns: read for some records (ids), written after the row. */
  extras?: {
    read(db: Executor, ids: string[]): Promise<Map<string, FieldValues>>;
    write(db: Executor, id: string, values: V, now: Date): Promise<void>;
  };
  /** Column values a write sets that are not fields (a feature's natural key), on insert only. */
  onInsert?: (values: V) => Record<string, unknown>;
  /** Values a save derives from others (published now when no time is given). */
  prepare?: (values: V, now: Date) => V;
}

type Columns = Record<string, PgColumn>;

export const versionOf = (table: { updatedAt: AnyColumn }) => sql<string>`(floor(extract(epoch from ${table.updatedAt}) * 1000000))::bigint::text`;

/** The hospital's wall-clock time of an instant ("2026-12-01T09:30"), as a datetime field holds it. */
export const toLocalInput = (instant: Date | null): string | null =>
  instant ? DateTime.fromJSDate(instant, { zone: getSiteInfo().timeZone }).toFormat("yyyy-LL-dd'T'HH:mm") : null;

/** The instant a datetime field's wall-clock time means in the hospital's zone. */
const fromLocalInput = (local: string): Date => DateTime.fromISO(local, { zone: getSiteInfo().timeZone }).toJSDate();

function columnsOf(table: PgTable): Columns {
  return Object.fromEntries(Object.entries(table as unknown as Record<string, unknown>).filter(([, c]) => c && typeof c === "object" && "columnType" in (c as object))) as Columns;
}

/** A row's values for the form: the fields that are columns, datetimes in the hospital's time. */
function rowToValues(fields: readonly Field[], row: Record<string, unknown>): FieldValues {
  const values: FieldValues = {};
  for (const f of fields) {
    if (!(f.name in row)) continue;
    const v = row[f.name];
    values[f.name] = f.kind === "datetime" ? toLocalInput(v as Date | null) : v;
  }
  return values;
}

/** The columns a save writes: the fields that are columns, datetimes as instants ("now" when left empty). */
function valuesToRow(fields: readonly Field[], columns: Columns, values: FieldValues, now: Date): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const f of fields) {
    if (!(f.name in columns) || f.name === "id") continue;
    const v = values[f.name];
    if (f.kind === "datetime") row[f.name] = typeof v === "string" ? fromLocalInput(v) : columns[f.name].notNull ? now : null;
    else if (v === "" && !columns[f.name].notNull) row[f.name] = null;
    else row[f.name] = v;
  }
  return row;
}

export interface TableStore {
  kind: "table";
  config: TableStoreConfig;
  list(db: Executor, fields: readonly Field[], query: { search?: string; page: number; limit: number }): Promise<{ records: StoredRecord[]; total: number }>;
  get(db: Executor, fields: readonly Field[], id: string): Promise<StoredRecord | null>;
  /**
   * Every record a page at a time, by id after `after` (keyset: what a list that checks each
   * record reads, never more than `limit` at once), with the values of the fields that are
   * columns (no extras).
   */
  scan(db: Executor, fields: readonly Field[], query: { after?: string; limit: number }): Promise<{ id: string; values: FieldValues }[]>;
  /** Locks the row and gives its version, or null when there is none. */
  lock(db: Executor, id: string): Promise<string | null>;
  insert(db: Executor, fields: readonly Field[], values: FieldValues, now: Date): Promise<string>;
  update(db: Executor, fields: readonly Field[], id: string, values: FieldValues, now: Date): Promise<void>;
  remove(db: Executor, id: string): Promise<void>;
  options(db: Executor, titleField: string): Promise<{ value: string; label: string }[]>;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function tableStore<V extends FieldValues>(typed: TableStoreConfig<V>): TableStore {
  // The one place the collection's values meet the generic store: what reaches these hooks has
  // passed the collection's write schema, which its declaration gives (lib/contracts/collections).
  const config = typed as unknown as TableStoreConfig;
  const { table, fixed } = config;
  const columns = columnsOf(table);
  const scope = (extra?: SQL) => and(fixed?.where, extra);
  const version = versionOf(table);

  async function withExtras(db: Executor, fields: readonly Field[], rows: Record<string, unknown>[]): Promise<StoredRecord[]> {
    const ids = rows.map((r) => r.id as string);
    const extra = config.extras && ids.length ? await config.extras.read(db, ids) : new Map<string, FieldValues>();
    return rows.map((r) => ({ id: r.id as string, version: r.__version as string, values: { ...rowToValues(fields, r), ...extra.get(r.id as string) } }));
  }

  return {
    kind: "table",
    config,
    async list(db, fields, query) {
      const term = query.search ? `%${escapeLike(query.search)}%` : null;
      const where = scope(term ? or(...config.search.map((c) => ilike(c, term))) : undefined);
      const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(table).where(where);
      const rows = await db
        .select({ ...columns, __version: version })
        .from(table)
        .where(where)
        .orderBy(...config.order, asc(table.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      return { records: await withExtras(db, fields, rows as Record<string, unknown>[]), total };
    },
    async get(db, fields, id) {
      const rows = await db
        .select({ ...columns, __version: version })
        .from(table)
        .where(scope(eq(table.id, id)))
        .limit(1);
      const [record] = await withExtras(db, fields, rows as Record<string, unknown>[]);
      return record ?? null;
    },
    async scan(db, fields, query) {
      const rows = await db
        .select(columns)
        .from(table)
        .where(scope(query.after ? gt(table.id, query.after) : undefined))
        .orderBy(asc(table.id))
        .limit(query.limit);
      return (rows as Record<string, unknown>[]).map((r) => ({ id: r.id as string, values: rowToValues(fields, r) }));
    },
    async lock(db, id) {
      const [row] = await db.select({ version }).from(table).where(scope(eq(table.id, id))).for("update");
      return row?.version ?? null;
    },
    async insert(db, fields, given, now) {
      const values = config.prepare ? config.prepare(given, now) : given;
      const row = { ...valuesToRow(fields, columns, values, now), ...config.onInsert?.(values), ...fixed?.set, updatedAt: now };
      const [inserted] = await db.insert(table).values(row).returning({ id: table.id });
      const id = inserted.id as string;
      await config.extras?.write(db, id, values, now);
      return id;
    },
    async update(db, fields, id, given, now) {
      const values = config.prepare ? config.prepare(given, now) : given;
      // Never the same version twice, even for two saves within one microsecond.
      const set = { ...valuesToRow(fields, columns, values, now), updatedAt: sql`greatest(clock_timestamp(), ${table.updatedAt} + interval '1 microsecond')` };
      await db.update(table).set(set).where(scope(eq(table.id, id)));
      await config.extras?.write(db, id, values, now);
    },
    async remove(db, id) {
      const removed = await db.delete(table).where(scope(eq(table.id, id))).returning({ id: table.id });
      // Its Marathi and Hindi go with it (a record's key is its uuid, no other record's).
      if (removed.length) await db.delete(contentTranslations).where(eq(contentTranslations.recordKey, id));
    },
    async options(db, titleField) {
      const title = columns[titleField];
      const rows = await db.select({ value: table.id, label: title }).from(table).where(scope()).orderBy(asc(title)).limit(2000);
      return rows.map((r) => ({ value: r.value as string, label: String(r.label) }));
    },
  };
}

/** A join table's rows by owner, in their order: a doctor's specialities. */
export async function readLinks(db: Executor, link: { table: PgTable; owner: PgColumn; target: PgColumn; order?: PgColumn }, ids: string[]): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ owner: link.owner, target: link.target })
    .from(link.table)
    .where(inArray(link.owner, ids))
    .orderBy(...(link.order ? [asc(link.order)] : []), asc(link.target));
  const byOwner = new Map<string, string[]>();
  for (const r of rows) byOwner.set(r.owner as string, [...(byOwner.get(r.owner as string) ?? []), r.target as string]);
  return byOwner;
}
