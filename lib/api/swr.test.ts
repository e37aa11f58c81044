import { apiPost } from "./client";
import { DATA_FRESH_MS, DATA_RETRY_COUNT, postFetcher, swrConfig } from "./swr";

jest.mock("./client", () => ({ apiPost: jest.fn() }));

const mockedApiPost = apiPost as jest.MockedFunction<typeof apiPost>;

afterEach(() => mockedApiPost.mockReset());

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

  it("uses postFetcher as the fetcher", () => {
    expect(swrConfig.fetcher).toBe(postFetcher);
  });
});

describe("postFetcher", () => {
  it("calls apiPost with the key's path and body and resolves with its result", async () => {
    const envelope = { success: 1, data: [{ _id: "d1" }] };
    mockedApiPost.mockResolvedValue(envelope);

    await expect(postFetcher(["/web/doctor/list-user", { limit: 100, page: 1 }])).resolves.toBe(envelope);
    expect(mockedApiPost).toHaveBeenCalledTimes(1);
    expect(mockedApiPost).toHaveBeenCalledWith("/web/doctor/list-user", { limit: 100, page: 1 });
  });

  it("passes an undefined body when the key has only a path", async () => {
    mockedApiPost.mockResolvedValue({ success: 1, data: [] });
    await postFetcher(["/web/speciality-v2/list-user"]);
    expect(mockedApiPost).toHaveBeenCalledWith("/web/speciality-v2/list-user", undefined);
  });

  it("rejects with apiPost's error unchanged", async () => {
    const failure = new Error("Doctor not found");
    mockedApiPost.mockRejectedValue(failure);
    await expect(postFetcher(["/web/doctor/get-by-url", { url: "x" }])).rejects.toBe(failure);
  });
});
