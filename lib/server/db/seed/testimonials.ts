// Demo testimonials for Sunrise Multispeciality Hospital (Baner, Pune). Fictional patients and
// families, named only as they agreed to be ("Ramesh K." or initials), in their own plain words.
// No cures promised, no alarming clinical detail, no video (none exists for the demo).

import type { TestimonialSeed } from "./editorial-types";

export const TESTIMONIALS_SEED: TestimonialSeed[] = [
  {
    name: "Suresh P.",
    location: "Wakad, Pune",
    text: "My father had chest pain late at night and we came straight to Sunrise. The emergency team took him in within minutes and the cardiology doctor explained everything to us in Marathi, which helped my mother a lot. He is back to his morning walks now, slowly. We are very thankful to the whole team.",
    speciality: "Cardiology",
    rating: 5,
  },
  {
    name: "Anita D.",
    location: "Kothrud, Pune",
    text: "I had my knee replaced here last winter. The physiotherapist had me standing on the second day itself, which I did not believe was possible. Billing at discharge took almost two hours, that part can be faster. But the care on the ward was very good and the nurses were patient with me.",
    speciality: "Orthopaedics",
    rating: 4,
  },
  {
    name: "Priya & Rohit M.",
    location: "Hinjewadi, Pune",
    text: "Our daughter was born at Sunrise in March. The doctor and the labour room sisters kept us calm and told us what was happening at every step. The room was clean and they let my mother stay with me. Thank you for making our first baby's arrival so special.",
    speciality: "Obstetrics & Gynaecology",
    rating: 5,
  },
  {
    name: "Farah S.",
    location: "Aundh, Pune",
    text: "My son had high fever for three days and we were really worried. The paediatrician was very gentle with him and answered all my questions, even the silly ones. The waiting area was crowded on Monday morning, so go early if you can. Overall a good experience.",
    speciality: "Paediatrics",
    rating: 4,
  },
  {
    name: "K. J.",
    location: "Pimpri-Chinchwad, Pune",
    text: "Our twins came early and spent three weeks in the NICU. The nurses called us every time something changed and showed us how to hold them with all the wires, and how to do kangaroo care. Those were hard weeks but we never felt alone. Both babies are home and growing well now.",
    speciality: "Neonatology",
    rating: 5,
  },
  {
    name: "Meena R.",
    location: "Satara, Maharashtra",
    text: "We travel from Satara for my husband's treatment every few weeks. The day-care staff know us by name now and they try to fix the appointment so we can catch the evening bus back. Sometimes the pharmacy queue is long. The doctors are honest with us and that matters most.",
    speciality: "Oncology",
    rating: 4,
  },
  {
    name: "Vijay K.",
    location: "Nashik, Maharashtra",
    text: "I come for dialysis three times a week. The unit is clean, the technicians are careful and the chairs are comfortable enough to sleep a little. Parking near the gate is a problem in the mornings. Still, I trust this team completely.",
    speciality: "Nephrology",
    rating: 4,
  },
  {
    name: "Sunita B.",
    location: "Baner, Pune",
    text: "When my mother suddenly could not speak properly, the ambulance reached our home in Baner very fast. The doctors in the emergency and neurology team worked quickly and kept us informed the whole time. She is doing her exercises at home and improving bit by bit.",
    speciality: "Neurology",
    rating: 5,
  },
  {
    name: "Arjun N.",
    location: "Hinjewadi, Pune",
    text: "I had a bike accident on the highway near Hinjewadi late at night. The emergency staff were calm and quick, and they called my family for me. I did have to wait for the X-ray because there were many cases that night, but someone kept checking on me. Good team.",
    speciality: "Emergency Medicine",
    rating: 4,
  },
  {
    name: "Lata G.",
    location: "Aundh, Pune",
    text: "I had my cataract surgery in one eye and it was over faster than I expected. Next day I could see the colours of my saree clearly again. The counsellor explained the lens options and costs without any pressure. I will do the other eye here also.",
    speciality: "Ophthalmology",
    rating: 5,
  },
  {
    name: "D. S.",
    location: "Pimpri-Chinchwad, Pune",
    text: "My surgery was planned and everything went as the surgeon said. The food was a little bland for my taste, but I understand it is hospital food. Discharge instructions were clear and the follow-up call after one week was a nice touch.",
    speciality: "General Surgery",
    rating: 3,
  },
  {
    name: "Rahul T.",
    location: "Wakad, Pune",
    text: "After my shoulder injury I could not lift my arm above my head. The physiotherapy team gave me a proper plan and exercises to do at home, and they pushed me when I was being lazy. It took a few months but I am playing cricket on Sundays again.",
    speciality: "Physiotherapy & Rehabilitation",
    rating: 5,
  },
];
