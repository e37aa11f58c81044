// Demo content of the Contact page: the desks a visitor may need, the campus and
// the Wakad Clinic, how to get there, the map the site draws itself and the contact form's
// subjects. Pure data; phone numbers and e-mail addresses are fictional.

import type { ContactPageSeed } from "./editorial-types";

export const CONTACT_PAGE_SEED: ContactPageSeed = {
  departments: [
    {
      name: "Appointments",
      phone: "+91 20 6720 2100",
      email: "appointments@sunrisehospitalpune.in",
      hours: "Mon–Sat 8:00–20:00, Sun 9:00–13:00",
      note: "You can also book online at any time on the appointment page.",
    },
    {
      name: "Emergency (24x7)",
      phone: "+91 20 6720 1000",
      email: "care@sunrisehospitalpune.in",
      hours: "24x7",
      note: "In an emergency, call this number or 108, or come straight to the emergency entrance on Riverside Road. Do not use e-mail or the contact form.",
    },
    {
      name: "Billing & Insurance (TPA desk)",
      phone: "+91 20 6720 2200",
      email: "billing@sunrisehospitalpune.in",
      hours: "Mon–Sat 8:00–20:00",
      note: "For cashless approvals and insurance claims, write to insurance@sunrisehospitalpune.in with your policy number.",
    },
    {
      name: "Medical Records",
      phone: "+91 20 6720 2300",
      email: "records@sunrisehospitalpune.in",
      hours: "Mon–Sat 9:00–17:00",
      note: "Copies of records are given to the patient or an authorised person with photo ID.",
    },
    {
      name: "Health Check-ups",
      phone: "+91 20 6720 2400",
      email: "appointments@sunrisehospitalpune.in",
      hours: "Mon–Sat 7:00–14:00",
      note: "Most packages need 10 to 12 hours of fasting; please book a day ahead.",
    },
    {
      name: "Careers (HR)",
      phone: "+91 20 6720 2500",
      email: "careers@sunrisehospitalpune.in",
      hours: "Mon–Fri 9:30–17:30",
      note: "See current openings on the careers page.",
    },
    {
      name: "Patient Feedback",
      phone: "+91 20 6720 2600",
      email: "care@sunrisehospitalpune.in",
      hours: "Mon–Sat 9:00–18:00",
      note: "We reply to every complaint within 3 working days.",
    },
  ],
  addresses: [
    {
      label: "Main campus",
      lines: "Sunrise Multispeciality Hospital\n14 Riverside Road, Baner\nPune, Maharashtra 411045\nIndia",
      phone: "+91 20 6720 2000",
      hours: "Open 24x7 (outpatient clinics Mon–Sat 8:00–20:00)",
    },
    {
      label: "Wakad Clinic",
      lines: "Sunrise Multispeciality Hospital – Wakad Clinic\n3rd floor, Silver Square\nDange Chowk Road, Wakad\nPune, Maharashtra 411057\nIndia",
      phone: "+91 20 6720 2800",
      hours: "Mon–Sat 8:00–20:00, Sun 9:00–13:00",
    },
  ],
  directions: [
    {
      mode: "By road",
      text: "From the Mumbai–Bengaluru Highway, take the Baner exit and follow Baner Road east for about 2 km; turn left onto Riverside Road and the hospital is on your right. From the city centre, follow University Road and Baner Road west past Baner Hill (about 30 minutes outside peak hours).",
    },
    {
      mode: "By rail",
      text: "Pune Junction is about 13 km away (40 to 50 minutes by taxi or auto-rickshaw). Shivajinagar station, about 9 km away, is closer for local trains from Lonavala.",
    },
    {
      mode: "By air",
      text: "Pune Airport at Lohegaon is about 18 km away, usually 45 minutes to an hour by taxi depending on traffic.",
    },
    {
      mode: "By bus",
      text: "PMPML buses from Shivajinagar, Pune Station and Hinjewadi run along Baner Road. Get off at the Baner Road bus stop, a five-minute walk from the main gate.",
    },
    {
      mode: "Parking",
      text: "Basement parking for cars and two-wheelers, entered from Riverside Road. The first 2 hours are free for patients; show your registration slip at the exit. Drop-off bays for wheelchairs and ambulances are at the main and emergency entrances.",
    },
  ],
  map: {
    latitude: 18.559,
    longitude: 73.7868,
    landmarks: [
      { name: "Baner Hill", direction: "south-east", distance: "1.8 km" },
      { name: "Balewadi Stadium", direction: "north-west", distance: "3.5 km" },
      { name: "Mumbai–Bengaluru Highway", direction: "west", distance: "2 km" },
      { name: "Baner Road bus stop", direction: "south", distance: "400 m" },
    ],
  },
  subjects: ["Appointments", "Billing and insurance", "Medical records", "Feedback or complaint", "Health check-up packages", "Something else"],
};
