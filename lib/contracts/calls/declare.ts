import type { z } from "zod";
import type { RouteMethod } from "@/lib/http/methods";
import type { StaffRole } from "@/lib/contracts/staff";
import type { Reason } from "@/lib/contracts/reasons";

// A call of the API declared as data, once: its method and path, who may call it, what it
// takes and what it answers, and the words the API reference prints for it. The route handler
// is typed against the declaration (lib/server/api/handle.ts), the browser's function is
// derived from it (lib/api/calls.ts, lib/api/console-calls.ts), and docs/API.md is generated
// from every declaration (scripts/api-docs.ts). Pure: no server or browser code.

/**
 * Who may call:
 * - "public": anyone;
 * - "booking": a visitor with a verified phone (the bearer token of /misc/verify-otp, or of a
 *   signed link's claim; else 401);
 * - "phone": a visitor whose phone was proven by a code sent to it (what opens the phone's
 *   whole record; a link's token is a 401);
 * - "staff": a signed-in staff member with one of `roles` (an admin may call every one), and
 *   for a change, a request from the site's own pages;
 * - "console": anyone, from the console's own pages (its sign-in and sign-out);
 * - "signing-in": a console session that has given its password, whether or not it has given
 *   its second factor yet (finishing the sign-in, and enrolling the account's first factor).
 */
type Access = "public" | "booking" | "phone" | "staff" | "console" | "signing-in";

/**
 * How the request carries its input: a JSON body (or none, for GET), multipart form data (text
 * fields checked by `body`, files under `files`), or the raw body handed over unparsed (a
 * webhook signed over its bytes).
 */
type BodyKind = "json" | "multipart" | "raw";

/** What a success answers: the JSON envelope with `data`, or a file (not an envelope). */
type AnswerKind = "envelope" | "file";

export interface CallSpec {
  method: RouteMethod;
  /** Relative to /api, dynamic segments in brackets as the route's folder names them. */
  path: string;
  access: Access;
  /** With `access: "staff"`: the roles it is open to (an admin may call every call). */
  roles?: readonly StaffRole[];
  /** The JSON body's schema (or the form's text fields); none: any JSON object, ignored. */
  body?: z.ZodType;
  /** The query string's schema, as an object of strings. */
  query?: z.ZodType;
  /** The dynamic path segments' schema. */
  params?: z.ZodType;
  /** `data` of the success envelope; none for a file. */
  output?: z.ZodType;
  bodyKind?: BodyKind;
  answers?: AnswerKind;
  /** Multipart: the form's file fields, each one file. */
  files?: readonly string[];
  /** The file's content type, for a call that answers a file. */
  fileType?: string;
  /** The status of success when it is not 200 (a creation's 201). */
  status?: number;
  /**
   * With `access: "staff"`: asks for the second factor again unless the session gave it within
   * the last STEP_UP_MINUTES (403 `step_up`): money and accounts.
   */
  stepUp?: boolean;
  /** Counted against the client address's booking limit (documented; the route takes the limit). */
  limited?: boolean;
  /** One line for the reference and the route's heading. */
  summary: string;
  /** What the request carries, in words (the fields' rules come from the schema). */
  request?: string;
  /** What a success answers and what a failure says, in words. */
  answer?: string;
  /** What else a caller needs to know: rules, the answer's fields, failures and their `code`s. */
  description?: string;
  /** Machine-readable reasons (`code`) of its failures, where known. */
  reasons?: readonly Reason[];
  /** The section of docs/API.md it belongs to. */
  group: CallGroup;
}

/** The sections of docs/API.md, in order. */
export const CALL_GROUPS = ["site", "doctors", "services", "booking", "manage", "my-data", "waitlist", "content", "console"] as const;
export type CallGroup = (typeof CALL_GROUPS)[number];

/** A declared call: the spec as written, its types kept. */
export type CallDeclaration<S extends CallSpec = CallSpec> = Readonly<S>;

/** Declares a call; `satisfies`-like, it keeps every schema's own type for the handler and the browser. */
export const defineCall = <const S extends CallSpec>(spec: S): CallDeclaration<S> => Object.freeze({ ...spec });

/** The body a call without payload takes: nothing (an empty body, or any JSON object). */
type NoInput = void;

/** What the browser sends: z.input of the body schema (or of the query), nothing when there is none. */
export type InputOf<S extends CallSpec> = S["body"] extends z.ZodType ? z.input<S["body"]> : S["query"] extends z.ZodType ? z.input<S["query"]> : NoInput;

/** What the envelope's `data` is. */
export type OutputOf<S extends CallSpec> = S["output"] extends z.ZodType ? z.output<S["output"]> : never;

/**
 * The address of a GET call that answers a file, for a link the browser follows (a download):
 * `/api/` and its path, each [segment] filled from `params`, then its query (blank values left out).
 */
export function fileHref<S extends CallSpec & { method: "GET"; answers: "file" }>(
  call: CallDeclaration<S>,
  { params = {}, query = {} }: { params?: Record<string, string>; query?: Record<string, string | undefined> } = {},
): string {
  const path = call.path.replace(/\[([^\]]+)\]/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]?.trim())).toString();
  return `/api/${path}${search ? `?${search}` : ""}`;
}
