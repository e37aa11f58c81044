import { changePolicy, DEFAULT_CHANGE_TIERS, describePolicy, refundOf, tierProblems, type ChangeTier } from "./change-rules";

const START = new Date("2026-12-03T05:30:00Z"); // 11:00 am IST
const FEE = { amount: 80_000, currency: "INR" };
const hoursBefore = (h: number) => new Date(START.getTime() - h * 3600_000);

describe("the refund and change rules (pure)", () => {
  it("by default: full refund and moves until exactly 24 hours before, no refund and no move after, nothing once started", () => {
    expect(changePolicy(DEFAULT_CHANGE_TIERS, START, FEE, hoursBefore(24))?.now).toEqual({ refund: "full", refundAmount: FEE, canMove: true });
    expect(changePolicy(DEFAULT_CHANGE_TIERS, START, FEE, new Date(hoursBefore(24).getTime() + 1))?.now).toEqual({ refund: "none", refundAmount: { ...FEE, amount: 0 }, canMove: false });
    expect(changePolicy(DEFAULT_CHANGE_TIERS, START, FEE, START)).toBeNull();
  });

  it("says the tier of now and when the next starts, in the hospital's zone", () => {
    const text = describePolicy(changePolicy(DEFAULT_CHANGE_TIERS, START, FEE, hoursBefore(30)), "Asia/Kolkata");
    expect(text).toBe("Until Wednesday, 2 December 2026, 11:00 am (IST): a refund of ₹800 if you cancel, and you can move it to another time. After that: no refund if you cancel, and it cannot be moved online.");
    expect(describePolicy(changePolicy(DEFAULT_CHANGE_TIERS, START, FEE, hoursBefore(3)), "Asia/Kolkata")).toBe("Now: no refund if you cancel, and it cannot be moved online, until the appointment starts.");
  });

  it("never refunds below zero or above what was paid", () => {
    expect(refundOf({ refund: "less_fee", fee: 100_000 }, 80_000)).toBe(0);
    expect(refundOf({ refund: "less_fee", fee: 10_000 }, 80_000)).toBe(70_000);
    expect(refundOf({ refund: "full", fee: null }, 0)).toBe(0);
  });

  it("refuses tiers without a 0-hour tier, two tiers at one time, or a fee-less 'less a fee', naming the field", () => {
    const tiers: ChangeTier[] = [
      { hoursBefore: 4, refund: "full", fee: null, canMove: true },
      { hoursBefore: 4, refund: "less_fee", fee: null, canMove: false },
    ];
    expect(tierProblems(tiers).map((p) => p.path)).toEqual(["tiers.1.hoursBefore", "tiers.1.fee", "tiers"]);
    expect(tierProblems(DEFAULT_CHANGE_TIERS)).toEqual([]);
  });
});
