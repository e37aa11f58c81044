import { telHref } from "./phone";

describe("telHref", () => {
  it("keeps the leading + and drops spaces: '+91 20 6720 1000' gives 'tel:+912067201000'", () => {
    expect(telHref("+91 20 6720 1000")).toBe("tel:+912067201000");
  });

  it("drops dashes, dots, brackets and other punctuation", () => {
    expect(telHref("+1 (555) 123-4567")).toBe("tel:+15551234567");
    expect(telHref("020.6720.1000")).toBe("tel:02067201000");
  });

  it("adds no + for a number written without one", () => {
    expect(telHref("1800 123 4567")).toBe("tel:18001234567");
  });

  it("keeps the + when the displayed number has surrounding whitespace", () => {
    expect(telHref("  +91 98765 43210 ")).toBe("tel:+919876543210");
  });

  it("keeps only a leading + (a + elsewhere is dropped)", () => {
    expect(telHref("91+20 6720")).toBe("tel:91206720");
  });

  it("drops letters so the href holds only dialable digits", () => {
    expect(telHref("Call 108")).toBe("tel:108");
  });
});
