import "server-only";

export interface ServiceCategorySeed {
  slug: string;
  name: string;
  description: string;
}

export interface ServiceSeed {
  slug: string;
  /** Category slug. */
  category: string;
  name: string;
  summary: string;
  heroTitle: string;
  heroDescription: string;
  overview: string;
  sections: { title: string; body: string }[];
  /** Speciality names this service belongs to. */
  specialities: string[];
  featured?: boolean;
}

export const serviceCategoryImage = (slug: string) => `/images/services/${slug}.svg`;

export const SERVICE_CATEGORIES_SEED: ServiceCategorySeed[] = [
  { slug: "diagnostics-imaging", name: "Diagnostics & Imaging", description: "MRI, CT, ultrasound, mammography and heart tests, reported by specialist radiologists and cardiologists." },
  { slug: "laboratory", name: "Laboratory", description: "A NABL-accredited laboratory open round the clock, with home sample collection across Pune." },
  { slug: "surgery", name: "Surgery", description: "Planned and emergency surgery in modular operation theatres, much of it minimally invasive or day care." },
  { slug: "critical-care", name: "Critical Care", description: "Intensive care units, a cardiac care unit, a cath lab and dialysis, staffed day and night." },
  { slug: "mother-child", name: "Mother & Child", description: "Pregnancy, birth, newborn and child care in one building, from the first scan to school age." },
  { slug: "rehabilitation", name: "Rehabilitation", description: "Physiotherapy and rehabilitation programmes that help patients regain movement, strength and independence." },
  { slug: "health-checks", name: "Preventive Health & Health Checks", description: "Health check packages and long-term care programmes that find problems early." },
  { slug: "emergency", name: "Emergency", description: "A 24x7 emergency department, ambulances and time-critical care pathways for heart attack and stroke." },
];

const prepare = (body: string) => ({ title: "Preparing for your visit", body });
const whatToExpect = (body: string) => ({ title: "What to expect", body });
const reports = (body: string) => ({ title: "Reports and follow-up", body });

export const SERVICES_SEED: ServiceSeed[] = [
  // Diagnostics & Imaging
  {
    slug: "mri-scan", category: "diagnostics-imaging", name: "3 Tesla MRI",
    summary: "High-resolution MRI of the brain, spine, joints and abdomen, with a wide-bore scanner for comfort.",
    heroTitle: "3 Tesla MRI", heroDescription: "Detailed, radiation-free imaging in a quieter, wider scanner.",
    overview: "Our 3 Tesla MRI scanner produces detailed images of the brain, spine, joints, heart and abdomen without X-rays. Its wide bore and noise reduction make scans easier for people who feel uneasy in enclosed spaces.",
    sections: [
      prepare("Remove jewellery and metal objects, and tell the team about implants, a pacemaker, or a possible pregnancy. Some scans need four hours of fasting; you will be told when you book."),
      whatToExpect("Most scans take 20 to 45 minutes. You lie still while the scanner makes knocking sounds; ear protection is provided and you can talk to the technologist at any time."),
      reports("A radiologist reports the scan, usually within 24 hours, and the report is shared with your doctor."),
    ],
    specialities: ["Radiology & Imaging", "Neurology", "Orthopaedics"], featured: true,
  },
  {
    slug: "ct-scan", category: "diagnostics-imaging", name: "128-slice CT Scan",
    summary: "Fast CT for emergencies, cancer staging, CT angiography and low-dose lung screening.",
    heroTitle: "128-slice CT Scan", heroDescription: "Fast, low-dose CT imaging, available 24x7.",
    overview: "The 128-slice CT scanner captures the whole chest or abdomen in a few seconds. It supports emergency imaging, CT coronary angiography and low-dose protocols that reduce radiation.",
    sections: [
      prepare("For scans with contrast, fast for four hours and bring a recent creatinine report. Tell the team about allergies, diabetes medicines and pregnancy."),
      whatToExpect("The scan itself takes under five minutes. Contrast may give a brief warm feeling."),
    ],
    specialities: ["Radiology & Imaging", "Emergency Medicine", "Oncology"],
  },
  {
    slug: "ultrasound-doppler", category: "diagnostics-imaging", name: "Ultrasound & Doppler",
    summary: "Abdominal, pelvic, pregnancy and vascular ultrasound, including colour Doppler studies.",
    heroTitle: "Ultrasound & Doppler", heroDescription: "Safe, real-time imaging for every age.",
    overview: "Ultrasound uses sound waves to look at organs, blood vessels and a baby in the womb. Colour Doppler adds blood-flow information for vein, artery and pregnancy studies.",
    sections: [
      prepare("For an abdominal scan, fast for six hours. For a pelvic scan, drink water an hour before and do not empty your bladder."),
      whatToExpect("A gel is applied and a probe is moved over the skin; most scans take 15 to 30 minutes."),
    ],
    specialities: ["Radiology & Imaging", "Obstetrics & Gynaecology"],
  },
  {
    slug: "digital-mammography", category: "diagnostics-imaging", name: "Digital Mammography",
    summary: "Low-dose digital mammography and breast ultrasound, reported by a breast imaging specialist.",
    heroTitle: "Digital Mammography", heroDescription: "Breast screening in a private, women-led suite.",
    overview: "Digital mammography is the standard test for breast cancer screening and for checking breast lumps. Scans are performed by women technologists and reported by a radiologist trained in breast imaging.",
    sections: [
      prepare("Book a week after your period if you still have periods, and avoid talc or deodorant on the day."),
      whatToExpect("Each breast is gently compressed for a few seconds; the visit takes about 20 minutes."),
    ],
    specialities: ["Radiology & Imaging", "Oncology", "General Surgery"],
  },
  {
    slug: "echocardiography", category: "diagnostics-imaging", name: "Echocardiography & TMT",
    summary: "Echocardiography, treadmill tests and Holter monitoring to check how the heart works.",
    heroTitle: "Echocardiography & TMT", heroDescription: "Heart tests reported by cardiologists on the same day.",
    overview: "An echocardiogram uses ultrasound to see the heart's chambers and valves. A treadmill test (TMT) records the ECG while you walk, and a Holter monitor records the heart rhythm for 24 hours or longer.",
    sections: [
      prepare("For a TMT, wear walking shoes, have a light meal two hours before, and bring your medicine list."),
      reports("Cardiologists report echocardiograms and TMTs on the same day."),
    ],
    specialities: ["Cardiology"],
  },
  // Laboratory
  {
    slug: "pathology-lab", category: "laboratory", name: "Clinical Pathology & Biochemistry",
    summary: "Blood, urine and hormone tests processed round the clock on automated analysers.",
    heroTitle: "Clinical Pathology & Biochemistry", heroDescription: "Accurate results, open 24x7.",
    overview: "The laboratory runs routine and specialised blood tests, including blood counts, sugar, kidney and liver function, lipids, thyroid and other hormones, with internal and external quality checks every day.",
    sections: [
      prepare("Fasting tests need 10 to 12 hours without food; water is allowed. Take regular medicines unless your doctor says otherwise."),
      reports("Most routine results are ready within 24 to 48 hours and are shared by SMS and e-mail."),
    ],
    specialities: ["Internal Medicine"], featured: true,
  },
  {
    slug: "microbiology", category: "laboratory", name: "Microbiology & Culture Testing",
    summary: "Cultures, antibiotic sensitivity, and molecular tests for infections including tuberculosis.",
    heroTitle: "Microbiology & Culture Testing", heroDescription: "Finding the cause of an infection, and the right antibiotic.",
    overview: "Microbiologists identify bacteria, fungi and viruses from blood, urine, sputum and wound samples, and test which antibiotics will work. Rapid molecular tests help diagnose tuberculosis and other infections.",
    sections: [
      whatToExpect("Culture results usually take 48 to 72 hours because organisms need time to grow; molecular tests are faster."),
    ],
    specialities: ["Internal Medicine", "Pulmonology", "Critical Care"],
  },
  {
    slug: "histopathology", category: "laboratory", name: "Histopathology & Biopsy Reporting",
    summary: "Biopsy and surgical specimen reporting, with immunohistochemistry for cancer diagnosis.",
    heroTitle: "Histopathology & Biopsy Reporting", heroDescription: "Careful tissue diagnosis that guides treatment.",
    overview: "Pathologists examine biopsies and surgical specimens under the microscope. Immunohistochemistry and frozen sections support cancer diagnosis and surgery.",
    sections: [reports("Most biopsy reports are ready in three to five working days; special stains may take longer.")],
    specialities: ["Oncology", "General Surgery"],
  },
  {
    slug: "home-sample-collection", category: "laboratory", name: "Home Sample Collection",
    summary: "A trained phlebotomist collects blood and urine samples at home, seven days a week.",
    heroTitle: "Home Sample Collection", heroDescription: "Tests without the trip, from 6:30 in the morning.",
    overview: "Book a slot and a trained phlebotomist visits your home with sealed, single-use kits. Samples reach the laboratory in temperature-controlled boxes, and reports arrive by SMS and e-mail.",
    sections: [
      whatToExpect("Collection takes about ten minutes. Keep your prescription and identity proof ready."),
      { title: "Where we collect", body: "Home collection covers most of Pune and Pimpri-Chinchwad; the booking desk confirms your area." },
    ],
    specialities: ["Internal Medicine"],
  },
  // Surgery
  {
    slug: "laparoscopic-surgery", category: "surgery", name: "Laparoscopic & Day-Care Surgery",
    summary: "Keyhole surgery for hernia, gallstones, appendix and more, often with same-day discharge.",
    heroTitle: "Laparoscopic & Day-Care Surgery", heroDescription: "Smaller cuts, less pain and a quicker return home.",
    overview: "Laparoscopic surgery uses a camera and fine instruments through small cuts. It is used for hernias, gallstones, appendicitis and many gynaecological operations, and often allows you to go home the same day.",
    sections: [
      prepare("You will have a pre-anaesthesia check with blood tests and an ECG. Fast for six hours before surgery and arrange an adult to take you home."),
      whatToExpect("Most patients walk within hours and return to desk work within a week; your surgeon will advise on lifting and driving."),
    ],
    specialities: ["General Surgery", "Obstetrics & Gynaecology", "Urology"], featured: true,
  },
  {
    slug: "joint-replacement", category: "surgery", name: "Knee & Hip Replacement",
    summary: "Total and partial knee and hip replacement with early mobilisation and in-house physiotherapy.",
    heroTitle: "Knee & Hip Replacement", heroDescription: "Back on your feet with a plan that starts before surgery.",
    overview: "Joint replacement relieves pain from advanced arthritis when medicines and physiotherapy no longer help. Surgery is done in laminar-airflow theatres, and physiotherapists start walking practice the day after surgery.",
    sections: [
      prepare("A pre-operative class explains the operation, home preparation and exercises to start before surgery."),
      whatToExpect("Most patients stay three to five days and walk with a frame or stick at discharge, continuing physiotherapy for six to twelve weeks."),
    ],
    specialities: ["Orthopaedics", "Physiotherapy & Rehabilitation"], featured: true,
  },
  {
    slug: "cardiac-surgery", category: "surgery", name: "Cardiac Surgery",
    summary: "Bypass surgery, valve repair and replacement, and congenital heart surgery.",
    heroTitle: "Cardiac Surgery", heroDescription: "Heart surgery planned jointly by cardiologists and surgeons.",
    overview: "The cardiac surgery team performs coronary bypass surgery, including beating-heart surgery, heart valve repair and replacement, and repair of congenital defects, with a dedicated cardiac surgical ICU.",
    sections: [
      whatToExpect("After surgery you spend two to three days in the cardiac surgical ICU and a few more days on the ward before going home."),
      { title: "After you go home", body: "A cardiac rehabilitation programme helps you return to daily activity safely." },
    ],
    specialities: ["Cardiothoracic Surgery", "Cardiology"],
  },
  {
    slug: "brain-spine-surgery", category: "surgery", name: "Brain & Spine Surgery",
    summary: "Microscopic and endoscopic surgery for tumours, slipped discs and injuries.",
    heroTitle: "Brain & Spine Surgery", heroDescription: "Precise surgery with neuronavigation and nerve monitoring.",
    overview: "Neurosurgeons operate on brain and spinal tumours, slipped discs, spinal stenosis and head and spine injuries, using an operating microscope, neuronavigation and intra-operative nerve monitoring.",
    sections: [whatToExpect("Many spine operations allow walking the next day; your surgeon will explain recovery for your procedure.")],
    specialities: ["Neurosurgery", "Orthopaedics"],
  },
  {
    slug: "laser-stone-surgery", category: "surgery", name: "Laser Kidney Stone Treatment",
    summary: "RIRS and PCNL laser treatment for kidney and ureteric stones, usually with a short stay.",
    heroTitle: "Laser Kidney Stone Treatment", heroDescription: "Stones treated through natural passages, without cuts.",
    overview: "Flexible ureteroscopy (RIRS) reaches stones through the urinary passage and breaks them with a laser. Larger stones are treated by PCNL through a small opening in the back.",
    sections: [whatToExpect("Most patients go home within 24 hours; a temporary stent may be placed and removed a few weeks later.")],
    specialities: ["Urology"],
  },
  {
    slug: "cataract-surgery", category: "surgery", name: "Cataract Surgery",
    summary: "Day-care phacoemulsification with foldable lens implants.",
    heroTitle: "Cataract Surgery", heroDescription: "Clearer vision through a small, stitch-free incision.",
    overview: "Phacoemulsification removes the cloudy lens through a tiny incision and replaces it with a foldable artificial lens. The operation takes about twenty minutes under local anaesthetic.",
    sections: [whatToExpect("You go home the same day with eye drops and a shield for night-time; most people resume light activity within a few days.")],
    specialities: ["Ophthalmology"],
  },
  // Critical Care
  {
    slug: "medical-surgical-icu", category: "critical-care", name: "Medical & Surgical ICU",
    summary: "A 40-bed intensive care unit with ventilators, dialysis and round-the-clock intensivists.",
    heroTitle: "Medical & Surgical ICU", heroDescription: "Intensive care, watched over every minute.",
    overview: "The ICU cares for patients with sepsis, respiratory failure, multiple injuries and complications after major surgery. Intensivists are present day and night, with one nurse for every one or two patients.",
    sections: [
      { title: "Visiting", body: "ICU visiting is from 11:00 to 13:00 and 16:00 to 18:00, with two visitors per patient." },
      { title: "Family updates", body: "The ICU team meets families daily to explain progress and plans." },
    ],
    specialities: ["Critical Care"], featured: true,
  },
  {
    slug: "cardiac-care-unit", category: "critical-care", name: "Cardiac Care Unit (CCU)",
    summary: "Monitored beds for heart attack, heart failure and rhythm problems, next to the cath lab.",
    heroTitle: "Cardiac Care Unit (CCU)", heroDescription: "Specialised monitoring for the heart.",
    overview: "The CCU provides continuous monitoring and treatment for heart attacks, severe heart failure and dangerous rhythm problems, with the cath lab and cardiologists close by.",
    sections: [whatToExpect("Each bed has continuous ECG and blood pressure monitoring; most patients move to the ward within a few days.")],
    specialities: ["Cardiology", "Critical Care"],
  },
  {
    slug: "dialysis-unit", category: "critical-care", name: "Dialysis Unit",
    summary: "A 20-station haemodialysis unit open six days a week, with peritoneal dialysis training.",
    heroTitle: "Dialysis Unit", heroDescription: "Regular dialysis with a team that knows you.",
    overview: "The unit offers haemodialysis for patients with kidney failure, including visiting patients, and trains patients and families in home peritoneal dialysis.",
    sections: [prepare("Visiting patients should share recent reports and their dialysis prescription a few days ahead.")],
    specialities: ["Nephrology"],
  },
  {
    slug: "cath-lab", category: "critical-care", name: "24x7 Cath Lab",
    summary: "Angiography, angioplasty and pacemaker implantation, day and night.",
    heroTitle: "24x7 Cath Lab", heroDescription: "Opening blocked arteries when every minute matters.",
    overview: "The catheterisation laboratory performs coronary angiography, primary angioplasty for heart attacks, pacemaker and ICD implantation, and peripheral vascular procedures, with a team on call round the clock.",
    sections: [whatToExpect("Planned angiography is usually done through the wrist, and most patients go home the same day or the next morning.")],
    specialities: ["Cardiology"],
  },
  // Mother & Child
  {
    slug: "maternity-care", category: "mother-child", name: "Maternity & Birthing Suites",
    summary: "Antenatal care and birth in private labour, delivery and recovery suites.",
    heroTitle: "Maternity & Birthing Suites", heroDescription: "Birth in a private suite, with your companion beside you.",
    overview: "Expectant mothers are cared for by obstetricians, midwives and lactation counsellors. Births take place in private LDR suites, with obstetricians, anaesthetists and neonatologists available 24x7.",
    sections: [
      { title: "Antenatal classes", body: "Weekly classes cover pregnancy exercise, labour, pain relief options, breastfeeding and newborn care." },
      { title: "Pain relief", body: "Epidural analgesia is available round the clock for those who choose it." },
    ],
    specialities: ["Obstetrics & Gynaecology", "Neonatology"], featured: true,
  },
  {
    slug: "high-risk-pregnancy", category: "mother-child", name: "High-Risk Pregnancy Clinic",
    summary: "Closer care for diabetes, high blood pressure, twins and previous complications in pregnancy.",
    heroTitle: "High-Risk Pregnancy Clinic", heroDescription: "Extra care when a pregnancy needs it.",
    overview: "Obstetricians work with endocrinologists, cardiologists and fetal medicine specialists for mothers with diabetes, high blood pressure, twin pregnancies or complications in a previous pregnancy.",
    sections: [whatToExpect("Visits are more frequent and include growth scans and Doppler studies as needed.")],
    specialities: ["Obstetrics & Gynaecology", "Endocrinology"],
  },
  {
    slug: "nicu", category: "mother-child", name: "Level III NICU",
    summary: "A 24-cot neonatal ICU for premature and sick newborns, next to the birthing suites.",
    heroTitle: "Level III NICU", heroDescription: "Round-the-clock care for the smallest patients.",
    overview: "The neonatal ICU cares for babies born early or unwell, with ventilators, CPAP, phototherapy and neonatal nurses day and night. Parents are welcome at the cot side at any time.",
    sections: [{ title: "Kangaroo care", body: "Parents are encouraged to hold their baby skin to skin, which supports warmth, feeding and bonding." }],
    specialities: ["Neonatology", "Paediatrics"],
  },
  {
    slug: "child-vaccination", category: "mother-child", name: "Child Vaccination Clinic",
    summary: "Vaccinations on the IAP schedule, with reminders and a record for every child.",
    heroTitle: "Child Vaccination Clinic", heroDescription: "On-time vaccines in a child-friendly clinic.",
    overview: "The clinic follows the Indian Academy of Pediatrics schedule, sends reminders before each due date and keeps a digital record. Paediatricians answer questions at every visit.",
    sections: [prepare("Bring your child's vaccination card. Mild fever after some vaccines is common; the clinic will advise you.")],
    specialities: ["Paediatrics"],
  },
  {
    slug: "fertility-ivf", category: "mother-child", name: "Fertility & IVF",
    summary: "Evaluation and treatment for couples trying to conceive, from ovulation induction to IVF.",
    heroTitle: "Fertility & IVF", heroDescription: "Careful evaluation and honest counselling for couples.",
    overview: "Fertility specialists evaluate both partners and offer ovulation induction, IUI, IVF and ICSI. Counselling covers the chances and costs of each option before treatment begins.",
    sections: [whatToExpect("The first visit reviews history and earlier reports; tests for both partners are usually arranged within a cycle.")],
    specialities: ["Obstetrics & Gynaecology"],
  },
  // Rehabilitation
  {
    slug: "physiotherapy", category: "rehabilitation", name: "Physiotherapy",
    summary: "Outpatient and ward physiotherapy for pain, injuries and recovery after surgery.",
    heroTitle: "Physiotherapy", heroDescription: "Regain strength, movement and independence.",
    overview: "Physiotherapists treat back and neck pain, joint problems and sports injuries, and guide recovery after surgery, with exercise therapy, manual therapy and electrotherapy.",
    sections: [prepare("Wear loose, comfortable clothes and bring your reports and scans.")],
    specialities: ["Physiotherapy & Rehabilitation", "Orthopaedics"], featured: true,
  },
  {
    slug: "stroke-rehabilitation", category: "rehabilitation", name: "Stroke & Neuro Rehabilitation",
    summary: "Therapy after stroke, brain injury and spinal cord injury to rebuild movement and speech.",
    heroTitle: "Stroke & Neuro Rehabilitation", heroDescription: "Step-by-step recovery with a team around you.",
    overview: "Physiatrists, physiotherapists, occupational therapists and speech therapists plan rehabilitation together after stroke, brain injury and spinal cord injury, starting on the ward and continuing as an outpatient.",
    sections: [whatToExpect("Goals are agreed with the patient and family and reviewed every week.")],
    specialities: ["Physiotherapy & Rehabilitation", "Neurology"],
  },
  {
    slug: "cardiac-pulmonary-rehabilitation", category: "rehabilitation", name: "Cardiac & Pulmonary Rehabilitation",
    summary: "Supervised exercise and education after heart events and for long-term lung disease.",
    heroTitle: "Cardiac & Pulmonary Rehabilitation", heroDescription: "Rebuild stamina safely, under supervision.",
    overview: "A structured programme of monitored exercise, breathing training, diet advice and education for people recovering from heart attacks or heart surgery and for those living with COPD or other lung disease.",
    sections: [whatToExpect("Sessions run two to three times a week for about eight weeks.")],
    specialities: ["Physiotherapy & Rehabilitation", "Cardiology", "Pulmonology"],
  },
  {
    slug: "sports-injury-clinic", category: "rehabilitation", name: "Sports Injury Clinic",
    summary: "Diagnosis, treatment and return-to-sport plans for athletes of every level.",
    heroTitle: "Sports Injury Clinic", heroDescription: "From injury back to the field, with a plan.",
    overview: "Orthopaedic surgeons and sports physiotherapists assess ligament, tendon and muscle injuries, offer arthroscopic surgery when needed, and plan a graded return to sport.",
    sections: [prepare("Bring your sports shoes and any previous scans.")],
    specialities: ["Orthopaedics", "Physiotherapy & Rehabilitation"],
  },
  // Preventive Health & Health Checks
  {
    slug: "executive-health-check", category: "health-checks", name: "Executive Health Check",
    summary: "A half-day check of heart, kidneys, liver, sugar and more, with a doctor's review.",
    heroTitle: "Executive Health Check", heroDescription: "A thorough check-up in one morning.",
    overview: "The package includes blood and urine tests, ECG, echocardiography or TMT, chest X-ray, abdominal ultrasound and consultations with a physician, dietitian and dentist.",
    sections: [
      prepare("Fast for 10 to 12 hours (water allowed) and arrive by 8:30. Bring your current medicines and earlier reports."),
      reports("Results are reviewed with a physician, usually on the same day, with advice on follow-up."),
    ],
    specialities: ["Internal Medicine", "Cardiology"], featured: true,
  },
  {
    slug: "womens-health-check", category: "health-checks", name: "Women's Wellness Check",
    summary: "Screening for breast and cervical cancer, anaemia, thyroid and bone health.",
    heroTitle: "Women's Wellness Check", heroDescription: "Screening that fits every stage of life.",
    overview: "The package includes a gynaecologist's consultation, Pap smear, breast examination and mammography or breast ultrasound, thyroid and anaemia tests, and a bone density scan for women over 45.",
    sections: [prepare("Book on a day when you do not have your period; fast for 10 to 12 hours before the blood tests.")],
    specialities: ["Obstetrics & Gynaecology", "Radiology & Imaging"],
  },
  {
    slug: "senior-citizen-health-check", category: "health-checks", name: "Senior Citizen Health Check",
    summary: "A check of heart, kidneys, memory, vision, hearing and fall risk for people over 60.",
    heroTitle: "Senior Citizen Health Check", heroDescription: "Staying well and independent for longer.",
    overview: "Designed for people over 60, the package adds memory, hearing, vision and fall-risk assessments to the usual blood tests, ECG and scans, with a geriatric physician's review.",
    sections: [whatToExpect("Allow about four hours; wheelchairs and an escort are available on request.")],
    specialities: ["Internal Medicine", "Ophthalmology"],
  },
  {
    slug: "diabetes-care-programme", category: "health-checks", name: "Diabetes Care Programme",
    summary: "A year of structured diabetes care: reviews, tests, eye and foot checks and education.",
    heroTitle: "Diabetes Care Programme", heroDescription: "Steady, planned care for a long-term condition.",
    overview: "Quarterly reviews with an endocrinologist, HbA1c and kidney tests, yearly eye and foot screening, and sessions with a diabetes educator and dietitian.",
    sections: [whatToExpect("Each visit reviews your glucose records, medicines, diet and activity, and sets goals for the next three months.")],
    specialities: ["Endocrinology", "Internal Medicine"],
  },
  // Emergency
  {
    slug: "emergency-24x7", category: "emergency", name: "24x7 Emergency & Trauma",
    summary: "An emergency department open round the clock for illness and injury of any kind.",
    heroTitle: "24x7 Emergency & Trauma", heroDescription: "Open 24x7 for every emergency.",
    overview: "Emergency physicians assess every patient on arrival and treat the most urgent first. The department has a resuscitation bay, point-of-care tests and CT next door, with specialists on call.",
    sections: [
      { title: "When to come", body: "Come straight in, or call the emergency line, for chest pain, breathlessness, signs of stroke, serious injuries, poisoning or a high fever with drowsiness." },
      { title: "Triage", body: "Patients are seen in order of medical urgency, decided by a nurse at triage, not in order of arrival." },
    ],
    specialities: ["Emergency Medicine", "Critical Care"], featured: true,
  },
  {
    slug: "ambulance-service", category: "emergency", name: "Ambulance Service",
    summary: "Advanced life support ambulances with trained paramedics, dispatched round the clock.",
    heroTitle: "Ambulance Service", heroDescription: "Care that starts on the way to hospital.",
    overview: "Advanced life support ambulances carry a defibrillator, ventilator and emergency medicines, with paramedics who keep in touch with the emergency team during the journey.",
    sections: [{ title: "How to call", body: "Call the 24x7 emergency line and give the patient's location, a landmark and a contact number." }],
    specialities: ["Emergency Medicine"],
  },
  {
    slug: "stroke-heart-attack-pathway", category: "emergency", name: "Stroke & Heart Attack Pathway",
    summary: "Time-critical pathways that bring the right team and tests together within minutes.",
    heroTitle: "Stroke & Heart Attack Pathway", heroDescription: "Because every minute counts.",
    overview: "When a heart attack or stroke is suspected, the emergency team alerts the cardiologist or neurologist at once, the ECG or CT is done within minutes, and the cath lab or thrombolysis is arranged as needed.",
    sections: [{ title: "Warning signs", body: "Chest pain spreading to the arm or jaw, sudden weakness of the face or arm, or slurred speech: call the emergency line at once." }],
    specialities: ["Emergency Medicine", "Cardiology", "Neurology"],
  },
];
