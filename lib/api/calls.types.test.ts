import type { z } from "zod";
import type { FreeSlotsResponse, ManagedBooking, OrderInfo, sendOtpSchema, SendOtpResponse, verifyOtpSchema } from "@/lib/contracts/booking";
import type { CollectionRecord, contentSaveSchema, SaveResult } from "@/lib/contracts/collections/api";
import type { ShortLinkEntry, ShortLinkStale } from "@/lib/contracts/short-links";
import type { deskSlotsSchema } from "@/lib/contracts/staff";
import type { Answer } from "./call";
import { getBooking, getOrderInfo, sendOtp, verifyOtp } from "./calls";
import { getMoveSlots, getRecord, saveRecord, updateShortLink, type Outcome } from "./console-calls";

// Type-level proof, checked by `tsc --noEmit` (jest only runs the one test below): each call's
// input is exactly z.input of its route's schema and its answer exactly the contract's type, so
// changing a contract changes the call, and every caller that no longer fits fails the check.
// The @ts-expect-error lines fail the check themselves the day such a call type-checks.

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const assertType = <T extends true>(): T | undefined => undefined;

type InputOf<C> = C extends (input: infer I, ...rest: never[]) => unknown ? I : never;
type Returned<C> = C extends (...args: never[]) => Promise<infer O> ? O : never;

assertType<Equal<InputOf<typeof sendOtp>, z.input<typeof sendOtpSchema>>>();
assertType<Equal<Returned<typeof sendOtp>, SendOtpResponse>>();
assertType<Equal<InputOf<typeof verifyOtp>, z.input<typeof verifyOtpSchema>>>();
assertType<Equal<Returned<typeof getBooking>, ManagedBooking>>();
assertType<Equal<Returned<typeof getOrderInfo>, OrderInfo>>();
assertType<Equal<InputOf<typeof getMoveSlots>, z.input<typeof deskSlotsSchema>>>();
assertType<Equal<Returned<typeof getMoveSlots>, FreeSlotsResponse>>();
assertType<Equal<Parameters<typeof saveRecord>[1], z.input<typeof contentSaveSchema>>>();
assertType<Equal<Returned<typeof saveRecord>, SaveResult>>();
assertType<Equal<Returned<typeof saveRecord.answer>, Answer<SaveResult>>>();
assertType<Equal<Returned<typeof getRecord>, CollectionRecord>>();
assertType<Equal<Returned<typeof updateShortLink>, Outcome<ShortLinkEntry, ShortLinkStale>>>();

export async function callersThatNoLongerFit(): Promise<unknown[]> {
  return [
    // @ts-expect-error a field sendOtpSchema does not have
    await sendOtp({ phone: "98765 43210", pow: "solution-1", otp: "123456" }),
    // @ts-expect-error verifyOtpSchema requires the code
    await verifyOtp({ attemptId: "a", phone: "98765 43210" }),
    // @ts-expect-error a field ManagedBooking does not have
    (await getBooking({ link: "signed.link.token" })).bookingStatus,
    // @ts-expect-error the console's options, not the public client's
    await getOrderInfo({ orderId: "order_Abc123" }, { keepPage: true }),
    // @ts-expect-error not a collection's name
    await getRecord("patients", {}),
    // @ts-expect-error a refusal must be told apart from the saved link before its data is read
    (await updateShortLink({ id: "x", updatedAt: "2026-01-01T00:00:00Z" })).data,
  ];
}

it("holds its proofs in types (tsc --noEmit checks them)", () => {
  expect(typeof callersThatNoLongerFit).toBe("function");
});
