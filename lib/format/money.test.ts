import { formatFee } from "./money";

describe("formatFee", () => {
  it("formats whole rupees from paise without decimals", () => {
    expect(formatFee({ amount: 80000, currency: "INR" })).toBe("₹800");
    expect(formatFee({ amount: 120000, currency: "INR" })).toBe("₹1,200");
  });

  it("uses Indian digit grouping", () => {
    expect(formatFee({ amount: 10000000, currency: "INR" })).toBe("₹1,00,000");
  });

  it("keeps paise when there are any", () => {
    expect(formatFee({ amount: 80050, currency: "INR" })).toBe("₹800.50");
  });

  it("formats zero", () => {
    expect(formatFee({ amount: 0, currency: "INR" })).toBe("₹0");
  });

  it("respects a currency's own minor unit", () => {
    expect(formatFee({ amount: 1500, currency: "JPY" })).toBe("JP¥1,500");
    expect(formatFee({ amount: 2500, currency: "USD" })).toBe("$25");
  });

  it("falls back to the code for an unknown currency", () => {
    expect(formatFee({ amount: 80000, currency: "NOPE!" })).toBe("NOPE! 800");
  });
});
