import { bookingLinkSchema, patientSchema } from "./booking";
import {
  findUnsafeCharacter,
  parseSlugSegment,
  safeQuery,
  safeText,
  slug,
  UNSAFE_TEXT_MESSAGE,
} from "./common";

describe("findUnsafeCharacter", () => {
  it("names NUL, the other C0 controls and DEL", () => {
    expect(findUnsafeCharacter("a\u0000b")).toBe("U+0000");
    expect(findUnsafeCharacter("bell\u0007")).toBe("U+0007");
    expect(findUnsafeCharacter("esc\u001b[0m")).toBe("U+001B");
    expect(findUnsafeCharacter("x\u007f")).toBe("U+007F");
    expect(findUnsafeCharacter("\u000b\u000c")).toBe("U+000B");
  });

  it("names a lone surrogate, high or low", () => {
    expect(findUnsafeCharacter("a\ud800b")).toBe("U+D800");
    expect(findUnsafeCharacter("a\udc00")).toBe("U+DC00");
    expect(findUnsafeCharacter("\ud83d")).toBe("U+D83D");
  });

  it("lets tab, newlines, accents, Devanagari and emoji through", () => {
    for (const text of ["line\none\r\n\tindented", "Dr. Zoë Kulkarni", "डॉ. अनन्या", "😀 👩🏽‍⚕️", "", "C1 \u0085 is text"]) {
      expect(findUnsafeCharacter(text)).toBeNull();
    }
  });
});

describe("safeText", () => {
  const name = safeText({ max: 5 });

  it("refuses control characters with a message a visitor can act on", () => {
    const result = name.safeParse("a\u0000b");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(UNSAFE_TEXT_MESSAGE);
    expect(UNSAFE_TEXT_MESSAGE).toMatch(/remove it and try again/);
  });

  it("trims, then applies the length limits", () => {
    expect(name.parse("  Asha ")).toBe("Asha");
    expect(name.safeParse("Ashwini").success).toBe(false);
    expect(safeText({ max: 5, min: 1 }).safeParse("   ").success).toBe(false);
    expect(safeText({ max: 9, keepSpaces: true }).parse(" a ")).toBe(" a ");
  });
});

describe("safeQuery", () => {
  const query = safeQuery({ max: 10 });
  it("reads blank and null as no search, and refuses unsafe text", () => {
    expect(query.parse("")).toBeUndefined();
    expect(query.parse(null)).toBeUndefined();
    expect(query.parse(" Iyer ")).toBe("Iyer");
    expect(query.safeParse("\u0000").success).toBe(false);
  });
});

describe("slug", () => {
  it("accepts url slugs and uuids in any letter case", () => {
    expect(slug.parse("cardiology")).toBe("cardiology");
    expect(slug.parse("DR-RAJESH-IYER")).toBe("DR-RAJESH-IYER");
    expect(slug.parse("0b6f0a3e-5c1d-4a7e-9a53-3f1c2b7d9e10")).toBe("0b6f0a3e-5c1d-4a7e-9a53-3f1c2b7d9e10");
  });

  it("refuses control characters, punctuation, spaces, blanks and overlong text", () => {
    for (const bad of ["x\u0000", "a b", "../etc", "<script>", "", "-lead", "x".repeat(121)]) {
      expect(slug.safeParse(bad).success).toBe(false);
    }
  });
});

describe("parseSlugSegment", () => {
  it("decodes a segment and answers the slug, or null for one that cannot name a record", () => {
    expect(parseSlugSegment("cardiology")).toBe("cardiology");
    expect(parseSlugSegment("MRI-SCAN")).toBe("MRI-SCAN");
    expect(parseSlugSegment("x%00")).toBeNull();
    expect(parseSlugSegment("x\u0000")).toBeNull();
    expect(parseSlugSegment("%E0%A4")).toBeNull();
    expect(parseSlugSegment("a%20b")).toBeNull();
  });
});

describe("visitor-facing length messages name the field in its own words", () => {
  it("says which field and what to do, as a sentence", () => {
    const result = patientSchema.safeParse({ name: "A", phone: "98765 43210", gender: "female", age: 30, consent: true });
    expect(result.success).toBe(false);
    expect(result.error!.issues.find((i) => i.path[0] === "name")?.message).toBe("The patient's full name must be at least 2 characters.");
    expect(safeText({ max: 3, label: "Your message" }).safeParse("long").error!.issues[0].message).toBe("Your message must be at most 3 characters.");
    expect(bookingLinkSchema.safeParse({ link: "abc" }).error!.issues[0].message).toBe("This booking link is not complete or not valid. Open it again from your SMS or e-mail, or call the hospital.");
  });
});
