import "server-only";
import { DrizzleQueryError } from "drizzle-orm/errors";
import type { LogFields } from "../log";

// The one place that reads database failures. Drizzle wraps what the driver throws in a
// DrizzleQueryError (its message holds the SQL and its parameters; the driver's error is its
// `.cause`), pg and PGlite throw a DatabaseError with the SQLSTATE in `code`, a lost connection
// is a Node system error (ECONNREFUSED...) or one of pg's own plain errors, and a closed PGlite
// says so in a plain Error. Everything here reads fields, never a message that could hold data.

type DbFailureKind = "conflict" | "bad_input" | "unavailable" | "internal";

export interface DbFailure {
  kind: DbFailureKind;
  /** The SQLSTATE (e.g. "23505"), when the database answered. */
  sqlstate?: string;
  /** The constraint the database named (e.g. "doctors_username_unique"). */
  constraint?: string;
  /** Table and column, when the database named them. */
  table?: string;
  column?: string;
  /** A Node system error code (e.g. "ECONNREFUSED"), for a connection failure. */
  systemCode?: string;
}

/** Node system errors that mean the database cannot be reached right now. */
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ECONNABORTED",
]);

/**
 * pg's and PGlite's own errors for a connection or database that is gone. These are the
 * drivers' fixed texts (no data in them), matched only on errors that are not Drizzle's.
 */
const CONNECTION_MESSAGES = [
  /^Connection terminated/, // pg: "... unexpectedly", "... due to connection timeout"
  /^Client has encountered a connection error and is not queryable$/, // pg
  /^Cannot use a pool after calling end on the pool$/, // pg, while the server shuts down
  /^timeout exceeded when trying to connect$/, // pg-pool's connectionTimeoutMillis
  /^PGlite is clos(ed|ing)$/, // PGlite after close()
];

const SQLSTATE = /^[0-9A-Z]{5}$/;

const str = (value: unknown): string | undefined => (typeof value === "string" && value ? value : undefined);

// PGlite's own errors carry `query` and `params` too: only Drizzle's class counts here.
const isDrizzleQueryError = (error: object): boolean => error instanceof DrizzleQueryError || error.constructor?.name === "DrizzleQueryError";

/** The error and its causes (and an AggregateError's members), outermost first; cycles are cut. */
function errorChain(error: unknown): object[] {
  const chain: object[] = [];
  const queue: unknown[] = [error];
  while (queue.length && chain.length < 16) {
    const current = queue.shift();
    if (!current || typeof current !== "object" || chain.includes(current)) continue;
    chain.push(current);
    queue.push((current as { cause?: unknown }).cause);
    const members = (current as { errors?: unknown }).errors;
    if (Array.isArray(members)) queue.push(...members);
  }
  return chain;
}

function kindOfSqlstate(code: string): DbFailureKind {
  if (code === "23505" || code === "23P01") return "conflict";
  // Data exceptions, and values a check or not-null constraint refuses: the input's fault.
  if (code.startsWith("22") || code === "23514" || code === "23502") return "bad_input";
  // A serialization failure or deadlock that outlasted the transaction's retries (retry.ts): busy, not broken.
  if (code.startsWith("08") || code.startsWith("53") || /^57P0\d$/.test(code) || code === "57014" || code === "40001" || code === "40P01") return "unavailable";
  return "internal";
}

/** What a database failure means for the request, or null when nothing in the chain came from the database. */
export function classifyDbError(error: unknown): DbFailure | null {
  let fromDrizzle = false;
  for (const link of errorChain(error)) {
    const record = link as Record<string, unknown>;
    const code = str(record.code);
    // pg's and PGlite's DatabaseError: a SQLSTATE with a severity.
    if (code && SQLSTATE.test(code) && str(record.severity)) {
      return {
        kind: kindOfSqlstate(code),
        sqlstate: code,
        ...(str(record.constraint) ? { constraint: str(record.constraint) } : {}),
        ...(str(record.table) ? { table: str(record.table) } : {}),
        ...(str(record.column) ? { column: str(record.column) } : {}),
      };
    }
    if (isDrizzleQueryError(link)) {
      // Its message holds the SQL and the parameters: never read it; the driver's error is its cause.
      fromDrizzle = true;
      continue;
    }
    if (code && CONNECTION_CODES.has(code)) return { kind: "unavailable", systemCode: code };
    const message = link instanceof Error ? link.message : undefined;
    if (message && CONNECTION_MESSAGES.some((pattern) => pattern.test(message))) return { kind: "unavailable" };
  }
  return fromDrizzle ? { kind: "internal" } : null;
}

/** The class names along an error's chain ("DrizzleQueryError > DatabaseError"), for logs. */
function errorClasses(error: unknown): string {
  return errorChain(error)
    .map((link) => {
      const name = link.constructor?.name;
      // PGlite's minified DatabaseError has a one-letter class name; its `name` is "error".
      return name && name.length > 2 && name !== "Object" ? name : str((link as { name?: unknown }).name) ?? "Object";
    })
    .join(" > ");
}

/** True when an error (or one of its causes) may carry SQL, query parameters or stored values in its message. */
export function carriesQueryData(error: unknown): boolean {
  return errorChain(error).some((link) => isDrizzleQueryError(link) || str((link as { severity?: unknown }).severity) !== undefined);
}

function firstFrame(stack: string | undefined): string | undefined {
  const frame = stack?.split("\n").find((line) => line.trimStart().startsWith("at "));
  const location = frame?.match(/\(?([^\s()]+:\d+:\d+)\)?\s*$/);
  return location?.[1];
}

/** The fields that describe an error for the log (log.ts) without anything it may carry from a query or a request. */
export function describeError(error: unknown): LogFields {
  const fields: LogFields = { errorClass: errorClasses(error) || typeof error };
  const db = classifyDbError(error);
  if (db) {
    return {
      ...fields,
      ...(db.sqlstate ? { sqlstate: db.sqlstate } : {}),
      ...(db.constraint ? { constraint: db.constraint } : {}),
      ...(db.table ? { table: db.table } : {}),
      ...(db.column ? { column: db.column } : {}),
      ...(db.systemCode ? { systemCode: db.systemCode } : {}),
    };
  }
  if (error instanceof Error && !carriesQueryData(error)) {
    return { ...fields, detail: error.message.replace(/\s+/g, " ").trim(), at: firstFrame(error.stack) };
  }
  return fields;
}
