import { resolveImageUrl } from "./image-url";

const API = "https://api.example.com";

describe("resolveImageUrl rule 1: a full URL is kept as is", () => {
  it.each([
    "https://cdn.example.com/img/heart.jpg",
    "http://cdn.example.com/img/heart.jpg",
    "HTTPS://CDN.EXAMPLE.COM/A.PNG",
    "https://cdn.example.com:8443/a.jpg?w=300&h=200#x",
    "https://cdn.example.com/images/डॉक्टर.jpg",
    "https://[2001:db8::1]/a.png",
    "data:image/png;base64,iVBORw0KGgo=",
    "data:image/svg+xml,%3Csvg%3E%3C/svg%3E",
    "blob:http://localhost/0b1c",
  ])("keeps %s unchanged", (url) => {
    expect(resolveImageUrl(url)).toBe(url);
    expect(resolveImageUrl(url, API)).toBe(url);
  });

  it("keeps a full URL that itself contains /public/ or /uploads/ unchanged (no prefix added)", () => {
    expect(resolveImageUrl("https://api.example.com/uploads/a.jpg")).toBe("https://api.example.com/uploads/a.jpg");
    expect(resolveImageUrl("https://api.example.com/public/a.jpg", "https://other.example")).toBe(
      "https://api.example.com/public/a.jpg",
    );
  });
});

describe("resolveImageUrl never returns a URL of a scheme that is no image", () => {
  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "  javascript:alert(document.cookie)  ",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "\u0000javascript:alert(1)",
    "\u0001javascript:alert(1)",
    "vbscript:msgbox(1)",
    "data:text/html,<script>alert(1)</script>",
    "data:text/html;base64,PHNjcmlwdD4=",
    "file:///etc/passwd",
    "ftp://example.com/a.png",
    "mailto:a@example.com",
    "c:/images/a.png",
  ])("returns null for %j", (value) => {
    expect(resolveImageUrl(value)).toBeNull();
    expect(resolveImageUrl(value, API)).toBeNull();
  });
});

describe("resolveImageUrl rule 2: a path starting with /public/ is used as is", () => {
  it.each([
    "/public/uploads/cardio.jpg",
    "/public/a.png?v=2",
    "/public/images/a%20b.png",
  ])("keeps %s and ignores the API host", (value) => {
    expect(resolveImageUrl(value)).toBe(value);
    expect(resolveImageUrl(value, API)).toBe(value);
  });

  it.each(["/public", "/public/", "/public?x", "/public#top"])("never doubles the prefix: %s is already under /public", (value) => {
    expect(resolveImageUrl(value)).toBe(value);
  });
});

describe("resolveImageUrl rule 3: any other path starting with / gets /public added", () => {
  it.each([
    ["/uploads/cardio.jpg", "/public/uploads/cardio.jpg"],
    ["/images/a.png", "/public/images/a.png"],
    ["/publicity/banner.jpg", "/public/publicity/banner.jpg"],
    ["/Public/a.png", "/public/Public/a.png"],
    ["/uploads/a.jpg?v=2#x", "/public/uploads/a.jpg?v=2#x"],
    ["/images?public/x", "/public/images?public/x"],
  ])("%s becomes %s", (value, expected) => {
    expect(resolveImageUrl(value)).toBe(expected);
    expect(resolveImageUrl(value, API)).toBe(expected);
  });

  it.each([
    ["//evil.example/x.png", "/public/evil.example/x.png"],
    ["//cdn.example.com/img/heart.jpg", "/public/cdn.example.com/img/heart.jpg"],
    ["///evil.example/x", "/public/evil.example/x"],
    ["/\\evil.example/x", "/public/evil.example/x"],
    ["\\\\evil.example\\x", "/public/evil.example\\x"],
    ["//public/a.png", "/public/a.png"],
  ])("keeps a protocol-relative reference %j on this site: %s", (value, expected) => {
    const result = resolveImageUrl(value, API)!;
    expect(result).toBe(expected);
    // As the browser resolves it against a page of this site: same origin.
    expect(new URL(result, "https://www.hospital.example/doctorList").origin).toBe("https://www.hospital.example");
  });
});

describe("resolveImageUrl rule 4: a relative path is resolved against the API host", () => {
  it.each([
    ["uploads/cardio.jpg", API, "https://api.example.com/uploads/cardio.jpg"],
    ["uploads/cardio.jpg", "https://api.example.com/", "https://api.example.com/uploads/cardio.jpg"],
    ["uploads/cardio.jpg", "https://api.example.com//", "https://api.example.com/uploads/cardio.jpg"],
    ["./uploads/cardio.jpg", API, "https://api.example.com/uploads/cardio.jpg"],
    ["uploads/./a/../cardio.jpg", API, "https://api.example.com/uploads/cardio.jpg"],
    ["../../etc/cardio.jpg", API, "https://api.example.com/etc/cardio.jpg"],
    ["uploads/a.jpg?v=2", API, "https://api.example.com/uploads/a.jpg?v=2"],
    ["a.jpg", "https://api.example.com/v1", "https://api.example.com/v1/a.jpg"],
    ["evil.example/x.png", API, "https://api.example.com/evil.example/x.png"],
  ])("%s against %s is %s", (value, host, expected) => {
    expect(resolveImageUrl(value, host)).toBe(expected);
  });

  it("uses the default host \"\" (same origin) when none is given", () => {
    expect(resolveImageUrl("uploads/cardio.jpg")).toBe("/uploads/cardio.jpg");
    expect(resolveImageUrl("uploads/cardio.jpg", "")).toBe("/uploads/cardio.jpg");
    expect(resolveImageUrl("../../x.png")).toBe("/x.png");
  });
});

describe("resolveImageUrl with no image", () => {
  it.each([null, undefined, "", "   ", "\n\t"])("returns null for %p", (value) => {
    expect(resolveImageUrl(value)).toBeNull();
    expect(resolveImageUrl(value, API)).toBeNull();
  });

  it("trims surrounding whitespace before applying the rules", () => {
    expect(resolveImageUrl("  /uploads/a.jpg  ")).toBe("/public/uploads/a.jpg");
    expect(resolveImageUrl(" https://cdn.example.com/a.jpg ")).toBe("https://cdn.example.com/a.jpg");
  });
});
