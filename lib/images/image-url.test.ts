import { resolveImageUrl } from "./image-url";

describe("resolveImageUrl rule 1: a full URL is kept as is", () => {
  it.each([
    "https://cdn.example.com/img/heart.jpg",
    "http://cdn.example.com/img/heart.jpg",
    "HTTPS://CDN.EXAMPLE.COM/A.PNG",
    "//cdn.example.com/img/heart.jpg",
    "data:image/png;base64,iVBORw0KGgo=",
    "blob:http://localhost/0b1c",
  ])("keeps %s unchanged", (url) => {
    expect(resolveImageUrl(url)).toBe(url);
    expect(resolveImageUrl(url, "https://api.example.com")).toBe(url);
  });

  it("keeps a full URL that itself contains /public/ or /uploads/ unchanged (no prefix added)", () => {
    expect(resolveImageUrl("https://api.example.com/uploads/a.jpg")).toBe("https://api.example.com/uploads/a.jpg");
    expect(resolveImageUrl("https://api.example.com/public/a.jpg", "https://other.example")).toBe(
      "https://api.example.com/public/a.jpg",
    );
  });
});

describe("resolveImageUrl rule 2: a path starting with /public/ is used as is", () => {
  it("does not add a second /public prefix", () => {
    expect(resolveImageUrl("/public/uploads/cardio.jpg")).toBe("/public/uploads/cardio.jpg");
  });

  it("ignores the API host for /public/ paths", () => {
    expect(resolveImageUrl("/public/a.png", "https://api.example.com")).toBe("/public/a.png");
  });
});

describe("resolveImageUrl rule 3: any other path starting with / gets /public added", () => {
  it("prefixes /public to a root path", () => {
    expect(resolveImageUrl("/uploads/cardio.jpg")).toBe("/public/uploads/cardio.jpg");
    expect(resolveImageUrl("/images/a.png", "https://api.example.com")).toBe("/public/images/a.png");
  });

  it("treats /publicity/... (not the /public/ folder) as another root path", () => {
    expect(resolveImageUrl("/publicity/banner.jpg")).toBe("/public/publicity/banner.jpg");
  });
});

describe("resolveImageUrl rule 4: a relative path is resolved against the API host", () => {
  it("joins a relative path to a host without trailing slash with exactly one slash", () => {
    expect(resolveImageUrl("uploads/cardio.jpg", "https://api.example.com")).toBe(
      "https://api.example.com/uploads/cardio.jpg",
    );
  });

  it("joins a relative path to a host with a trailing slash (or several) with exactly one slash", () => {
    expect(resolveImageUrl("uploads/cardio.jpg", "https://api.example.com/")).toBe(
      "https://api.example.com/uploads/cardio.jpg",
    );
    expect(resolveImageUrl("uploads/cardio.jpg", "https://api.example.com//")).toBe(
      "https://api.example.com/uploads/cardio.jpg",
    );
  });

  it("drops a leading ./ of the relative path", () => {
    expect(resolveImageUrl("./uploads/cardio.jpg", "https://api.example.com")).toBe(
      "https://api.example.com/uploads/cardio.jpg",
    );
  });

  it("uses the default host \"\" (same origin) when none is given", () => {
    expect(resolveImageUrl("uploads/cardio.jpg")).toBe("/uploads/cardio.jpg");
    expect(resolveImageUrl("uploads/cardio.jpg", "")).toBe("/uploads/cardio.jpg");
  });
});

describe("resolveImageUrl with no image", () => {
  it.each([null, undefined, "", "   ", "\n\t"])("returns null for %p", (value) => {
    expect(resolveImageUrl(value)).toBeNull();
    expect(resolveImageUrl(value, "https://api.example.com")).toBeNull();
  });

  it("trims surrounding whitespace before applying the rules", () => {
    expect(resolveImageUrl("  /uploads/a.jpg  ")).toBe("/public/uploads/a.jpg");
    expect(resolveImageUrl(" https://cdn.example.com/a.jpg ")).toBe("https://cdn.example.com/a.jpg");
  });
});
