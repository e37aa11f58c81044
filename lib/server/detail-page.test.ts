import { detailPage, nameKey, slugKey } from "./detail-page";

// notFound() and permanentRedirect() end a render by throwing errors Next recognises by digest.
async function outcome(run: () => Promise<unknown>): Promise<string> {
  try {
    return `record:${JSON.stringify(await run())}`;
  } catch (error) {
    const digest = String((error as { digest?: string }).digest ?? error);
    if (digest.startsWith("NEXT_HTTP_ERROR_FALLBACK;404")) return "not-found";
    const redirect = digest.match(/^NEXT_REDIRECT;[^;]*;([^;]*);(\d+)/);
    if (redirect) return `redirect ${redirect[2]} ${redirect[1]}`;
    throw error;
  }
}

describe("segment keys", () => {
  it("reads a slug in any letter case as its lower-case key", () => {
    expect(slugKey("Dr-Rajesh-IYER")).toBe("dr-rajesh-iyer");
    expect(slugKey("dr%2Drajesh")).toBe("dr-rajesh");
  });

  it.each(["", "a b", "a%20b", "%E0%A4", "x%00", "x\u0000", "../etc", "a/b", "é", "x".repeat(121)])("refuses %j before any read", (raw) => {
    expect(slugKey(raw)).toBeNull();
  });

  it("reads a name segment as safe, trimmed, lower-case text", () => {
    expect(nameKey("Diagnostics%20%26%20Imaging")).toBe("diagnostics & imaging");
    expect(nameKey("%E0%A4")).toBeNull();
    expect(nameKey("a%00b")).toBeNull();
    expect(nameKey("%20")).toBeNull();
  });
});

describe("detailPage", () => {
  const records = new Map([["dr-known", { username: "dr-known" }]]);
  const reads: string[][] = [];
  const page = detailPage({
    prefix: "/doctordetail",
    keys: [slugKey],
    known: async (...keys: string[]) => keys[0] !== "dr-unlisted",
    read: async (...keys: string[]) => {
      reads.push(keys);
      return records.get(keys[0]) ?? null;
    },
    path: (r) => `/doctordetail/${r.username}`,
  });

  beforeEach(() => (reads.length = 0));

  it("serves the canonical address", async () => {
    expect(await outcome(() => page.require("dr-known"))).toBe('record:{"username":"dr-known"}');
  });

  it("redirects (308) every other spelling to the canonical address, reading by the canonical key", async () => {
    expect(await outcome(() => page.require("DR-Known"))).toBe("redirect 308 /doctordetail/dr-known");
    expect(reads).toEqual([["dr-known"]]);
  });

  it("answers not-found for an unknown record, and for a malformed segment without reading", async () => {
    expect(await outcome(() => page.require("dr-nobody"))).toBe("not-found");
    expect(await outcome(() => page.require("a%20b"))).toBe("not-found");
    expect(reads).toEqual([["dr-nobody"]]);
  });

  it("reads nothing for a key the known keys do not list (so nothing is cached for it)", async () => {
    expect(await outcome(() => page.require("dr-unlisted"))).toBe("not-found");
    expect(reads).toEqual([]);
  });

  it("finds nothing when a segment is missing", async () => {
    expect(await page.find()).toBeNull();
    expect(reads).toEqual([]);
  });
});
