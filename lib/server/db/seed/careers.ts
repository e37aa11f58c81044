// Demo job openings for the careers page. Pure data: the seed stores them and the
// description HTML passes through the same sanitiser as every save. Dates are relative to the
// seed day; two openings have already closed, so the page shows both states.

import type { JobOpeningSeed } from "./editorial-types";

export const JOB_OPENINGS_SEED: JobOpeningSeed[] = [
  {
    slug: "staff-nurse-icu",
    title: "Staff Nurse – ICU",
    department: "Nursing",
    location: "Baner, Pune",
    employmentType: "FULL_TIME",
    experience: "2–4 years in a tertiary-care ICU",
    salary: { min: 360000, max: 540000 },
    postedDaysAgo: 6,
    closesInDays: 30,
    descriptionHtml: `<h2>About the role</h2>
<p>Our intensive care units at the Baner campus look after adults after major surgery, with sepsis, with heart and lung failure and after serious injury. We are looking for registered nurses who enjoy close bedside care and working as part of a team led by the Department of Critical Care. You will work rotating shifts, with a nurse-to-patient ratio of one to one or one to two depending on how unwell your patients are.</p>
<h2>What you will do</h2>
<ul>
<li>Assess, monitor and care for critically ill patients, including those on ventilators, infusion pumps and dialysis.</li>
<li>Give medicines and blood products safely, following the hospital's double-check policies.</li>
<li>Keep accurate nursing records in our electronic system and hand over clearly at every shift change.</li>
<li>Take part in daily multidisciplinary rounds with intensivists, physiotherapists, dietitians and pharmacists.</li>
<li>Support and explain care to families, who are often anxious and tired.</li>
<li>Follow infection-prevention practices and help with audits of care bundles.</li>
</ul>
<h2>What you need</h2>
<ul>
<li>B.Sc. Nursing or GNM, with current registration with the Maharashtra Nursing Council (or willingness to transfer your registration before joining).</li>
<li>Two to four years of experience in an ICU, CCU or high-dependency unit of a tertiary hospital.</li>
<li>A valid Basic Life Support certificate; Advanced Cardiac Life Support is an advantage.</li>
<li>Good spoken English and Hindi or Marathi, and a calm, kind manner with patients and relatives.</li>
</ul>
<h2>What we offer</h2>
<ul>
<li>Structured induction and a critical care competency programme with a named preceptor.</li>
<li>Sponsored continuing nursing education and support towards critical care certification.</li>
<li>Night-shift allowance, provident fund, gratuity and medical cover for you and your family.</li>
<li>Subsidised meals in the staff canteen and a hostel option for the first six months.</li>
</ul>`,
  },
  {
    slug: "senior-resident-emergency-medicine",
    title: "Senior Resident – Emergency Medicine",
    department: "Emergency Medicine",
    location: "Baner, Pune",
    employmentType: "FULL_TIME",
    experience: "MD/DNB in Emergency Medicine, or MBBS with 3 years in emergency care",
    salary: { min: 1200000, max: 1800000 },
    postedDaysAgo: 12,
    closesInDays: 25,
    descriptionHtml: `<h2>About the role</h2>
<p>Our emergency department is open around the clock and sees adults and children with everything from minor injuries to heart attacks, strokes and major trauma. As a senior resident you will be the first doctor many patients meet, working shifts under the supervision of the Head of Emergency Medicine and our consultants. The role suits a doctor who wants to grow in emergency medicine in a busy but well-organised department.</p>
<h2>What you will do</h2>
<ul>
<li>Assess and treat patients in triage order, and start resuscitation when it is needed.</li>
<li>Lead or support the chest pain, stroke and trauma pathways with the on-call teams.</li>
<li>Perform emergency procedures within your competence, such as airway management and point-of-care ultrasound.</li>
<li>Refer and hand over patients clearly to admitting teams and the intensive care unit.</li>
<li>Keep complete, timely records and explain findings and plans to patients and families.</li>
<li>Teach interns and nursing staff, and take part in departmental audits and simulation drills.</li>
</ul>
<h2>What you need</h2>
<ul>
<li>MD or DNB in Emergency Medicine, or MBBS with at least three years of full-time emergency department experience.</li>
<li>Registration with the Maharashtra Medical Council, or with the National Medical Commission and willingness to register in Maharashtra before joining.</li>
<li>Current BLS and ACLS certification; ATLS or an equivalent trauma course is preferred.</li>
<li>Willingness to work rotating day and night shifts, including weekends and holidays.</li>
</ul>
<h2>What we offer</h2>
<ul>
<li>A fixed shift roster published a month ahead, with protected rest after night shifts.</li>
<li>Regular teaching sessions, case reviews and sponsorship for recognised courses and conferences.</li>
<li>Medical cover for you and your family, and professional indemnity cover while on duty.</li>
<li>On-campus accommodation for the first year, subject to availability.</li>
</ul>`,
  },
  {
    slug: "mri-technologist",
    title: "MRI Technologist",
    department: "Radiology & Imaging",
    location: "Baner, Pune",
    employmentType: "FULL_TIME",
    experience: "3+ years on a 1.5T or 3T MRI scanner",
    salary: { min: 420000, max: 660000 },
    postedDaysAgo: 9,
    closesInDays: 40,
    descriptionHtml: `<h2>About the role</h2>
<p>The Department of Radiology &amp; Imaging runs MRI, CT, ultrasound, digital X-ray and mammography for inpatients, outpatients and the emergency department. We are adding an MRI technologist to our team so that we can keep waiting times short and offer more evening slots. You will work alongside radiologists, nurses and other technologists in a department that takes patient safety and comfort seriously.</p>
<h2>What you will do</h2>
<ul>
<li>Carry out routine and advanced MRI examinations, including neuro, musculoskeletal, body, cardiac and contrast studies, to departmental protocols.</li>
<li>Screen every patient for MRI safety, including implants and devices, before they enter the scanner room.</li>
<li>Explain the scan to patients, help those who are anxious or in pain, and position them carefully.</li>
<li>Work with the anaesthesia team for patients who need sedation and for children.</li>
<li>Check image quality before the patient leaves and send studies to the radiologist promptly.</li>
<li>Report faults, keep daily quality checks and help train junior technologists.</li>
</ul>
<h2>What you need</h2>
<ul>
<li>B.Sc. or diploma in Medical Imaging Technology, Radiology and Imaging Technology or an equivalent qualification.</li>
<li>At least three years of hands-on experience on a 1.5T or 3T MRI scanner.</li>
<li>Sound knowledge of MRI safety zones and contrast reactions, and a current BLS certificate.</li>
<li>Willingness to work in shifts, including some evenings and Sundays.</li>
</ul>
<h2>What we offer</h2>
<ul>
<li>Training on new sequences and applications with the equipment vendor and our radiologists.</li>
<li>Support to attend recognised imaging workshops and conferences.</li>
<li>Provident fund, gratuity and medical cover for you and your family.</li>
<li>Subsidised meals and a transport allowance.</li>
</ul>`,
  },
  {
    slug: "clinical-pharmacist",
    title: "Clinical Pharmacist",
    department: "Pharmacy",
    location: "Baner, Pune",
    employmentType: "FULL_TIME",
    experience: "Pharm.D or M.Pharm with 1–3 years in a hospital",
    postedDaysAgo: 20,
    closesInDays: 15,
    descriptionHtml: `<h2>About the role</h2>
<p>Our pharmacy team does more than dispense. Clinical pharmacists join ward rounds, review prescriptions and help doctors and nurses use medicines safely. We are looking for a clinical pharmacist to work mainly with the medical, cardiac and intensive care wards at the Baner campus, as part of the hospital's medication safety programme.</p>
<h2>What you will do</h2>
<ul>
<li>Review inpatient prescriptions for dose, interactions, allergies, kidney and liver function, and duplication.</li>
<li>Join ward rounds and advise on antibiotics, anticoagulants, high-alert medicines and intravenous therapy.</li>
<li>Take medication histories on admission and reconcile medicines at transfer and discharge.</li>
<li>Counsel patients and carers on new medicines before they go home, in plain language.</li>
<li>Record and analyse medication errors and adverse drug reactions, and report them through the proper channels.</li>
<li>Contribute to the hospital formulary, antimicrobial stewardship and staff teaching.</li>
</ul>
<h2>What you need</h2>
<ul>
<li>Pharm.D, or M.Pharm in Pharmacy Practice or Pharmacology.</li>
<li>Registration with the Maharashtra State Pharmacy Council, or willingness to transfer your registration before joining.</li>
<li>One to three years of experience as a clinical or ward pharmacist in a hospital.</li>
<li>Clear written and spoken English; Hindi or Marathi is useful for patient counselling.</li>
</ul>
<h2>What we offer</h2>
<ul>
<li>A defined clinical role with regular case discussions with consultants.</li>
<li>Support for continuing education and for presenting audits at conferences.</li>
<li>Provident fund, gratuity and medical cover for you and your family.</li>
<li>A five-and-a-half-day working week with a fixed day shift.</li>
</ul>`,
  },
  {
    slug: "physiotherapist-wakad-clinic",
    title: "Physiotherapist – Wakad Clinic",
    department: "Physiotherapy & Rehabilitation",
    location: "Wakad Clinic, Pune",
    employmentType: "PART_TIME",
    experience: "At least 2 years in outpatient physiotherapy",
    salary: { min: 240000, max: 360000 },
    postedDaysAgo: 3,
    closesInDays: 60,
    descriptionHtml: `<h2>About the role</h2>
<p>Our Wakad Clinic offers consultations, diagnostics and outpatient physiotherapy close to home for families in Wakad, Hinjewadi and Pimple Saudagar. We are looking for a physiotherapist to run the clinic's evening sessions, about four hours a day, six days a week. Most patients come with back and neck pain, sports injuries, or for rehabilitation after joint replacement and fracture surgery done at our Baner campus.</p>
<h2>What you will do</h2>
<ul>
<li>Assess patients referred by our orthopaedic, sports medicine and neurology doctors, and set goals with them.</li>
<li>Plan and deliver exercise therapy, manual therapy and electrotherapy in the clinic's gym.</li>
<li>Teach patients home exercise programmes they can follow safely on their own.</li>
<li>Keep clear treatment notes and share progress with the referring doctor.</li>
<li>Run occasional group sessions, such as back care classes, with the Baner physiotherapy team.</li>
</ul>
<h2>What you need</h2>
<ul>
<li>A Bachelor's degree in Physiotherapy (BPT); an MPT in musculoskeletal or sports physiotherapy is an advantage.</li>
<li>Registration with the Maharashtra State Council for Occupational Therapy and Physiotherapy.</li>
<li>At least two years of experience in an outpatient or hospital physiotherapy department.</li>
<li>Availability on weekday and Saturday evenings, and good spoken Marathi or Hindi.</li>
</ul>
<h2>What we offer</h2>
<ul>
<li>Fixed evening hours that fit around study or other commitments.</li>
<li>Access to the Baner rehabilitation team's case meetings and in-house training.</li>
<li>Medical cover for you under the hospital's group policy.</li>
<li>The option to move to a full-time role as the clinic grows.</li>
</ul>`,
  },
  {
    slug: "front-office-executive",
    title: "Front Office Executive",
    department: "Administration",
    location: "Baner, Pune",
    employmentType: "FULL_TIME",
    experience: "1–3 years at a hospital or hotel front desk",
    salary: { min: 250000, max: 360000 },
    postedDaysAgo: 15,
    closesInDays: 10,
    descriptionHtml: `<h2>About the role</h2>
<p>The front office is the first place most of our patients and visitors see. Our front office executives register patients, book appointments, answer questions and make sure people find their way around a large, busy hospital. We are looking for someone warm, organised and patient, who can stay calm when the lobby is full.</p>
<h2>What you will do</h2>
<ul>
<li>Greet patients and visitors, register new patients and update records accurately.</li>
<li>Book, reschedule and confirm outpatient appointments in person and on the telephone.</li>
<li>Explain consultation fees, health check-up packages and basic billing steps clearly.</li>
<li>Guide patients to clinics, diagnostics and wards, and arrange wheelchairs or help when needed.</li>
<li>Handle questions and complaints politely and pass them to the right team.</li>
<li>Follow the hospital's rules on privacy and the handling of patient information.</li>
</ul>
<h2>What you need</h2>
<ul>
<li>A graduate degree in any subject; a diploma in hospital administration or hospitality is an advantage.</li>
<li>One to three years of experience at a hospital, clinic or hotel front desk.</li>
<li>Good spoken English, Hindi and Marathi, and comfort with computers and hospital software.</li>
<li>Willingness to work in shifts, including some Sundays and holidays.</li>
</ul>
<h2>What we offer</h2>
<ul>
<li>A thorough induction on our systems, patient services and customer care.</li>
<li>Clear paths to roles in patient relations, insurance or administration.</li>
<li>Provident fund, gratuity and medical cover for you and your family.</li>
<li>Subsidised meals in the staff canteen.</li>
</ul>`,
  },
  {
    slug: "dietitian",
    title: "Dietitian",
    department: "Clinical Nutrition",
    location: "Baner, Pune",
    employmentType: "FULL_TIME",
    experience: "2+ years as a clinical dietitian in a hospital",
    postedDaysAgo: 50,
    closesInDays: -20,
    descriptionHtml: `<h2>About the role</h2>
<p>Good nutrition helps patients heal, and our clinical nutrition team plans what every inpatient eats, from soft diets after surgery to tube feeds in the intensive care unit. We are looking for a dietitian to look after the medical, kidney and diabetes wards and to run outpatient diet counselling two afternoons a week.</p>
<h2>What you will do</h2>
<ul>
<li>Screen newly admitted patients for malnutrition and assess those at risk.</li>
<li>Plan therapeutic diets, enteral feeds and oral supplements with the medical team.</li>
<li>Work with the hospital kitchen so that meals match each patient's diet plan.</li>
<li>Counsel patients and families on diabetes, kidney, heart and weight-related diets before discharge and in the outpatient clinic.</li>
<li>Keep nutrition notes in the patient record and review progress on follow-up.</li>
<li>Prepare simple, practical diet leaflets in English, Hindi and Marathi.</li>
</ul>
<h2>What you need</h2>
<ul>
<li>M.Sc. in Clinical Nutrition, Dietetics or Food Science and Nutrition.</li>
<li>At least two years of experience as a clinical dietitian in a hospital.</li>
<li>The Registered Dietitian (RD) credential of the Indian Dietetic Association is preferred.</li>
<li>Good communication skills and patience with people who are unwell or worried.</li>
</ul>
<h2>What we offer</h2>
<ul>
<li>A role in a team that works closely with doctors, nurses and the kitchen.</li>
<li>Support for continuing education and for diabetes educator training.</li>
<li>Provident fund, gratuity and medical cover for you and your family.</li>
<li>A day-shift role with one weekly day off.</li>
</ul>`,
  },
  {
    slug: "medical-records-officer",
    title: "Medical Records Officer",
    department: "Medical Records",
    location: "Baner, Pune",
    employmentType: "CONTRACTOR",
    experience: "2–5 years in medical records or health information management",
    postedDaysAgo: 40,
    closesInDays: -5,
    descriptionHtml: `<h2>About the role</h2>
<p>We are moving our older paper case files into the hospital's electronic records system and need a medical records officer on a twelve-month contract to help. You will work in the Medical Records Department at the Baner campus, with the records team, the IT department and clinical staff, to make sure every file is complete, correctly indexed and handled in confidence.</p>
<h2>What you will do</h2>
<ul>
<li>Sort, check and prepare paper case files for scanning, following the department's procedures.</li>
<li>Index scanned records accurately against each patient's hospital number and episodes of care.</li>
<li>Code diagnoses and procedures using ICD-10 where files are incomplete, and flag gaps for review.</li>
<li>Handle requests for copies of records from patients, insurers and courts within agreed timelines.</li>
<li>Keep the records room and the retention and destruction registers in order.</li>
<li>Protect patient confidentiality at every step, in line with hospital policy and the law.</li>
</ul>
<h2>What you need</h2>
<ul>
<li>A degree or diploma in Medical Records Technology or Health Information Management, or a science degree with relevant experience.</li>
<li>Two to five years of experience in a hospital medical records department.</li>
<li>Working knowledge of ICD-10 coding and of electronic medical records software.</li>
<li>Care for detail, and comfort with long periods of careful, repetitive work.</li>
</ul>
<h2>What we offer</h2>
<ul>
<li>A fixed-term contract of twelve months with a monthly fee agreed at offer.</li>
<li>Day-shift working hours, Monday to Saturday.</li>
<li>Experience of a full records digitisation project in a large hospital.</li>
<li>Consideration for permanent roles in the department as they arise.</li>
</ul>`,
  },
];
