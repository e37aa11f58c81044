import "server-only";
import type { z } from "zod";
import { getConfig } from "../config";
import type { CallDeclaration, CallSpec, OutputOf } from "@/lib/contracts/calls/declare";
import type { MultipartLimits } from "./multipart";
import { route, type Reply, type RouteFn, type RouteInput, type RouteOptions } from "./route";

// A route handler typed against its call's declaration (lib/contracts/calls): the declaration
// gives the wrapper its schemas, who may call and how the body travels; the route keeps what
// only the server knows (rate limits, body size, multipart limits, a collection's own access).
// The handler must answer the declared `data` (ok() of it), or a file where the call answers one:
// another shape fails the type check (lib/server/api/handle.types.test.ts proves it).

type Schema<S extends CallSpec, K extends "body" | "query" | "params"> = S[K] extends z.ZodType ? S[K] : z.ZodType<Record<string, string>>;

/** What the handler receives: the request read and checked by the declaration's schemas. */
export type HandlerInput<S extends CallSpec> = RouteInput<z.output<Schema<S, "body">>, z.output<Schema<S, "query">>, z.output<Schema<S, "params">>>;

/** What the handler answers: the declared `data` in its envelope, or a file. */
export type HandlerReply<S extends CallSpec> = S["answers"] extends "file" ? Response : Reply<OutputOf<S>>;

/** The server's own knobs of a call: everything RouteOptions has that the declaration does not say (a form's limits, for a multipart call). */
export type ServerKnobs<S extends CallSpec> = Omit<RouteOptions<Schema<S, "body">, Schema<S, "query">, Schema<S, "params">>, "body" | "query" | "params" | "auth" | "roles" | "stepUp" | "signingIn" | "bodyMode" | "sameOrigin"> &
  (S["bodyKind"] extends "multipart" ? { multipart: MultipartLimits } : unknown);

/** A route handler built from a declaration, which it carries (so a test can tell which call a route file answers). */
export type DeclaredRouteFn = RouteFn & { readonly declaration: CallDeclaration };

/** The route handler of a declared call. */
export function handle<S extends CallSpec>(call: CallDeclaration<S>, knobs: ServerKnobs<S>, handler: (input: HandlerInput<S>) => Promise<HandlerReply<S>>): DeclaredRouteFn {
  if (call.access === "staff" && !call.roles?.length) throw new Error(`handle(): ${call.path} is for staff but names no roles`);
  if (call.stepUp && call.access !== "staff") throw new Error(`handle(): ${call.path} asks for a step-up but is not for signed-in staff`);
  // The reference states the booking limit from the declaration; the route takes it: they agree.
  if (Boolean(call.limited) !== Boolean(knobs.rateLimit?.includes("booking-client"))) {
    throw new Error(`handle(): ${call.path} is declared ${call.limited ? "" : "not "}limited, but its route ${call.limited ? "takes no" : "takes the"} booking limit`);
  }
  const options: RouteOptions<Schema<S, "body">, Schema<S, "query">, Schema<S, "params">> = {
    ...knobs,
    ...(call.body ? { body: call.body as Schema<S, "body"> } : {}),
    ...(call.query ? { query: call.query as Schema<S, "query"> } : {}),
    ...(call.params ? { params: call.params as Schema<S, "params"> } : {}),
    ...(call.bodyKind && call.bodyKind !== "json" ? { bodyMode: call.bodyKind } : {}),
    ...(call.access === "booking" || call.access === "phone" ? { auth: call.access } : {}),
    ...(call.access === "staff" ? { roles: call.roles, stepUp: call.stepUp } : {}),
    ...(call.access === "signing-in" ? { signingIn: true } : {}),
    ...(call.access === "console" ? { sameOrigin: true } : {}),
  };
  const answer = handler as (input: HandlerInput<S>) => Promise<Response>;
  const checked = async (input: HandlerInput<S>) => {
    const reply = await answer(input);
    if (getConfig().checkAnswers) await holdToDeclaration(call, reply);
    return reply;
  };
  return Object.assign(route(options, checked), { declaration: call });
}

/**
 * Outside production, a success's `data` must be what the call declares: of the declared types,
 * and with no field the declaration does not name (a phone, a token, a record of another kind),
 * which the type check lets through in an object with more fields than its type. A mismatch fails
 * the request (a 500 with the call named in the log), so a route test meets it at once.
 */
async function holdToDeclaration(call: CallDeclaration, reply: Response): Promise<void> {
  if (!call.output || call.answers === "file" || !reply.ok || reply.status === 204) return;
  const { data } = (await reply.clone().json()) as { data: unknown };
  const read = call.output.safeParse(data);
  const problem = !read.success
    ? read.error.issues.map((issue) => `${issue.path.join(".") || "data"}: ${issue.message}`).join("; ")
    : undeclared(data, JSON.parse(JSON.stringify(read.data)), "data");
  if (problem) throw new Error(`${call.method} /api/${call.path} answered data its declaration does not describe: ${problem}`);
}

/** The first field of `sent` that the declaration's reading of it (`declared`) does not have, or null. */
function undeclared(sent: unknown, declared: unknown, at: string): string | null {
  if (Array.isArray(sent) && Array.isArray(declared)) {
    for (let i = 0; i < sent.length; i++) {
      const found = undeclared(sent[i], declared[i], `${at}.${i}`);
      if (found) return found;
    }
  } else if (sent && declared && typeof sent === "object" && typeof declared === "object") {
    for (const [key, value] of Object.entries(sent)) {
      if (!(key in declared)) return `${at}.${key} is not in the declaration`;
      const found = undeclared(value, (declared as Record<string, unknown>)[key], `${at}.${key}`);
      if (found) return found;
    }
  }
  return null;
}
