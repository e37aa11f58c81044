// The hospital's refund and change rules (a site setting the console edits, `changeRules`):
// tiers by hours before the appointment, each with its refund if the patient cancels (full,
// full less a fee, none) and whether the patient may move the booking. Pure: the server applies
// them to a cancel or a move, and every booking page and message states them with the same words.
import { z } from "zod";
import { moneySchema, type Money } from "./doctors";
import { formatAppointment } from "@/lib/format/appointment-time";
import { formatFee } from "@/lib/format/money";

export const REFUND_KINDS = ["full", "less_fee", "none"] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];
export const REFUND_KIND_TEXT: Record<RefundKind, string> = { full: "Full refund", less_fee: "Full refund less a fee", none: "No refund" };

/** A tier applies from `hoursBefore` hours before the appointment until the next tier starts. */
export const changeTierSchema = z
  .object({
    hoursBefore: z.number(),
    refund: z.enum(REFUND_KINDS),
    fee: z.number().nullable().describe('Minor units kept by the hospital when `refund` is "less_fee".'),
    canMove: z.boolean(),
  })
  .meta({ title: "ChangeTier" });
export type ChangeTier = z.infer<typeof changeTierSchema>;

/** Today's rule, and the rule when none is stored: full refund and moves until 24 hours before, nothing after. */
export const DEFAULT_CHANGE_TIERS: ChangeTier[] = [
  { hoursBefore: 24, refund: "full", fee: null, canMove: true },
  { hoursBefore: 0, refund: "none", fee: null, canMove: false },
];

/** What is wrong with a set of tiers, named by field (the console's save refuses them). */
export function tierProblems(tiers: readonly ChangeTier[]): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const seen = new Set<number>();
  tiers.forEach((tier, i) => {
    if (seen.has(tier.hoursBefore)) problems.push({ path: `tiers.${i}.hoursBefore`, message: "Another tier starts at the same time: give each tier its own number of hours." });
    seen.add(tier.hoursBefore);
    if (tier.refund === "less_fee" && !tier.fee) problems.push({ path: `tiers.${i}.fee`, message: "Enter the fee kept when the refund is the full amount less a fee." });
  });
  if (!seen.has(0)) problems.push({ path: "tiers", message: "Add a tier that starts at 0 hours: it says what applies in the last hours before the appointment." });
  return problems;
}

/** The tiers, latest-starting first; a gap at the end (no 0-hour tier) is "no refund, no move". */
export function orderedTiers(tiers: readonly ChangeTier[]): ChangeTier[] {
  const sorted = [...tiers].sort((a, b) => b.hoursBefore - a.hoursBefore);
  if (sorted.at(-1)?.hoursBefore !== 0) sorted.push({ hoursBefore: 0, refund: "none", fee: null, canMove: false });
  return sorted;
}

/** What a tier refunds of `paid` (minor units): never below zero, never above what was paid. */
export function refundOf(tier: Pick<ChangeTier, "refund" | "fee">, paid: number): number {
  if (paid <= 0 || tier.refund === "none") return 0;
  return tier.refund === "full" ? paid : Math.max(0, paid - (tier.fee ?? 0));
}

/** The terms of one tier for a booking: what a cancel refunds of the fee (or of what was paid), whether it may move. */
const changeTermsSchema = z.object({ refund: z.enum(REFUND_KINDS), refundAmount: moneySchema, canMove: z.boolean() }).meta({ title: "ChangeTerms" });
type ChangeTerms = z.infer<typeof changeTermsSchema>;

/** The tier that applies now and the one that starts next (at `nextAt`), for a booking of `fee` starting at `start`. */
export const changePolicySchema = z
  .object({
    now: changeTermsSchema,
    nextAt: z.string().nullable().describe("When the next tier starts (an instant); null when this is the last one."),
    next: changeTermsSchema.nullable(),
  })
  .meta({ title: "ChangePolicy" });
export type ChangePolicy = z.infer<typeof changePolicySchema>;

/** The policy of a booking at `now`; null once the appointment has started (nothing can be changed online). */
export function changePolicy(tiers: readonly ChangeTier[], start: Date | string, fee: Money, now: Date): ChangePolicy | null {
  const startMs = new Date(start).getTime();
  const hoursLeft = (startMs - now.getTime()) / 3600_000;
  if (hoursLeft <= 0) return null;
  const ordered = orderedTiers(tiers);
  const index = ordered.findIndex((t) => hoursLeft >= t.hoursBefore);
  const terms = (t: ChangeTier): ChangeTerms => ({ refund: t.refund, refundAmount: { amount: refundOf(t, fee.amount), currency: fee.currency }, canMove: t.canMove });
  // A tier holds while at least its hours are left: the next one starts when fewer are.
  const current = ordered[index];
  const next = ordered[index + 1];
  return { now: terms(current), nextAt: next ? new Date(startMs - current.hoursBefore * 3600_000).toISOString() : null, next: next ? terms(next) : null };
}

/**
 * When a cancel stops refunding anything of `paid`: the end of the last tier that refunds (the
 * start itself when the 0-hour tier refunds); null when no tier refunds anything.
 */
export function refundEndsAt(tiers: readonly ChangeTier[], start: Date | string, paid: number): Date | null {
  const last = orderedTiers(tiers)
    .filter((t) => refundOf(t, paid) > 0)
    .at(-1);
  return last ? new Date(new Date(start).getTime() - last.hoursBefore * 3600_000) : null;
}

const termsText = (t: ChangeTerms): string => {
  const refund = t.refund === "none" || t.refundAmount.amount === 0 ? "no refund if you cancel" : `a refund of ${formatFee(t.refundAmount)} if you cancel`;
  return `${refund}, and ${t.canMove ? "you can move it to another time" : "it cannot be moved online"}`;
};

/**
 * The rules that apply, in one sentence: "Until Monday, 30 November 2026, 10:30 am (IST): a refund
 * of ₹800 if you cancel, and you can move it to another time. After that: no refund if you
 * cancel, and it cannot be moved online."
 */
export function describePolicy(policy: ChangePolicy | null, timeZone: string): string {
  if (!policy) return "The appointment has started, so it can no longer be changed online.";
  const first = termsText(policy.now);
  if (!policy.nextAt || !policy.next) return `Now: ${first}, until the appointment starts.`;
  return `Until ${formatAppointment(policy.nextAt, timeZone)}: ${first}. After that: ${termsText(policy.next)}.`;
}

/** What a cancel answers: the refund the tier of that moment gave, or why there is none. */
export function cancelledMessage(booking: { refundDue: Money | null; paid: boolean }): string {
  if (booking.refundDue) return `Your booking is cancelled. ${formatFee(booking.refundDue)} is being refunded to your payment method (5 to 7 working days).`;
  if (booking.paid) return "Your booking is cancelled. Under the hospital's refund rules, a cancel this close to the appointment is not refunded.";
  return "Your booking is cancelled. Nothing was paid, so nothing is refunded.";
}
