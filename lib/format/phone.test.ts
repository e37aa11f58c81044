import { formatPhone, telHref } from "./phone";

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

describe("formatPhone", () => {
  it("groups an Indian mobile as 5 + 5 digits after +91, as libphonenumber tells mobiles from landlines", () => {
    expect(formatPhone("+919876500005")).toBe("+91 98765 00005");
    expect(formatPhone("+916350012345")).toBe("+91 63500 12345");
    // A 6 may also begin a landline: 612 is Patna.
    expect(formatPhone("+916123400000")).toBe("+91 612 340 0000");
  });

  it("sets a landline's area code apart, whatever its length", () => {
    expect(formatPhone("+912067201000")).toBe("+91 20 6720 1000");
    expect(formatPhone("+911123456789")).toBe("+91 11 2345 6789");
    expect(formatPhone("+911412223344")).toBe("+91 141 222 3344");
    expect(formatPhone("+9118001234567")).toBe("+91 1800 123 4567");
  });

  it("reads a number without a country code as Indian, and groups other countries' numbers their way", () => {
    expect(formatPhone("020 6720 1000")).toBe("+91 20 6720 1000");
    expect(formatPhone("09876543210")).toBe("+91 98765 43210");
    expect(formatPhone("+442079460958")).toBe("+44 20 7946 0958");
    expect(formatPhone("+15551234567")).toBe("+1 555 123 4567");
  });

  it("shows what is not a possible number as it is: too short, masked, a name, blank", () => {
    expect(formatPhone("+919876")).toBe("+919876");
    expect(formatPhone("+91 98••• ••210")).toBe("+91 98••• ••210");
    expect(formatPhone("Front desk")).toBe("Front desk");
    expect(formatPhone("  ")).toBe("");
  });

  it("keeps its tel: link dialling the same number", () => {
    expect(telHref(formatPhone("+919876500005"))).toBe("tel:+919876500005");
    expect(telHref(formatPhone("020 6720 1000"))).toBe("tel:+912067201000");
  });
});
