import useSWR from "swr";
import type { SpecialityV2 } from "@/lib/contracts/specialities";
import { listSpecialities } from "../calls";
import { callFetcher, callKey, swrConfig, type CallKey } from "../swr";

export const specialitiesKey = () => callKey(listSpecialities);

/**
 * The v2 speciality list. Pass `enabled: false` to wait (the dropdown loads on first open);
 * once loaded, SWR keeps it for 5 minutes.
 */
export function useSpecialities(enabled = true) {
  const { data, error, isLoading } = useSWR<SpecialityV2[], Error, CallKey<void> | null>(enabled ? specialitiesKey() : null, callFetcher(listSpecialities), swrConfig);
  return { specialities: data ?? [], error, isLoading };
}
