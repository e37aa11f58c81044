import "server-only";

// One line per event, as JSON, with named fields only. There is deliberately no way to hand
// it an Error: a DrizzleQueryError's message holds the SQL and its parameters (a visitor's
// search text, later a patient's name or phone), and a driver's message can quote the value
// it refused. `describeError` (db/errors.ts) turns an error into fields that are safe to keep.

export interface LogFields {
  requestId?: string;
  /** The route pattern ("POST /api/web/doctor/search"), never a query string. */
  route?: string;
  status?: number;
  /** Class names along the error's cause chain. */
  errorClass?: string;
  sqlstate?: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** A Node system error code such as ECONNREFUSED. */
  systemCode?: string;
  /** The message of an error that cannot carry query data, shortened; or a fixed note. */
  detail?: string;
  /** Where a non-database error was thrown (file:line of its first stack frame). */
  at?: string;
}

export type LogLevel = "error" | "warn" | "info";

/** Text that looks like a query or its parameters never reaches the log, whoever passes it. */
const QUERY_TEXT = /failed query|params:|\b(select|insert|update|delete)\b[\s\S]*\b(from|into|set|where)\b/i;
const MAX_FIELD = 300;

function clean(value: string): string {
  if (QUERY_TEXT.test(value)) return "[withheld: looked like query text]";
  return value.length > MAX_FIELD ? `${value.slice(0, MAX_FIELD)}…` : value;
}

export function logEvent(level: LogLevel, event: string, fields: LogFields = {}): void {
  const record: Record<string, string | number> = { level, event };
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === "number") record[key] = value;
    else if (typeof value === "string" && value) record[key] = clean(value);
  }
  const line = JSON.stringify(record);
  if (level === "info") console.log(line);
  else console.error(line);
}
