import type { FaqCategory } from "./types";
import { ROUTES } from "@/lib/routes";
import { ARRIVAL_INSTRUCTION, CHANGE_DEADLINE_HOURS } from "@/lib/contracts/booking";

// Canned answers for the help chat. The facts in SPEC section 9 (confirmation time,
// reschedule window, arrival times, visiting hours, ICU hours, visitors, report times and
// the insurance check) are stated here and guarded by faq-data.test.ts. No phone number
// appears here: the emergency line comes from the widget's props and is shown in the header.
// A page an answer names is a link, written `[label](${ROUTES.x})` (chat-text.tsx renders it).
export const FAQ_CATEGORIES: readonly FaqCategory[] = [
  {
    title: "Appointments & Scheduling",
    icon: "calendar",
    questions: [
      {
        q: "How do I book an appointment?",
        a: `Use the [Book Appointment](${ROUTES.appointment}) page: choose a speciality, a doctor and a time slot, then pay the consultation fee online. You can also book at the front desk. Every booking is confirmed within 30 minutes by SMS and email.`,
      },
      {
        q: "Can I reschedule or cancel my appointment?",
        a: `Yes, online: you can reschedule or cancel up to ${CHANGE_DEADLINE_HOURS} hours before your appointment. Open the link in your confirmation SMS or e-mail: it shows your booking, where you can move it to another free time or cancel it for a full refund. Closer to the time, please call the front desk and we will do our best to help.`,
      },
      {
        q: "How early should I arrive?",
        a: `${ARRIVAL_INSTRUCTION} The time goes to registration and a quick check of your vitals; on a first visit we also create your patient file.`,
      },
      {
        q: "What should I bring to my appointment?",
        a: "Bring a government photo ID (such as Aadhaar), your booking confirmation, earlier prescriptions and reports, a list of the medicines you take, and your insurance card or TPA details if you are claiming insurance.",
      },
    ],
  },
  {
    title: "Medical Services & Specialties",
    icon: "stethoscope",
    questions: [
      {
        q: "Which specialities do you offer?",
        a: `Our departments include cardiology, neurology, orthopaedics, gastroenterology, nephrology, urology, obstetrics and gynaecology, paediatrics, oncology, pulmonology, ENT, dermatology and general surgery. The [Specialities](${ROUTES.specialityList}) page lists them all.`,
      },
      {
        q: "Do you have a 24x7 emergency department?",
        a: "Yes. Our emergency and trauma department is open 24x7, with emergency physicians, ambulance service and specialists on call. In an emergency, call the 24x7 line shown at the top of this chat.",
      },
      {
        q: "How soon will I get my lab reports?",
        a: "Most lab reports and test results are ready within 24 to 48 hours. Specialised tests can take longer; the lab desk will tell you the expected date when your sample is collected. You can pick up reports at the lab counter or get them by email.",
      },
      {
        q: "Do you offer health check-up packages?",
        a: "Yes. We offer preventive health check-up packages for adults, women, senior citizens and heart health. Most packages need overnight fasting, so please book a morning slot.",
      },
    ],
  },
  {
    title: "Insurance & Billing",
    icon: "card",
    questions: [
      {
        q: "Which insurance providers do you accept?",
        a: "We are empanelled with most major health insurers and TPAs in India, as well as many corporate health schemes. Our insurance desk can confirm whether your policy is covered.",
      },
      {
        q: "How does cashless treatment work?",
        a: "Share your policy details when you book. Our insurance desk checks your eligibility and coverage 48 hours before your visit and sends the pre-authorisation request to your insurer or TPA, so your admission goes smoothly.",
      },
      {
        q: "What payment methods do you accept?",
        a: "We accept cash, debit and credit cards, UPI and net banking at our billing counters, and online payment when you book an appointment on this website.",
      },
      {
        q: "Can I get a cost estimate before treatment?",
        a: "Yes. After your consultation, the billing desk can give you a written estimate for a planned procedure or admission. The final bill depends on the length of stay and the treatment given.",
      },
    ],
  },
  {
    title: "Hospital Information",
    icon: "hospital",
    questions: [
      {
        q: "What are the visiting hours?",
        a: "General visiting hours are 10:00 to 20:00 every day. To let patients rest and to prevent infection, we allow 2 visitors per patient at a time.",
      },
      {
        q: "What are the ICU visiting hours?",
        a: "ICU visiting is 11:00 to 13:00 and 16:00 to 18:00. We allow 2 visitors per patient; please wash your hands before entering and keep your phone on silent.",
      },
      {
        q: "Where are you located, and is there parking?",
        a: `Our address, a map and directions are on the [Contact Us](${ROUTES.contactUs}) page. There is on-site parking for cars and two-wheelers, and a drop-off point at the main entrance.`,
      },
      {
        q: "Is there a pharmacy and a cafeteria?",
        a: "Yes. Our in-house pharmacy is open 24x7, and the cafeteria on the ground floor serves fresh vegetarian and non-vegetarian meals, including options for patients on special diets.",
      },
    ],
  },
  {
    title: "Specialized Care",
    icon: "heart",
    questions: [
      {
        q: "Do you treat heart conditions?",
        a: "Yes. Our cardiac sciences team offers ECG, echocardiography, stress tests, angiography, angioplasty and bypass surgery, with a cath lab ready round the clock for heart attacks.",
      },
      {
        q: "Do you provide maternity and newborn care?",
        a: "Yes. We offer antenatal check-ups, normal and caesarean deliveries with obstetricians available round the clock, and a neonatal intensive care unit (NICU) for newborns who need special care.",
      },
      {
        q: "Do you offer cancer care?",
        a: "Yes. Our oncology team provides chemotherapy, surgical oncology and a tumour board that reviews each case, with counselling for patients and their families.",
      },
      {
        q: "Do you offer physiotherapy and rehabilitation?",
        a: "Yes. Our rehabilitation centre helps patients recover after surgery, stroke or sports injuries with physiotherapy, occupational therapy and guided exercise programmes.",
      },
    ],
  },
];
