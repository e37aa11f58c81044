// An audit entry's before and after as people read them: one "field: old → new" line per field
// that changed, times in the hospital's zone, sums in rupees, codes as words. Pure: the console's
// audit page renders it.
import { formatAppointment, formatDay } from "./appointment-time";
import { formatRupees } from "./money";

export interface AuditChange {
  field: string;
  /** Absent when the field was not recorded before (a creation, or an entry with only an outcome). */
  before?: string;
  /** Absent when the field was not recorded after (a deletion). */
  after?: string;
}

/** At most this many lines per entry; a whole replaced setting can be long. */
export const AUDIT_CHANGES_MAX = 12;

const FIELD_TEXT: Record<string, string> = {
  status: "State",
  state: "State",
  start: "Appointment",
  end: "Ends",
  refundDue: "Refund due",
  records: "Records shown",
  hitCount: "Visits",
  fromDate: "From",
  toDate: "To",
  email: "E-mail",
  slotStart: "Appointment",
};

const VALUE_TEXT: Record<string, string> = {
  requested: "waiting for confirmation",
  no_show: "did not come",
  front_desk: "front desk",
  refund_due: "refund due",
};

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONEY_KEY = /(refund|amount|fee)/i;

/** "refundDue" → "Refund due"; "bookings.0.reference" → "Bookings 1 reference". */
function fieldText(path: string[]): string {
  const words = path.map((p) => (/^\d+$/.test(p) ? String(Number(p) + 1) : (FIELD_TEXT[p] ?? p.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/_/g, " ")).toLowerCase()));
  const text = words.join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function valueText(key: string, value: unknown, timeZone: string): string {
  if (value === null || value === undefined || value === "") return "none";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "number") return MONEY_KEY.test(key) ? formatRupees(value) : value.toLocaleString("en-IN");
  if (typeof value === "string") {
    if (ISO_INSTANT.test(value)) return formatAppointment(value, timeZone);
    if (ISO_DAY.test(value)) return formatDay(`${value}T12:00:00Z`, "UTC");
    if (VALUE_TEXT[value]) return VALUE_TEXT[value];
    return value.length > 120 ? `${value.slice(0, 119)}…` : value;
  }
  if (Array.isArray(value)) return value.length ? value.map((v) => valueText(key, v, timeZone)).join(", ") : "none";
  return JSON.stringify(value);
}

/** Leaves of a recorded value by path; arrays of plain values stay one leaf ("a, b"). */
function flatten(value: unknown, path: string[] = [], out = new Map<string, { path: string[]; value: unknown }>()) {
  const plainArray = Array.isArray(value) && value.every((v) => v === null || typeof v !== "object");
  if (value && typeof value === "object" && !plainArray && (Array.isArray(value) ? value.length : Object.keys(value).length)) {
    for (const [k, v] of Object.entries(value)) flatten(v, [...path, k], out);
  } else {
    out.set(path.join("."), { path: path.length ? path : ["value"], value });
  }
  return out;
}

/**
 * The lines of one entry: every field recorded on either side, its value before and after (only
 * the fields that differ when both sides were recorded), at most AUDIT_CHANGES_MAX of them, and
 * how many more there were.
 */
export function auditChanges(before: unknown, after: unknown, timeZone: string): { lines: AuditChange[]; more: number } {
  const hasBefore = before !== null && before !== undefined;
  const hasAfter = after !== null && after !== undefined;
  const b = hasBefore ? flatten(before) : new Map();
  const a = hasAfter ? flatten(after) : new Map();
  const lines: AuditChange[] = [];
  for (const key of new Set([...b.keys(), ...a.keys()])) {
    const old = b.get(key);
    const now = a.get(key);
    if (hasBefore && hasAfter && old && now && JSON.stringify(old.value) === JSON.stringify(now.value)) continue;
    const { path } = (now ?? old)!;
    const last = path[path.length - 1];
    lines.push({
      field: fieldText(path),
      ...(hasBefore ? { before: old ? valueText(last, old.value, timeZone) : "none" } : {}),
      ...(hasAfter ? { after: now ? valueText(last, now.value, timeZone) : "none" } : {}),
    });
  }
  return { lines: lines.slice(0, AUDIT_CHANGES_MAX), more: Math.max(0, lines.length - AUDIT_CHANGES_MAX) };
}

/** "State: waiting for confirmation → confirmed", "Records shown: 3", "Name: Priya (removed)". */
export const auditChangeText = (c: AuditChange): string =>
  c.before !== undefined && c.after !== undefined ? `${c.field}: ${c.before} → ${c.after}` : c.after !== undefined ? `${c.field}: ${c.after}` : `${c.field}: ${c.before} (removed)`;
