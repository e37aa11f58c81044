// Demo content of the About page: mission, vision, values, history, leadership,
// accreditations and facts of the fictional Sunrise Multispeciality Hospital. Pure data.
// The accreditation schemes are real; the hospital holding them is fictional.

import type { AboutSeed } from "./editorial-types";

export const ABOUT_SEED: AboutSeed = {
  mission:
    "To give every patient who comes to us safe, careful and honest treatment, explained in words they understand, " +
    "at a cost that is made clear before care begins. We try to treat each person as we would want our own family " +
    "to be treated, and to keep learning so that our care keeps getting better.",
  vision:
    "To be the hospital that families in west Pune trust first: close to home, open around the clock, and known " +
    "less for its size than for the way it looks after people, working with family doctors and the wider community " +
    "to help people stay well as well as get better.",
  values: [
    {
      title: "Patients first",
      text: "We plan our work around what patients and their families need, listen to their concerns and involve them in decisions about their care.",
    },
    {
      title: "Honesty",
      text: "We explain what we know and what we do not, give clear estimates of costs, and say so openly when something goes wrong.",
    },
    {
      title: "Safety and learning",
      text: "We follow agreed clinical standards, check our results, and learn from mistakes and near misses rather than hide them.",
    },
    {
      title: "Working together",
      text: "Doctors, nurses, therapists and support staff work as one team, and respect each other's skills and each patient's dignity.",
    },
  ],
  history: [
    {
      year: 1998,
      title: "A nursing home in Baner",
      text: "A group of Pune doctors opened Sunrise as a 60-bed nursing home on Riverside Road, with general medicine, surgery and maternity care.",
    },
    {
      year: 2003,
      title: "The first intensive care unit",
      text: "An eight-bed intensive care unit and a round-the-clock casualty service opened, so that seriously ill patients no longer had to be moved across the city.",
    },
    {
      year: 2008,
      title: "Becoming multispeciality",
      text: "A new building opened on the same campus, and Sunrise became a multispeciality hospital with cardiology, neurology, orthopaedics and oncology departments.",
    },
    {
      year: 2012,
      title: "NABH accreditation",
      text: "The hospital was first accredited by the National Accreditation Board for Hospitals & Healthcare Providers, and has been reassessed regularly since.",
    },
    {
      year: 2014,
      title: "An accredited laboratory",
      text: "The hospital laboratory was accredited by NABL for its testing, the same year it began running round the clock.",
    },
    {
      year: 2019,
      title: "Recognition for nursing",
      text: "Our nursing service received NABH Nursing Excellence certification, after several years of work on nurse training, staffing and patient safety.",
    },
    {
      year: 2022,
      title: "The Wakad Clinic",
      text: "The Wakad Clinic opened at Silver Square, Dange Chowk Road, bringing consultations, diagnostics and physiotherapy closer to families in Wakad and Hinjewadi.",
    },
    {
      year: 2026,
      title: "A mother-and-child centre",
      text: "A new mother-and-child centre opened at the Baner campus, bringing maternity, neonatal and children's care together on two connected floors.",
    },
  ],
  leadership: [
    {
      name: "Vikram Sathe",
      role: "Managing Director",
      bio: "Vikram Sathe, a chartered accountant, joined Sunrise in 2006 and led the hospital through its growth into a multispeciality hospital. He oversees the hospital's strategy, finances and partnerships.",
    },
    {
      name: "Dr. Rajesh Iyer",
      role: "Chief Medical Officer; Director, Cardiology",
      bio: "Dr. Rajesh Iyer leads the hospital's medical staff and its clinical quality programme. A cardiologist trained at Madras Medical College and AIIMS, New Delhi, he also directs the Department of Cardiology.",
      doctorUsername: "dr-rajesh-iyer",
    },
    {
      name: "Dr. Suresh Krishnan",
      role: "Medical Director; Director, Oncology",
      bio: "Dr. Suresh Krishnan is responsible for the hospital's clinical services, from outpatient clinics to operation theatres. A medical oncologist trained at the Tata Memorial Hospital, Mumbai, he also directs the cancer centre.",
      doctorUsername: "dr-suresh-krishnan",
    },
    {
      name: "Grace Mathew",
      role: "Chief Nursing Officer",
      bio: "Grace Mathew has been a nurse for more than 25 years and leads the nursing team at the Baner campus and the Wakad Clinic. She guided the nursing service through its NABH Nursing Excellence certification in 2019.",
    },
    {
      name: "Dr. Yusuf Merchant",
      role: "Head, Emergency Medicine",
      bio: "Dr. Yusuf Merchant heads the 24x7 emergency department and the hospital's chest pain, stroke and trauma pathways. He trained in emergency medicine at the Christian Medical College, Vellore.",
      doctorUsername: "dr-yusuf-merchant",
    },
    {
      name: "Dr. Rakesh Thomas",
      role: "Director, Critical Care",
      bio: "Dr. Rakesh Thomas leads the hospital's intensive care units. He trained at the Christian Medical College, Vellore, and holds the European Diploma in Intensive Care.",
      doctorUsername: "dr-rakesh-thomas",
    },
  ],
  accreditations: [
    {
      name: "NABH Accreditation",
      body: "National Accreditation Board for Hospitals & Healthcare Providers (NABH)",
      since: 2012,
      text: "NABH assessors check that the hospital follows national standards for patient safety, infection control, patients' rights and the quality of care, and they reassess us regularly.",
    },
    {
      name: "NABL Accreditation (Laboratory)",
      body: "National Accreditation Board for Testing and Calibration Laboratories (NABL)",
      since: 2014,
      text: "Our laboratory is assessed against the international standard for medical laboratories, ISO 15189, which means its tests are checked for accuracy and reliability.",
    },
    {
      name: "NABH Nursing Excellence",
      body: "National Accreditation Board for Hospitals & Healthcare Providers (NABH)",
      since: 2019,
      text: "This certification looks at how nurses are trained, staffed and supervised, and how nursing care is planned and checked, so patients can expect consistent care at the bedside.",
    },
  ],
  facts: [
    { value: "350", label: "beds" },
    { value: "28", label: "specialities" },
    { value: "40", label: "ICU beds" },
    { value: "24x7", label: "emergency and trauma care" },
    { value: "1998", label: "caring for Pune since" },
    { value: "2", label: "locations: Baner campus and Wakad Clinic" },
  ],
};
