import { uploadFileName } from "./names";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe("uploadFileName", () => {
  it("keeps the name without its folder, with characters no file system takes made _, under the detected extension", () => {
    expect(uploadFileName("../../evil<script>.html", "pdf")).toBe("evil_script_.pdf");
    expect(uploadFileName("a\u202Etxt.exe.pdf", "pdf")).toBe("a_txt.exe.pdf");
    expect(uploadFileName(" . .pdf", "pdf", "resume")).toBe("resume.pdf");
  });

  it("cuts a long name between characters, never inside one (regression: a name of letters outside the BMP kept half a surrogate pair)", () => {
    // 1 + 70 × 𝐀 (two UTF-16 units each): the 120th unit is the first half of a pair.
    const name = uploadFileName(`x${"𝐀".repeat(70)}.pdf`, "pdf");
    expect(LONE_SURROGATE.test(name)).toBe(false);
    expect(() => encodeURIComponent(name)).not.toThrow();
    expect(name).toBe(`x${"𝐀".repeat(59)}.pdf`);
  });

  it("leaves no space or dot at the end of a cut name's stem", () => {
    expect(uploadFileName(`${"a".repeat(119)} b.pdf`, "pdf")).toBe(`${"a".repeat(119)}.pdf`);
    expect(uploadFileName(`${"a".repeat(119)}.b.docx`, "docx")).toBe(`${"a".repeat(119)}.docx`);
  });
});
