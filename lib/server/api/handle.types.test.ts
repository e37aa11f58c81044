import { holdSlotCall, paymentWebhookCall } from "@/lib/contracts/calls/booking";
import { applyForJobCall } from "@/lib/contracts/calls/content";
import { getBookingCalendarCall, getBookingCall } from "@/lib/contracts/calls/manage";
import type { BookingView, ManagedBooking } from "@/lib/contracts/booking";
import { handle } from "./handle";
import type { MultipartLimits } from "./multipart";
import { ok } from "./route";

// Type-level proof, checked by `tsc --noEmit` (jest only runs the one test below): a route
// handler typed against its call's declaration must answer the declared `data`; each expected
// error below fails the check itself the day such a handler type-checks.

declare const booking: BookingView;
declare const managed: ManagedBooking;
declare const limits: MultipartLimits;

export function handlersThatDoNotFit(): unknown[] {
  return [
    // What fits: the declared data, in its envelope.
    handle(holdSlotCall, {}, async ({ body, caller }) => ok({ ...booking, reference: body.doctor, patient: { name: body.reason ?? "", phone: caller.phone } })),
    handle(getBookingCall, {}, async () => ok(managed)),
    // @ts-expect-error another shape than the declared BookingView
    handle(holdSlotCall, {}, async () => ok({ held: true })),
    // @ts-expect-error a plain Response is not the declared data
    handle(getBookingCall, {}, async () => Response.json({ success: 1, data: managed })),
    // @ts-expect-error another call's answer
    handle(getBookingCall, {}, async () => ok(booking)),
    // @ts-expect-error a field the declared body does not have
    handle(holdSlotCall, {}, async ({ body }) => ok({ ...booking, reference: body.unknownField })),
    // A call that answers a file answers a Response of its own.
    handle(getBookingCalendarCall, {}, async () => new Response("BEGIN:VCALENDAR")),
    handle(paymentWebhookCall, {}, async ({ rawBody }) => ok({ outcome: rawBody ? ("applied" as const) : ("ignored" as const) })),
    handle(applyForJobCall, { multipart: limits }, async ({ body }) => ok({ reference: body.name })),
    // @ts-expect-error a multipart call needs its form's limits
    handle(applyForJobCall, {}, async () => ok({ reference: "JA-1" })),
    // @ts-expect-error the webhook's outcome is one of its three words
    handle(paymentWebhookCall, {}, async () => ok({ outcome: "maybe" })),
  ];
}

it("holds its proofs in types (tsc --noEmit checks them)", () => {
  expect(typeof handlersThatDoNotFit).toBe("function");
});
