import useSWR from "swr";
import { postFetcher, swrConfig, type PostKey } from "../swr";
import type { ApiSuccess } from "@/lib/contracts/envelope";
import type { SpecialityV2 } from "@/lib/contracts/specialities";

export const specialitiesKey = (): PostKey => ["/web/speciality-v2/list-user"];

/**
 * The v2 speciality list. Pass `enabled: false` to wait (the dropdown loads on first open);
 * once loaded, SWR keeps it for 5 minutes.
 */
export function useSpecialities(enabled = true) {
  const { data, error, isLoading } = useSWR<ApiSuccess<SpecialityV2[]>, Error, PostKey | null>(
    enabled ? specialitiesKey() : null,
    postFetcher,
    swrConfig,
  );
  return { specialities: data?.data ?? [], error, isLoading };
}
