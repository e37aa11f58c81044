import type { Crumb } from "@/components/ui/page-header";
import { ROUTES } from "@/lib/routes";

/** Pages that, for now, show their heading, purpose and the help box (later issues fill them). */
export interface InfoPageCopy {
  path: string;
  title: string;
  description: string;
  lead: string;
  crumbs?: Crumb[];
}

const BOOKING: Crumb[] = [{ label: "Book Appointment", href: ROUTES.appointment }];

export const INFO_PAGES = {
  Privacy: {
    path: ROUTES.privacy,
    title: "Privacy Policy",
    description: "How the hospital collects, uses and protects personal and health information shared through this website.",
    lead: "How we collect, use and protect the personal and health information you share with us.",
  },
  Terms: {
    path: ROUTES.terms,
    title: "Terms & Conditions",
    description: "The terms that apply to the use of the hospital's website, online appointments and payments.",
    lead: "The terms that apply to using this website, booking appointments and paying online.",
  },
  about: {
    path: ROUTES.about,
    title: "About Us",
    description: "The hospital's story, mission, accreditations and leadership.",
    lead: "Our story, our mission and the people who lead our care.",
  },
  appointment: {
    path: ROUTES.appointment,
    title: "Book an Appointment",
    description: "Book an appointment with a specialist online: choose a doctor and a time, verify your phone and pay securely.",
    lead: "Choose a doctor and a time, verify your phone number and pay securely online.",
  },
  bloglist: {
    path: ROUTES.blogList,
    title: "Health Blogs",
    description: "Health articles written by the hospital's doctors on prevention, treatment and recovery.",
    lead: "Articles by our doctors on staying well, understanding treatment and recovering at home.",
  },
  career: {
    path: ROUTES.career,
    title: "Careers",
    description: "Open positions for doctors, nurses, technicians and administrative staff at the hospital.",
    lead: "Join our team of doctors, nurses, technicians and support staff.",
  },
  gallery: {
    path: ROUTES.gallery,
    title: "Gallery",
    description: "Photographs of the hospital's facilities, events and community health camps.",
    lead: "A look inside our wards, theatres, diagnostics and community events.",
  },
  news: {
    path: ROUTES.news,
    title: "News & Media",
    description: "Hospital news, announcements, health camps and press coverage.",
    lead: "Announcements, health camps, awards and press coverage from our hospital.",
  },
  patients: {
    path: ROUTES.patients,
    title: "Patient Testimonials",
    description: "Patients and families share their experience of care at the hospital.",
    lead: "Patients and their families tell their own stories of care at our hospital.",
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
    lead: "Where the confirmation of a payment for your booking is shown.",
    crumbs: BOOKING,
  },
  "payment-failed": {
    path: ROUTES.paymentFailed,
    title: "Payment Not Completed",
    description: "What to do when a payment for an appointment booked online did not go through.",
    lead: "Where a payment for your booking that did not go through can be tried again.",
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
    lead: "See, move or cancel your appointment up to 24 hours before it.",
    crumbs: BOOKING,
  },
} satisfies Record<string, InfoPageCopy>;
