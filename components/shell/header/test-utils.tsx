import { render, type RenderResult } from "@testing-library/react";
import type { ReactElement } from "react";
import { SWRConfig } from "swr";
import type { SpecialityV2 } from "@/lib/contracts/specialities";

/** Renders with a fresh SWR cache, so tests never share loaded data. */
export function renderWithSWR(ui: ReactElement): RenderResult {
  return render(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{ui}</SWRConfig>);
}

export function speciality(overrides: Partial<SpecialityV2> & Pick<SpecialityV2, "_id" | "specialityName">): SpecialityV2 {
  return {
    specialityUrl: overrides.specialityName.toLowerCase().replace(/\s+/g, "-"),
    thumbnailImage: null,
    overview: { description: null },
    hero: { description: null },
    ...overrides,
  };
}

/** The `{ success: 1, data }` envelope of `/web/speciality-v2/list-user`. */
export function listResponse(data: SpecialityV2[]): Response {
  return Response.json({ success: 1, data });
}

/** Replaces the network: every fetch answers with what `respond` returns. */
export function mockFetch(respond: () => Response | Promise<Response>): jest.SpyInstance {
  return jest.spyOn(globalThis, "fetch").mockImplementation(async () => respond());
}

export function requestUrl(spy: jest.SpyInstance, call = 0): string {
  const input = spy.mock.calls[call][0] as Request | string | URL;
  return typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
}
