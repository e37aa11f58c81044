import ky, { type KyInstance } from "ky";
import { consoleLoginHref } from "@/lib/routes";
import { browser, readEnvelope, toApiError, underPrefix } from "./client";

/** A request header that asks for the 401 to be answered in the page, not by leaving it. */
const KEEP_PAGE = "x-console-keep-page";

/**
 * The console's ky instance: /api/admin, the session cookie (same origin; no bearer token), and
 * on a 401 from any call but the sign-in itself, back to the sign-in page with the way back.
 */
const consoleApi: KyInstance = ky.create({
  prefixUrl: "/api/admin",
  timeout: 15_000,
  retry: 0,
  credentials: "same-origin",
  headers: { Accept: "application/json" },
  hooks: {
    afterResponse: [
      (request, _options, response) => {
        // A form with typed work in it handles the 401 itself (KEEP_PAGE), so nothing typed is lost.
        if (response.status === 401 && !new URL(request.url).pathname.endsWith("/auth/login") && !request.headers.has(KEEP_PAGE)) {
          // The console's own sign-in (the public site's /login stays SPEC section 8's not-found page).
          browser.redirect(consoleLoginHref(window.location.pathname + window.location.search));
        }
      },
    ],
    beforeError: [readEnvelope],
  },
});

export interface ConsoleCallOptions {
  /** On a 401, stay on the page (a form with typed work in it says so itself) instead of going to the sign-in. */
  keepPage?: boolean;
  /** Abandons the call (a newer one replaces it); the promise then rejects. */
  signal?: AbortSignal;
  /** Milliseconds before the call is given up (15 s unless said). */
  timeout?: number;
}

/** ky's options of one console call, besides its body. */
const callOptions = ({ keepPage, signal, timeout }: ConsoleCallOptions) => ({
  ...(keepPage ? { headers: { [KEEP_PAGE]: "1" } } : {}),
  ...(signal ? { signal } : {}),
  ...(timeout ? { timeout } : {}),
});

/**
 * Asks the person for their second factor again (components/console/step-up-dialog.tsx): resolves
 * true once it was given, false when they cancelled.
 */
export type StepUpPrompt = () => Promise<boolean>;

let stepUpPrompt: StepUpPrompt | null = null;
/** The prompt being shown: calls refused at the same time wait for the one answer. */
let stepUpShown: Promise<boolean> | null = null;

/**
 * Registers the page's step-up prompt (one at a time); answers the function that unregisters it.
 * Without one, a call refused with `step_up` throws its ApiError as any other refusal.
 */
export function setStepUpPrompt(prompt: StepUpPrompt): () => void {
  stepUpPrompt = prompt;
  return () => {
    if (stepUpPrompt === prompt) stepUpPrompt = null;
  };
}

function askStepUp(prompt: StepUpPrompt): Promise<boolean> {
  stepUpShown ??= prompt()
    .catch(() => false)
    .finally(() => {
      stepUpShown = null;
    });
  return stepUpShown;
}

/**
 * Sends a console request; a call declared `stepUp` is refused with 403 `step_up` when the
 * second factor was given too long ago, so the person is asked for it (the registered prompt)
 * and the same request is sent once more. A refusal after that, or a cancelled prompt, throws.
 */
async function withStepUp<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    const failure = toApiError(error);
    const prompt = stepUpPrompt;
    if (failure.code !== "step_up" || !prompt) throw failure;
    if (!(await askStepUp(prompt))) throw failure;
    try {
      return await send();
    } catch (again) {
      throw toApiError(again);
    }
  }
}

export async function consolePost<T>(path: string, body: unknown = {}, options: ConsoleCallOptions = {}): Promise<T> {
  return withStepUp(() => consoleApi.post(underPrefix(path), { json: body, ...callOptions(options) }).json<T>());
}

/** POST multipart form data (an upload) and return the response body. */
export async function consolePostForm<T>(path: string, form: FormData, options: ConsoleCallOptions = {}): Promise<T> {
  return withStepUp(() => consoleApi.post(underPrefix(path), { body: form, ...callOptions(options) }).json<T>());
}

/**
 * POST a JSON body whose refusal with `status` is an answer the page shows, not an error (an
 * edit made on an old version: 409 with the record as it is now). Answers the body and status.
 */
export async function consolePostAnswering(path: string, body: unknown, status: number, options: ConsoleCallOptions = {}): Promise<{ status: number; body: unknown }> {
  return withStepUp(async () => {
    const response = await consoleApi.post(underPrefix(path), { json: body, ...callOptions(options), throwHttpErrors: (s: number) => s !== status });
    return { status: response.status, body: await response.json() };
  });
}
