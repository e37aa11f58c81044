import "server-only";

export interface SpecialitySeed {
  name: string;
  slug: string | null;
  thumbnailImage: string | null;
  overviewDescription: string | null;
  heroDescription: string | null;
}

const thumbnail = (file: string) => `/images/specialities/${file}.svg`;

/**
 * The demo hospital's departments, in display order. Three entries exercise SPEC.md's
 * fallbacks on purpose: Sleep Medicine has no slug (its page is addressed by id),
 * Rheumatology has no overview (the hero line is shown), and Radiology & Imaging has
 * neither description (the default sentence is shown).
 */
export const SPECIALITIES_SEED: SpecialitySeed[] = [
  {
    name: "Cardiology",
    slug: "cardiology",
    thumbnailImage: thumbnail("cardiology"),
    overviewDescription:
      "Our cardiologists diagnose and treat coronary artery disease, heart failure, rhythm disorders and high blood pressure. " +
      "The department runs a 24x7 cath lab for angiography, angioplasty and pacemaker implantation, with echocardiography, TMT and Holter monitoring on site.",
    heroDescription: "Heart care around the clock, from first check-up to cath lab.",
  },
  {
    name: "Cardiothoracic Surgery",
    slug: "cardiothoracic-surgery",
    thumbnailImage: thumbnail("cardiothoracic-surgery"),
    overviewDescription:
      "The team performs coronary artery bypass grafting (including beating-heart surgery), heart valve repair and replacement, and surgery for congenital heart defects. " +
      "Lung and chest-wall operations are planned jointly with pulmonologists, and patients recover in a dedicated cardiac surgical ICU.",
    heroDescription: "Heart and chest surgery planned around each patient.",
  },
  {
    name: "Neurology",
    slug: "neurology",
    thumbnailImage: thumbnail("neurology"),
    overviewDescription:
      "Neurologists care for stroke, epilepsy, migraine, Parkinson's disease, multiple sclerosis and nerve and muscle disorders. " +
      "A round-the-clock stroke pathway offers rapid CT and MRI assessment and clot-dissolving treatment when suitable, supported by EEG, EMG and nerve conduction studies.",
    heroDescription: "Expert care for the brain, spine and nerves.",
  },
  {
    name: "Neurosurgery",
    slug: "neurosurgery",
    thumbnailImage: thumbnail("neurosurgery"),
    overviewDescription:
      "Neurosurgeons treat brain and spinal tumours, head and spine injuries, slipped discs, hydrocephalus and aneurysms. " +
      "Procedures use an operating microscope, neuronavigation and intra-operative nerve monitoring, with minimally invasive endoscopic spine surgery where appropriate.",
    heroDescription: "Precise surgery for the brain and spine.",
  },
  {
    name: "Orthopaedics",
    slug: "orthopaedics",
    thumbnailImage: thumbnail("orthopaedics"),
    overviewDescription:
      "The department manages fractures, sports injuries, arthritis, back pain and bone deformities in adults and children. " +
      "Surgeons perform knee and hip replacements, arthroscopic ligament reconstruction and spine fixation in laminar-airflow operation theatres.",
    heroDescription: "Helping you move freely again, from fracture to joint replacement.",
  },
  {
    name: "Oncology",
    slug: "oncology",
    thumbnailImage: thumbnail("oncology"),
    overviewDescription:
      "Medical, surgical and radiation oncologists plan treatment together at a weekly tumour board for breast, head and neck, lung, gastrointestinal and blood cancers. " +
      "The centre offers day-care chemotherapy, targeted and immunotherapy, cancer surgery, and screening and counselling for families at risk.",
    heroDescription: "Cancer care planned by one team, close to home.",
  },
  {
    name: "Nephrology",
    slug: "nephrology",
    thumbnailImage: thumbnail("nephrology"),
    overviewDescription:
      "Nephrologists treat chronic kidney disease, acute kidney injury, kidney stones with metabolic causes, and kidney problems linked to diabetes and high blood pressure. " +
      "A 20-station haemodialysis unit, peritoneal dialysis training and a kidney transplant programme support patients at every stage.",
    heroDescription: "Kidney care and dialysis with a team that knows you.",
  },
  {
    name: "Urology",
    slug: "urology",
    thumbnailImage: thumbnail("urology"),
    overviewDescription:
      "Urologists treat kidney and ureteric stones, enlarged prostate, urinary incontinence, urinary tract infections and cancers of the kidney, bladder and prostate. " +
      "Procedures include laser stone removal (RIRS and PCNL), TURP and HoLEP for the prostate, and laparoscopic surgery.",
    heroDescription: "Modern, minimally invasive care for urinary and prostate problems.",
  },
  {
    name: "Gastroenterology",
    slug: "gastroenterology",
    thumbnailImage: thumbnail("gastroenterology"),
    overviewDescription:
      "Gastroenterologists diagnose and treat acid reflux, ulcers, irritable bowel syndrome, inflammatory bowel disease, pancreatitis and gastrointestinal bleeding. " +
      "The endoscopy suite offers gastroscopy, colonoscopy, ERCP and endoscopic ultrasound under sedation.",
    heroDescription: "Digestive health, from diagnosis to endoscopic treatment.",
  },
  {
    name: "Hepatology",
    slug: "hepatology",
    thumbnailImage: thumbnail("hepatology"),
    overviewDescription:
      "Hepatologists care for fatty liver disease, hepatitis B and C, cirrhosis and its complications, and liver problems in pregnancy. " +
      "FibroScan liver stiffness testing, variceal banding and assessment for liver transplantation are available in one clinic.",
    heroDescription: "Specialist care for a healthy liver.",
  },
  {
    name: "Pulmonology",
    slug: "pulmonology",
    thumbnailImage: thumbnail("pulmonology"),
    overviewDescription:
      "Pulmonologists treat asthma, COPD, pneumonia, tuberculosis, interstitial lung disease and breathing problems after COVID-19. " +
      "The department performs pulmonary function tests, bronchoscopy and EBUS, and runs a pulmonary rehabilitation programme.",
    heroDescription: "Breathe easier with care for every kind of lung condition.",
  },
  {
    name: "Endocrinology",
    slug: "endocrinology",
    thumbnailImage: thumbnail("endocrinology"),
    overviewDescription:
      "Endocrinologists manage type 1 and type 2 diabetes, thyroid disorders, obesity, osteoporosis, and pituitary and adrenal conditions. " +
      "Patients have access to continuous glucose monitoring, insulin pump initiation, diabetes education and foot-care screening.",
    heroDescription: "Diabetes, thyroid and hormone care that fits your daily life.",
  },
  {
    name: "Obstetrics & Gynaecology",
    slug: "obstetrics-gynaecology",
    thumbnailImage: thumbnail("obstetrics-gynaecology"),
    overviewDescription:
      "The department cares for women through pregnancy, childbirth and every stage of life, including high-risk pregnancy, infertility, PCOS, fibroids and menopause. " +
      "Mothers deliver in LDR suites with 24x7 obstetricians, anaesthetists and a level III NICU next door, and most gynaecological surgery is done laparoscopically.",
    heroDescription: "Caring for women and mothers at every stage of life.",
  },
  {
    name: "Paediatrics",
    slug: "paediatrics",
    thumbnailImage: thumbnail("paediatrics"),
    overviewDescription:
      "Paediatricians look after children from infancy to adolescence: fevers and infections, asthma and allergies, growth and development concerns, and vaccinations. " +
      "A child-friendly ward, a paediatric ICU and sub-specialists in paediatric cardiology and neurology are available in-house.",
    heroDescription: "Gentle, expert care for growing children.",
  },
  {
    name: "Neonatology",
    slug: "neonatology",
    thumbnailImage: thumbnail("neonatology"),
    overviewDescription:
      "Neonatologists care for newborns who arrive early, are small for their age, or need help with breathing, jaundice or infection. " +
      "The 24-cot level III NICU has ventilators, CPAP, phototherapy and round-the-clock neonatal nurses, and encourages kangaroo care by parents.",
    heroDescription: "Round-the-clock care for the smallest patients.",
  },
  {
    name: "Dermatology",
    slug: "dermatology",
    thumbnailImage: thumbnail("dermatology"),
    overviewDescription:
      "Dermatologists treat acne, eczema, psoriasis, vitiligo, fungal infections, hair loss and nail disorders in adults and children. " +
      "The clinic offers skin biopsies, phototherapy, cryotherapy and laser procedures.",
    heroDescription: "Healthy skin, hair and nails, treated with care.",
  },
  {
    name: "ENT (Ear, Nose & Throat)",
    slug: "ent",
    thumbnailImage: thumbnail("ent"),
    overviewDescription:
      "ENT surgeons treat sinusitis, tonsil and adenoid problems, ear infections, hearing loss, vertigo, voice disorders and snoring. " +
      "Facilities include endoscopic sinus surgery, microscopic ear surgery, audiometry and cochlear implant evaluation.",
    heroDescription: "Care for hearing, breathing and speaking.",
  },
  {
    name: "Ophthalmology",
    slug: "ophthalmology",
    thumbnailImage: thumbnail("ophthalmology"),
    overviewDescription:
      "Eye surgeons treat cataract, glaucoma, diabetic retinopathy, squint and dry eye, and fit spectacles and contact lenses. " +
      "The department performs phacoemulsification cataract surgery, retinal laser and intravitreal injections, with OCT scanning on site.",
    heroDescription: "Clear vision, cared for by eye specialists.",
  },
  {
    name: "Psychiatry",
    slug: "psychiatry",
    thumbnailImage: thumbnail("psychiatry"),
    overviewDescription:
      "Psychiatrists and clinical psychologists help with depression, anxiety, bipolar disorder, sleep problems, addiction and memory concerns in older adults. " +
      "Care includes confidential consultations, counselling and psychotherapy, de-addiction support and family sessions.",
    heroDescription: "Confidential support for mental health and wellbeing.",
  },
  {
    name: "General Surgery",
    slug: "general-surgery",
    thumbnailImage: thumbnail("general-surgery"),
    overviewDescription:
      "General surgeons operate on hernias, gallstones, appendicitis, piles and fistulae, thyroid swellings and breast lumps. " +
      "Most procedures are done laparoscopically or as day surgery, and an on-call surgical team covers emergencies day and night.",
    heroDescription: "Everyday surgery, done carefully and often as day care.",
  },
  {
    name: "Internal Medicine",
    slug: "internal-medicine",
    thumbnailImage: thumbnail("internal-medicine"),
    overviewDescription:
      "Physicians diagnose and manage fever, infections such as dengue and typhoid, diabetes, hypertension and illnesses that affect several organs at once. " +
      "The department also runs preventive health check-ups and adult vaccination, and coordinates care with other specialists.",
    heroDescription: "Your first stop for adult health concerns.",
  },
  {
    name: "Emergency Medicine",
    slug: "emergency-medicine",
    thumbnailImage: thumbnail("emergency-medicine"),
    overviewDescription:
      "The emergency department is staffed 24x7 by emergency physicians for heart attacks, strokes, accidents and injuries, poisoning and sudden illness. " +
      "Patients are triaged on arrival, with a resuscitation bay, point-of-care tests, CT close by and an ambulance service with trained paramedics.",
    heroDescription: "Open 24x7 for every emergency.",
  },
  {
    name: "Critical Care",
    slug: "critical-care",
    thumbnailImage: thumbnail("critical-care"),
    overviewDescription:
      "Intensivists care for critically ill patients with severe infections and sepsis, respiratory failure, multiple injuries and complications after major surgery. " +
      "The 40-bed ICU offers ventilation, continuous dialysis, invasive monitoring and a nurse-to-patient ratio of one to one or one to two.",
    heroDescription: "Intensive care, watched over every minute.",
  },
  {
    name: "Rheumatology",
    slug: "rheumatology",
    thumbnailImage: thumbnail("rheumatology"),
    overviewDescription: null,
    heroDescription: "Relief and long-term care for arthritis and autoimmune conditions.",
  },
  {
    name: "Physiotherapy & Rehabilitation",
    slug: "physiotherapy-rehabilitation",
    thumbnailImage: thumbnail("physiotherapy-rehabilitation"),
    overviewDescription:
      "Physiotherapists help patients recover after joint replacement, stroke, spine surgery and sports injuries, and manage back and neck pain. " +
      "The rehabilitation gym offers exercise therapy, electrotherapy, gait training and cardiac and pulmonary rehabilitation programmes.",
    heroDescription: "Regain strength, movement and independence.",
  },
  {
    name: "Dental Sciences",
    slug: "dental-sciences",
    thumbnailImage: thumbnail("dental-sciences"),
    overviewDescription:
      "Dentists provide check-ups, fillings, root canal treatment, extractions, crowns and bridges, dental implants and orthodontic braces. " +
      "Oral surgeons also treat facial injuries and wisdom tooth problems, with digital X-rays available in the clinic.",
    heroDescription: "Complete dental care for the whole family.",
  },
  {
    name: "Radiology & Imaging",
    slug: "radiology-imaging",
    thumbnailImage: thumbnail("radiology-imaging"),
    overviewDescription: null,
    heroDescription: null,
  },
  {
    name: "Sleep Medicine",
    slug: null,
    thumbnailImage: thumbnail("sleep-medicine"),
    overviewDescription:
      "Sleep specialists assess snoring, obstructive sleep apnoea, insomnia, restless legs and excessive daytime sleepiness. " +
      "The sleep lab performs overnight polysomnography and home sleep studies, and helps patients start and adjust CPAP therapy.",
    heroDescription: "Better nights for healthier days.",
  },
];
