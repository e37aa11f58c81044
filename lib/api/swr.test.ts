import { listSpecialities, searchDoctors } from "./calls";
import { specialitiesKey } from "./hooks/use-specialities";
import { callFetcher, callKey, DATA_FRESH_MS, DATA_RETRY_COUNT, swrConfig } from "./swr";

afterEach(() => jest.restoreAllMocks());

describe("swrConfig (SPEC section 9: data cache 5 minutes fresh, 1 retry)", () => {
  it("keeps data fresh for 5 minutes: dedupingInterval is 300000 ms", () => {
    expect(DATA_FRESH_MS).toBe(300_000);
    expect(swrConfig.dedupingInterval).toBe(300_000);
  });

  it("retries a failed load once: errorRetryCount is 1", () => {
    expect(DATA_RETRY_COUNT).toBe(1);
    expect(swrConfig.errorRetryCount).toBe(1);
  });

  it("does not refetch fresh data on window focus", () => {
    expect(swrConfig.revalidateOnFocus).toBe(false);
    expect(swrConfig.focusThrottleInterval).toBe(300_000);
  });

  it("has no fetcher of its own: each hook fetches through its declared call", () => {
    expect(swrConfig.fetcher).toBeUndefined();
  });
});

describe("callKey and callFetcher", () => {
  it("key a call by its declared path and its input", () => {
    expect(callKey(listSpecialities, {})).toEqual(["web/speciality-v2/list-user", {}]);
    expect(callKey(searchDoctors, { speciality: "s1", page: 2 })).toEqual(["web/doctor/search", { speciality: "s1", page: 2 }]);
    // SPEC's request, `{}`, in English; the language named in Marathi and Hindi.
    expect(specialitiesKey()).toEqual(callKey(listSpecialities, {}));
    expect(specialitiesKey("mr")).toEqual(callKey(listSpecialities, { lang: "mr" }));
  });

  it("fetch a key through its call: the key's input is posted to the call's path and the data unwrapped", async () => {
    const sent: [string, unknown][] = [];
    jest.spyOn(globalThis, "fetch").mockImplementation(async (input: RequestInfo | URL) => {
      // Read here: ky cancels the request's body once the call settles.
      sent.push([new URL((input as Request).url).pathname, await (input as Request).clone().json()]);
      return Response.json({ success: 1, data: [{ _id: "d1" }], pagination: { page: 2, limit: 10, total: 11 } });
    });
    await expect(callFetcher(searchDoctors)(callKey(searchDoctors, { speciality: "s1", page: 2 }))).resolves.toEqual([{ _id: "d1" }]);
    expect(sent).toEqual([["/api/web/doctor/search", { speciality: "s1", page: 2 }]]);
  });

  it("reject with the call's ApiError unchanged", async () => {
    jest.spyOn(globalThis, "fetch").mockImplementation(async () => Response.json({ success: 0, message: "Too many requests" }, { status: 429 }));
    await expect(callFetcher(listSpecialities)(callKey(listSpecialities, {}))).rejects.toMatchObject({ name: "ApiError", status: 429, message: "Too many requests" });
  });
});
