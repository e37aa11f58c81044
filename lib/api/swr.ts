import type { SWRConfiguration } from "swr";
import { apiPost } from "./client";

/** SPEC.md section 9: data stays fresh for 5 minutes and a failed load is retried once. */
export const DATA_FRESH_MS = 5 * 60 * 1000;
export const DATA_RETRY_COUNT = 1;

/** SWR keys are `[path, body?]`; every call in SPEC.md section 7 that SWR reads is a POST. */
export type PostKey = readonly [path: string, body?: unknown];

export function postFetcher<T>([path, body]: PostKey): Promise<T> {
  return apiPost<T>(path, body);
}

export const swrConfig: SWRConfiguration = {
  fetcher: postFetcher as SWRConfiguration["fetcher"],
  dedupingInterval: DATA_FRESH_MS,
  focusThrottleInterval: DATA_FRESH_MS,
  errorRetryCount: DATA_RETRY_COUNT,
  revalidateOnFocus: false,
};
