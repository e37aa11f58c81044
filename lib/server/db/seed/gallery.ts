// Demo gallery for Sunrise Multispeciality Hospital (Baner, Pune): five categories, four
// illustrations each. The pictures are flat SVG illustrations in /public/images/gallery/
// (1200×800), one coherent series; `alt` says what is drawn, `caption` what it shows.

import type { GalleryCategorySeed, GalleryImageSeed } from "./editorial-types";

export const GALLERY_CATEGORIES_SEED: GalleryCategorySeed[] = [
  {
    slug: "campus",
    name: "Our Campus",
    description: "The 350-bed Baner campus: its buildings, gardens, emergency entrance and rooftop helipad.",
  },
  {
    slug: "patient-care",
    name: "Patient Care",
    description: "Nurses, therapists and doctors at work on the wards, in the NICU and in our day-care units.",
  },
  {
    slug: "technology",
    name: "Technology",
    description: "The imaging, laboratory and operating-room equipment our teams use every day.",
  },
  {
    slug: "community",
    name: "Community Outreach",
    description: "Health camps, blood donation drives and training sessions across Pune and nearby villages.",
  },
  {
    slug: "events",
    name: "Events & Celebrations",
    description: "Festivals, health days and milestones celebrated with patients, families and staff.",
  },
];

export const GALLERY_IMAGES_SEED: GalleryImageSeed[] = [
  // Campus
  {
    category: "campus",
    image: "/images/gallery/campus-main-building.svg",
    title: "Main building at dusk",
    alt: "A tall teal-and-white hospital building with warm lit windows under an orange evening sky, trees along the driveway.",
    caption: "The main tower on Baner Road as the evening shift begins, seen from the front driveway.",
  },
  {
    category: "campus",
    image: "/images/gallery/campus-atrium-garden.svg",
    title: "Atrium garden",
    alt: "A bright atrium under a glass roof with potted plants, a small tree and people resting on wooden benches.",
    caption: "The ground-floor atrium garden, where families wait among plants in natural light.",
  },
  {
    category: "campus",
    image: "/images/gallery/campus-rooftop-helipad.svg",
    title: "Rooftop helipad",
    alt: "A white helicopter resting on a circular rooftop landing pad marked with an H, with city buildings in the distance.",
    caption: "The rooftop helipad that lets critically ill patients be flown in from across Maharashtra.",
  },
  {
    category: "campus",
    image: "/images/gallery/campus-ambulance-bay.svg",
    title: "Ambulance bay",
    alt: "A white ambulance with a red cross and stripe parked under a covered entrance while two paramedics wheel out a stretcher.",
    caption: "The covered emergency entrance, open around the clock, where ambulances hand over patients.",
  },
  // Patient care
  {
    category: "patient-care",
    image: "/images/gallery/patient-care-nurse-with-child.svg",
    title: "A nurse and a young patient",
    alt: "A nurse in teal scrubs kneels beside a small child holding a yellow balloon and a teddy bear.",
    caption: "A paediatric ward nurse making a young patient feel at ease before a check-up.",
  },
  {
    category: "patient-care",
    image: "/images/gallery/patient-care-nicu-incubator.svg",
    title: "NICU incubator",
    alt: "A baby sleeping in a clear incubator next to a bedside monitor, a mother sitting close by watching.",
    caption: "Our neonatal intensive care unit, where parents are welcome at the bedside of their newborn.",
  },
  {
    category: "patient-care",
    image: "/images/gallery/patient-care-physiotherapy-gym.svg",
    title: "Physiotherapy gym",
    alt: "A patient walking between parallel bars while a physiotherapist supports him, with exercise balls and a treadmill behind.",
    caption: "The rehabilitation gym, where patients regain strength and balance after surgery or illness.",
  },
  {
    category: "patient-care",
    image: "/images/gallery/patient-care-dialysis-unit.svg",
    title: "Dialysis unit",
    alt: "A row of reclining chairs, each beside a dialysis machine, with two patients resting and a nurse checking a screen.",
    caption: "The dialysis day-care unit, with comfortable chairs for patients who come several times a week.",
  },
  // Technology
  {
    category: "technology",
    image: "/images/gallery/technology-cath-lab.svg",
    title: "Cardiac cath lab",
    alt: "A curved X-ray arm arching over a narrow procedure table, with a bank of monitors hanging beside it.",
    caption: "The cardiac catheterisation laboratory, ready day and night for heart procedures.",
  },
  {
    category: "technology",
    image: "/images/gallery/technology-mri-scanner.svg",
    title: "MRI scanner",
    alt: "A large white MRI scanner with a round opening, a patient on a padded table sliding into it and a technician at a control desk behind glass.",
    caption: "The MRI suite in our imaging department, watched over by a technician from the control room.",
  },
  {
    category: "technology",
    image: "/images/gallery/technology-robotic-arm.svg",
    title: "Robotic joint surgery",
    alt: "A jointed robotic arm above an operating table under round surgical lights, with a surgeon at a screen console.",
    caption: "The robotic-assisted system our orthopaedic surgeons use to plan and guide joint replacements.",
  },
  {
    category: "technology",
    image: "/images/gallery/technology-pathology-lab.svg",
    title: "Pathology laboratory",
    alt: "A lab technician in a white coat loading coloured sample tubes into a boxy automated analyser on a long bench.",
    caption: "The round-the-clock pathology laboratory, where automated analysers process blood tests.",
  },
  // Community
  {
    category: "community",
    image: "/images/gallery/community-health-camp.svg",
    title: "Free health camp",
    alt: "A teal canopy tent with a scalloped edge in a village where a doctor checks a woman's blood pressure as others wait in line.",
    caption: "A free health check-up camp held by our doctors in a village near Pune.",
  },
  {
    category: "community",
    image: "/images/gallery/community-blood-donation.svg",
    title: "Blood donation drive",
    alt: "Two donors lying on reclining couches with a nurse beside them and a large red blood-drop shape on the wall.",
    caption: "Volunteers giving blood at one of the donation drives held with Pune colleges and companies.",
  },
  {
    category: "community",
    image: "/images/gallery/community-cpr-training.svg",
    title: "CPR training class",
    alt: "An instructor kneels over a training mannequin on a mat while a small group of people watch and practise.",
    caption: "Hands-only CPR training offered to schools, housing societies and offices.",
  },
  {
    category: "community",
    image: "/images/gallery/community-mobile-clinic.svg",
    title: "Mobile clinic van",
    alt: "A teal and white medical van with its side door open parked on a country road, a nurse greeting an elderly man.",
    caption: "Our mobile clinic, which visits villages around Pune every week for check-ups and follow-ups.",
  },
  // Events
  {
    category: "events",
    image: "/images/gallery/events-yoga-day.svg",
    title: "International Yoga Day",
    alt: "A row of people on colourful mats stretching their arms up in a garden at sunrise.",
    caption: "Staff, patients and neighbours joining our morning session on International Yoga Day.",
  },
  {
    category: "events",
    image: "/images/gallery/events-diwali-lobby.svg",
    title: "Diwali in the lobby",
    alt: "A colourful rangoli pattern on the floor surrounded by small glowing oil lamps, with paper lanterns hanging above.",
    caption: "The main lobby decorated with rangoli and diyas for Diwali by our nursing staff.",
  },
  {
    category: "events",
    image: "/images/gallery/events-heart-day-walk.svg",
    title: "World Heart Day walk",
    alt: "A group of walkers in matching teal T-shirts following a path through a park, with a heart-shaped balloon above.",
    caption: "The World Heart Day walkathon organised by our cardiology team along the Baner hill trail.",
  },
  {
    category: "events",
    image: "/images/gallery/events-anniversary.svg",
    title: "Hospital anniversary",
    alt: "Staff in scrubs and white coats gathered around a table with a tiered cake under strings of bunting and balloons.",
    caption: "Doctors, nurses and staff celebrating the anniversary of the hospital's founding in 1998.",
  },
];
