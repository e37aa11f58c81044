import useSWR from "swr";
import type { SpecialityV2 } from "@/lib/contracts/specialities";
import type { Locale } from "@/lib/i18n/locales";
import { listSpecialities } from "../calls";
import { callFetcher, callKey, swrConfig, type CallKey } from "../swr";

/** The list's key in a language: English asks with `{}` as SPEC's call does, Marathi and Hindi name theirs. */
export function specialitiesKey(locale: Locale = "en") {
  const input: Parameters<typeof listSpecialities>[0] = locale === "en" ? {} : { lang: locale };
  return callKey(listSpecialities, input);
}

/**
 * The v2 speciality list in the page's language. Pass `enabled: false` to wait (the dropdown
 * loads on first open); once loaded, SWR keeps it for 5 minutes.
 */
export function useSpecialities(enabled = true, locale: Locale = "en") {
  const { data, error, isLoading } = useSWR<SpecialityV2[], Error, CallKey<Parameters<typeof listSpecialities>[0]> | null>(
    enabled ? specialitiesKey(locale) : null,
    callFetcher(listSpecialities),
    swrConfig,
  );
  return { specialities: data ?? [], error, isLoading };
}
