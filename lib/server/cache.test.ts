import { revalidateTag } from "next/cache";
import { BuildPhaseReadError, cachedRead, REVALIDATE_NOW, REVALIDATE_SECONDS, revalidateTags } from "./cache";
import { isBuildPhase } from "./build-phase";

jest.mock("./build-phase", () => ({ isBuildPhase: jest.fn(() => false) }));
// The real unstable_cache needs Next's request context; here it only records its options.
const mockCacheOptions: unknown[] = [];
jest.mock("next/cache", () => ({
  unstable_cache: (fn: (...args: unknown[]) => unknown, _key: string[], options: unknown) => {
    mockCacheOptions.push(options);
    return fn;
  },
  revalidateTag: jest.fn(),
}));

const mockedBuildPhase = isBuildPhase as jest.MockedFunction<typeof isBuildPhase>;

describe("cachedRead", () => {
  it("caches 300 s under the given tags", () => {
    cachedRead(async () => 1, "k", ["doctors"]);
    expect(mockCacheOptions.at(-1)).toEqual({ revalidate: REVALIDATE_SECONDS, tags: ["doctors"] });
    expect(REVALIDATE_SECONDS).toBe(300);
  });

  it("passes the arguments through and returns the read's result", async () => {
    const read = cachedRead(async (a: number, b: string) => `${a}-${b}`, "k", ["t"]);
    await expect(read(2, "x")).resolves.toBe("2-x");
  });

  it("throws before the cache and the database during next build, naming the read and the missing page guard", async () => {
    const fn = jest.fn(async () => "rows");
    const read = cachedRead(fn, "doctors-page", ["t"]);
    mockedBuildPhase.mockReturnValueOnce(true);
    await expect(read()).rejects.toThrow(BuildPhaseReadError);
    mockedBuildPhase.mockReturnValueOnce(true);
    await expect(read()).rejects.toThrow(/"doctors-page".*cachedPage\(\)/);
    expect(fn).not.toHaveBeenCalled();
  });
});

describe("revalidateTags", () => {
  const hooks = globalThis as { [REVALIDATE_NOW]?: (tags: string[]) => Promise<void> };
  afterEach(() => {
    delete hooks[REVALIDATE_NOW];
    (revalidateTag as jest.Mock).mockClear();
  });

  it("expires each tag once, at once (expire 0: the next request renders fresh data, never the stale page)", async () => {
    await revalidateTags(["footer", "doctors", "footer"]);
    expect((revalidateTag as jest.Mock).mock.calls).toEqual([
      ["footer", { expire: 0 }],
      ["doctors", { expire: 0 }],
    ]);
  });

  it("resolves only once the page cache's store holds the tags' new time, so the write answers after it", async () => {
    let finish = () => {};
    const written: string[][] = [];
    hooks[REVALIDATE_NOW] = (tags) => new Promise<void>((resolve) => (finish = () => (written.push(tags), resolve())));
    let settled = false;
    const pending = revalidateTags(["footer", "doctors", "footer"]).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    finish();
    await pending;
    expect(written).toEqual([["footer", "doctors"]]);
  });
});

describe("a page's failed database read", () => {
  it("throws and logs no query data: only the read's name, the error class and the SQLSTATE", async () => {
    const { createTestDatabase } = await import("@/test/db");
    const { specialities } = await import("./db/schema");
    const { eq } = await import("drizzle-orm");
    const { pageRead, PageReadError } = await import("./cache");
    const testDb = await createTestDatabase({ seed: false });
    const lines: string[] = [];
    const spies = (["log", "warn", "error"] as const).map((level) =>
      jest.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" "))),
    );
    try {
      // A real DrizzleQueryError: PostgreSQL and PGlite refuse a NUL in text (22021).
      const read = pageRead(
        async (name: string) => testDb.handle.db.select().from(specialities).where(eq(specialities.name, name)),
        "specialities-by-name",
      );
      const error = await read("patient-asha-9876543210\u0000").catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PageReadError);
      expect(String((error as Error).message)).toBe('The database read "specialities-by-name" failed (SQLSTATE 22021).');
      const logged = lines.join("\n");
      expect(logged).toContain("22021");
      expect(logged).toContain("specialities-by-name");
      expect(logged).not.toContain("9876543210");
      expect(logged).not.toMatch(/select/i);
    } finally {
      spies.forEach((spy) => spy.mockRestore());
      await testDb.cleanup();
    }
  });
});
