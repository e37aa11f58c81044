import type { SWRConfiguration } from "swr";
import type { Call } from "./call";
import type { CallOptions } from "./client";

/** SPEC.md section 9: data stays fresh for 5 minutes and a failed load is retried once. */
export const DATA_FRESH_MS = 5 * 60 * 1000;
export const DATA_RETRY_COUNT = 1;

/** An SWR key: a declared call's path and its input, so a call's data is cached once per input. */
export type CallKey<I> = readonly [path: string, input: I];

/** The key of a declared call with this input (none for a call that takes nothing). */
export function callKey<I, O>(call: Call<I, O, CallOptions>, ...[input]: I extends void ? [] : [input: I]): CallKey<I> {
  return [call.path, input as I];
}

/** The fetcher of a declared call's key: the call itself, with the key's input, answering its data. */
export const callFetcher =
  <I, O>(call: Call<I, O, CallOptions>) =>
  ([, input]: CallKey<I>): Promise<O> =>
    call(input);

export const swrConfig: SWRConfiguration = {
  dedupingInterval: DATA_FRESH_MS,
  focusThrottleInterval: DATA_FRESH_MS,
  errorRetryCount: DATA_RETRY_COUNT,
  revalidateOnFocus: false,
};
