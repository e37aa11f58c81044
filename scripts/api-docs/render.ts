import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { CALLS } from "@/lib/contracts/calls";
import { REASONS } from "@/lib/contracts/reasons";
import { STEP_UP_MINUTES } from "@/lib/contracts/staff-factors";
import { CALL_GROUPS, type CallDeclaration, type CallGroup } from "@/lib/contracts/calls/declare";

// docs/API.md, written from the call declarations (lib/contracts/calls): the fixed prose of
// header.md, then each section's own prose (<group>.md) and its calls, then trailer.md. Each
// call prints its method and path, who may call it, its summary, its input's fields (from its
// zod schema), its answer and its failures; the words beyond the schemas are the declaration's.

const HERE = path.join(process.cwd(), "scripts/api-docs");

const GROUP_TITLES: Record<CallGroup, string> = {
  site: "The site (health, footer, home, about, contact, specialities)",
  doctors: "Doctors",
  services: "Services",
  booking: "Booking (phone verification, holds, payments)",
  manage: "A booking by its signed link",
  "my-data": "My data (DPDP Act 2023 and Rules 2025)",
  waitlist: "Waitlist (a freed slot offered by SMS)",
  content: "Content (articles, news, gallery, testimonials, careers)",
  console: "Staff console (`/api/admin/...`)",
};

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  title?: string;
  description?: string;
};

const jsonSchemaOf = (schema: z.ZodType, io: "input" | "output" = "input"): JsonSchema => z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;

/** A field's type in a few words. */
function typeOf(schema: JsonSchema): string {
  if (schema.title) return `\`${schema.title}\``;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map(typeOf).join(" or ");
  if (schema.enum) return schema.enum.map((value) => `\`${String(value)}\``).join(" \\| ");
  if (schema.const !== undefined) return `\`${JSON.stringify(schema.const)}\``;
  const type = Array.isArray(schema.type) ? schema.type.join(" or ") : schema.type;
  if (type === "array") return `array of ${schema.items ? typeOf(schema.items) : "anything"}`;
  if (type === "object" && schema.properties) return `object \`{ ${Object.keys(schema.properties).join(", ")} }\``;
  if (schema.format) return `${type ?? "string"} (${schema.format})`;
  return type ?? "any";
}

/** A field's limits in words. */
function rulesOf(schema: JsonSchema): string {
  const rules: string[] = [];
  const range = (low?: number, high?: number, unit = "") =>
    low !== undefined && high !== undefined ? `${low}..${high}${unit}` : low !== undefined ? `at least ${low}${unit}` : high !== undefined ? `at most ${high}${unit}` : "";
  const length = range(schema.minLength, schema.maxLength, " characters");
  if (length) rules.push(length);
  // An integer's own safe range (z.int()) is no rule of the call's.
  const bound = (value?: number) => (value === undefined || Math.abs(value) === Number.MAX_SAFE_INTEGER ? undefined : value);
  const size = range(bound(schema.minimum), bound(schema.maximum));
  if (size) rules.push(size);
  const items = range(schema.minItems, schema.maxItems, " items");
  if (items) rules.push(items);
  if (schema.default !== undefined) rules.push(`default ${JSON.stringify(schema.default)}`);
  if (schema.description) rules.push(schema.description);
  return rules.join("; ").replace(/\|/g, "\\|");
}

/** The fields of an object schema as a table; a union, each of its objects. */
function fieldsOf(schema: JsonSchema): string[] {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.flatMap((variant, index) => [...(index ? ["", "or", ""] : []), ...fieldsOf(variant)]);
  const properties = Object.entries(schema.properties ?? {});
  if (!properties.length) return ["none"];
  const required = new Set(schema.required ?? []);
  return [
    "| field | type | required | rule |",
    "| --- | --- | --- | --- |",
    ...properties.map(([name, field]) => `| \`${name}\` | ${typeOf(field)} | ${required.has(name) && field.default === undefined ? "yes" : "no"} | ${rulesOf(field)} |`),
  ];
}

const WHO: Record<Exclude<CallDeclaration["access"], "staff">, string> = {
  public: "anyone",
  booking: "a verified phone: `Authorization: Bearer <token>` of `/misc/verify-otp` (or of a waitlist claim); 401 without a valid one",
  phone: "a phone proven by a code sent to it: the token of `/misc/verify-otp` (a link's token is a 401)",
  console: "anyone, from the console's own pages (same origin)",
  "signing-in": "a console session that has given its password, with or without its second factor yet (same origin); 401 without one",
};

function whoOf(call: CallDeclaration): string {
  const who = call.access === "staff" ? `staff signed in to the console, as ${(call.roles ?? []).join(" or ")} (an admin may call every call)` : WHO[call.access];
  const stepped = call.stepUp ? `${who}; asks for the second factor again when it was last given more than ${STEP_UP_MINUTES} minutes ago (403 \`step_up\`)` : who;
  return call.limited ? `${stepped}; limited (the client address's booking limit: 429 with \`Retry-After\`)` : stepped;
}

const sentence = (text: string) => {
  const trimmed = text.trim();
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?)`]$/.test(capital) ? capital : `${capital}.`;
};

/** How the request carries its input, and the prose the declaration adds. */
function requestOf(call: CallDeclaration): string {
  const carried =
    call.bodyKind === "multipart"
      ? `multipart/form-data: the form fields below, then the file${call.files?.length === 1 ? "" : "s"} ${(call.files ?? []).map((f) => `\`${f}\``).join(", ")}`
      : call.bodyKind === "raw"
        ? "the raw body, unparsed"
        : call.body
          ? "a JSON object (the body fields below)"
          : call.query
            ? "the query string (its fields below)"
            : call.method === "GET"
              ? "nothing"
              : "nothing (an empty body or any JSON object)";
  return `- Request: ${carried}${call.request ? `; ${call.request}` : ""}`;
}

/** The tables of the path segments, query and body fields, from their schemas. */
function fieldTablesOf(call: CallDeclaration): string[] {
  const parts: [string, z.ZodType | undefined][] = [
    ["Path segments", call.params],
    ["Query fields", call.query],
    [call.bodyKind === "multipart" ? "Form fields" : "Body fields", call.body],
  ];
  const tables = parts.flatMap(([title, schema]) => (schema ? ["", `${title}:`, "", ...fieldsOf(jsonSchemaOf(schema))] : []));
  // An answer declared by its schema (not by its type alone) lists its fields too.
  const output = call.output ? jsonSchemaOf(call.output, "output") : null;
  // A list answers its items' fields.
  const listed = output?.type === "array" && output.items?.properties ? output.items : null;
  const answer = listed ?? output;
  if (answer?.properties || answer?.anyOf || answer?.oneOf) tables.push("", `Answer fields (\`data\`${listed ? ", each item" : ""}${answer.title ? `: \`${answer.title}\`` : ""}):`, "", ...fieldsOf(answer));
  return tables;
}

function answerOf(call: CallDeclaration): string {
  const status = call.status ?? 200;
  const what =
    call.answers === "file"
      ? `${status}, a file (\`${call.fileType ?? "application/octet-stream"}\`), not an envelope`
      : `${status}, \`data\`: ${call.output ? typeOf(jsonSchemaOf(call.output, "output")) : "none"}`;
  return `- Answer: ${what}${call.answer ? ` — ${call.answer}` : ""}`;
}

function callSection(call: CallDeclaration): string[] {
  return [
    `### ${call.method} /api/${call.path.replace(/\[([^\]]+)\]/g, "{$1}")}`,
    "",
    sentence(call.summary),
    "",
    `- Who: ${whoOf(call)}`,
    requestOf(call),
    answerOf(call),
    ...(call.reasons?.length ? [`- Reasons (\`code\`): ${call.reasons.map((r) => `\`${r}\``).join(", ")}`] : []),
    ...fieldTablesOf(call),
    ...(call.description ? ["", call.description] : []),
    "",
  ];
}

const fragment = (name: string) => {
  const file = path.join(HERE, `${name}.md`);
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8").trimEnd() + "\n" : "";
};

/** docs/API.md as the declarations give it. */
export function renderApiDocs(calls: readonly CallDeclaration[] = CALLS): string {
  const out = [fragment("header").trimEnd(), ""];
  for (const group of CALL_GROUPS) {
    const mine = calls.filter((call) => call.group === group).sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
    if (!mine.length) continue;
    out.push(`## ${GROUP_TITLES[group]}`, "");
    const intro = fragment(group);
    if (intro) out.push(intro);
    for (const call of mine) out.push(...callSection(call));
  }
  out.push("## Failure reasons", "", "The `code` of a failure envelope, where a client must tell one failure from another of the same status (lib/contracts/reasons.ts):", "");
  out.push("| code | means |", "| --- | --- |", ...Object.entries(REASONS).map(([code, meaning]) => `| \`${code}\` | ${meaning} |`), "");
  out.push(fragment("trailer").trimEnd(), "");
  return out.join("\n");
}
