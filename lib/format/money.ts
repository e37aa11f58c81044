import type { Money } from "@/lib/contracts/doctors";

/**
 * Money kept in minor units, for people: { amount: 80000, currency: "INR" } gives "₹800",
 * 80050 gives "₹800.50", 10000000 gives "₹1,00,000" (Indian digit grouping). An unknown
 * currency code falls back to "XYZ 800".
 */
export function formatFee({ amount, currency }: Money): string {
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat("en-IN", { style: "currency", currency });
  } catch {
    return `${currency} ${(amount / 100).toLocaleString("en-IN")}`;
  }
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  const value = amount / 10 ** digits;
  const whole = Number.isInteger(value);
  return new Intl.NumberFormat("en-IN", {
    style: "currency",
    currency,
    minimumFractionDigits: whole ? 0 : digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/** An amount in paise, for people: 80000 gives "₹800", 80050 gives "₹800.50" (one formatter for every rupee amount the site shows). */
export const formatRupees = (paise: number): string => formatFee({ amount: paise, currency: "INR" });
