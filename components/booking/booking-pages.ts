import type { Crumb } from "@/components/ui/page-header";
import { ROUTES } from "@/lib/routes";

/** The heading band of each page of the booking flow: title, description and lead. */
export interface BookingPageCopy {
  path: string;
  title: string;
  description: string;
  lead: string;
  crumbs?: Crumb[];
}

const BOOKING: Crumb[] = [{ label: "Book Appointment", href: ROUTES.appointment }];

export const BOOKING_PAGES = {
  appointment: {
    path: ROUTES.appointment,
    title: "Book an Appointment",
    description: "Book an appointment with a specialist online: choose a doctor and a time, verify your phone and pay securely.",
    lead: "Choose a doctor and a time, verify your phone number and pay securely online.",
  },
  payment: {
    path: ROUTES.payment,
    title: "Payment",
    description: "Pay the consultation fee for an appointment booked online.",
    lead: "Pay the consultation fee for an appointment you have booked online.",
    crumbs: BOOKING,
  },
  "payment-success": {
    path: ROUTES.paymentSuccess,
    title: "Payment Confirmation",
    description: "The confirmation of a payment made for an appointment booked online.",
    lead: "Your payment is received. Here is your booking, what happens next and how to change it.",
    crumbs: BOOKING,
  },
  "payment-failed": {
    path: ROUTES.paymentFailed,
    title: "Payment Not Completed",
    description: "What to do when a payment for an appointment booked online did not go through.",
    lead: "The payment did not go through. You can try again while your slot is held for you.",
    crumbs: BOOKING,
  },
  "send-otp": {
    path: ROUTES.sendOtp,
    title: "Verify Your Phone Number",
    description: "Verify your mobile number with a one-time password to book an appointment.",
    lead: "We send a one-time password to your mobile number to confirm your booking.",
    crumbs: BOOKING,
  },
  "payment-sandbox": {
    path: ROUTES.paymentSandbox,
    title: "Test Checkout",
    description: "The site's test checkout: no money moves.",
    lead: "The sandbox checkout of this site, in test mode: no money moves.",
    crumbs: BOOKING,
  },
  "my-booking": {
    path: ROUTES.myBooking,
    title: "Your Booking",
    description: "See, move or cancel an appointment booked online, from the link in its confirmation.",
    lead: "See your appointment, confirm you will come, move it or cancel it under the hospital's refund and change rules.",
    crumbs: BOOKING,
  },
  "waitlist-offer": {
    path: ROUTES.waitlistOffer,
    title: "A Slot Has Freed Up",
    description: "Claim the appointment slot a waitlist SMS offers, or leave the waitlist.",
    lead: "Claim the slot we kept for you, then pay as for any booking, or leave the waitlist.",
    crumbs: BOOKING,
  },
} satisfies Record<string, BookingPageCopy>;
