import type { Pagination } from "@/lib/contracts/envelope";
import { apiErrorOf } from "./client";

// The shape every typed call shares (lib/api/calls.ts, lib/api/console-calls.ts): a function a
// component calls with the body its route parses, answering the envelope's `data`, with the
// path it posts to on it (for SWR keys and the test that each path has its route).

/** A call's answer unwrapped: its data, and the envelope's message and pagination where it has them. */
export interface Answer<T> {
  data: T;
  message?: string;
  pagination?: Pagination;
}

/** A typed call: `input` is what its route parses (the contract's schema, as written before defaults). */
export interface Call<I, O, Options> {
  (input: I, options?: Options): Promise<O>;
  /** The same call, answering the envelope's message and pagination beside the data. */
  answer(input: I, options?: Options): Promise<Answer<O>>;
  /** The path under the client's prefix (/api or /api/admin), as the route's folder names it. */
  readonly path: string;
}

/** A call to a route with one dynamic segment (`content/[collection]/save`): that segment's value comes first. */
export interface CallWithParam<P extends string, I, O, Options> {
  (param: P, input: I, options?: Options): Promise<O>;
  answer(param: P, input: I, options?: Options): Promise<Answer<O>>;
  /** The path with its dynamic segment in brackets, as the route's folder names it. */
  readonly path: string;
}

/** How one client sends a declared call: to a path, with its input and options, answering the unwrapped envelope. */
export type Send<I, O, Options> = (path: string, input: I, options: Options) => Promise<Answer<O>>;

/** The envelope of a 2xx answer unwrapped; anything but `success: 1` is refused as the failure it reports. */
export function unwrap<T>(envelope: unknown, status = 200): Answer<T> {
  if (!envelope || typeof envelope !== "object" || (envelope as { success?: unknown }).success !== 1) throw apiErrorOf(envelope, status);
  const { data, message, pagination } = envelope as { data: T; message?: unknown; pagination?: Pagination };
  return { data, ...(typeof message === "string" ? { message } : {}), ...(pagination ? { pagination } : {}) };
}

/** A declared call as the function components use; `defaults` are its options unless the caller gives others. */
export function declareCall<I, O, Options extends object>(path: string, send: Send<I, O, Options>, defaults: Options): Call<I, O, Options> {
  const answer = (input: I, options?: Options) => send(path, input, { ...defaults, ...options });
  return Object.assign((input: I, options?: Options) => answer(input, options).then((a) => a.data), { answer, path });
}

/** The address of a route with one dynamic segment, filled in (the value encoded as one segment). */
function fillPath(template: string, param: string): string {
  return template.replace(/\[[^\]/]+\]/, encodeURIComponent(param));
}

/** A declared call to a route with one dynamic segment. */
export function declareCallWithParam<P extends string, I, O, Options extends object>(template: string, send: Send<I, O, Options>, defaults: Options): CallWithParam<P, I, O, Options> {
  const answer = (param: P, input: I, options?: Options) => send(fillPath(template, param), input, { ...defaults, ...options });
  return Object.assign((param: P, input: I, options?: Options) => answer(param, input, options).then((a) => a.data), { answer, path: template });
}

/** A multipart call's body: the route's text fields as text, then the file under `fileField` (the form parser reads fields first). */
export function multipartOf<F extends string>(input: object, fileField: F): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(input)) if (name !== fileField && value !== undefined && value !== null) form.set(name, String(value));
  form.set(fileField, (input as Record<F, Blob>)[fileField]);
  return form;
}
