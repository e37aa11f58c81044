import "server-only";

export interface SpecialityContentSeed {
  conditions: string[];
  procedures: string[];
  faqs: { q: string; a: string }[];
}

const BOOKING = "Book online or call the front desk; most OPD appointments are available within two working days.";

/** What each speciality page lists, keyed by speciality name (SPECIALITIES_SEED). */
export const SPECIALITY_CONTENT_SEED: Record<string, SpecialityContentSeed> = {
  Cardiology: {
    conditions: ["Coronary artery disease", "Heart attack", "Heart failure", "Arrhythmias and palpitations", "High blood pressure", "Heart valve disease"],
    procedures: ["Coronary angiography", "Angioplasty and stenting", "Pacemaker and ICD implantation", "Echocardiography", "Treadmill test (TMT)", "24-hour Holter monitoring"],
    faqs: [
      { q: "When should I see a cardiologist?", a: "See a cardiologist if you have chest discomfort on exertion, breathlessness, palpitations, fainting spells, or a family history of early heart disease. Chest pain at rest is an emergency: call the emergency line." },
      { q: "Is angiography painful?", a: "Angiography is done under local anaesthetic through the wrist or groin, so most patients feel only pressure. You are usually able to go home the same day or the next morning." },
      { q: "Do I need a referral to book?", a: `No referral is needed. ${BOOKING}` },
    ],
  },
  "Cardiothoracic Surgery": {
    conditions: ["Blocked coronary arteries", "Narrowed or leaking heart valves", "Congenital heart defects", "Aortic aneurysm", "Lung tumours"],
    procedures: ["Coronary artery bypass grafting (CABG)", "Beating-heart bypass surgery", "Heart valve repair and replacement", "Repair of holes in the heart (ASD/VSD)", "Video-assisted thoracic surgery (VATS)"],
    faqs: [
      { q: "How long is the hospital stay after bypass surgery?", a: "Most patients stay five to seven days, including two to three days in the cardiac surgical ICU. Your surgeon will explain the plan that fits your condition." },
      { q: "Will I need cardiac rehabilitation?", a: "Yes, a supervised cardiac rehabilitation programme is recommended after heart surgery to rebuild strength safely. It starts in hospital and continues as outpatient sessions." },
    ],
  },
  Neurology: {
    conditions: ["Stroke", "Epilepsy and seizures", "Migraine and headaches", "Parkinson's disease", "Multiple sclerosis", "Peripheral neuropathy"],
    procedures: ["Clot-dissolving treatment for stroke (thrombolysis)", "EEG and video EEG", "Nerve conduction studies and EMG", "Botulinum toxin injections", "Lumbar puncture"],
    faqs: [
      { q: "What are the warning signs of a stroke?", a: "Remember BE FAST: loss of balance, blurred eyesight, facial droop, arm weakness and slurred speech mean it is time to call the emergency line. Treatment works best within the first few hours." },
      { q: "Should I bring my old scans?", a: "Yes. Bring previous MRI or CT films and reports, EEG reports and a list of your current medicines to your first visit." },
    ],
  },
  Neurosurgery: {
    conditions: ["Brain tumours", "Slipped disc and sciatica", "Spinal cord compression", "Head and spine injuries", "Hydrocephalus", "Brain aneurysms"],
    procedures: ["Microscopic brain tumour surgery", "Endoscopic spine surgery", "Spinal fusion", "VP shunt placement", "Aneurysm clipping"],
    faqs: [
      { q: "Does every slipped disc need surgery?", a: "No. Most slipped discs improve with medicines, physiotherapy and time. Surgery is considered when pain persists, or when there is weakness or bladder trouble." },
      { q: "What is neuronavigation?", a: "It is a GPS-like system that shows the surgeon the exact position of instruments on your scans during surgery, helping to plan smaller and safer openings." },
    ],
  },
  Orthopaedics: {
    conditions: ["Knee and hip arthritis", "Fractures", "Sports injuries and ligament tears", "Back and neck pain", "Frozen shoulder", "Bone deformities in children"],
    procedures: ["Total knee replacement", "Total hip replacement", "Arthroscopic ACL reconstruction", "Shoulder arthroscopy", "Fracture fixation", "Spine fixation"],
    faqs: [
      { q: "How soon can I walk after a knee replacement?", a: "Most patients stand and take a few steps with support on the day after surgery. Physiotherapists guide you every day until you go home and through the following weeks." },
      { q: "Is knee replacement suitable at my age?", a: "Age alone does not decide it: pain, stiffness, X-ray findings and your general health do. Your surgeon will discuss the options, including treatment without surgery." },
    ],
  },
  Oncology: {
    conditions: ["Breast cancer", "Head and neck cancers", "Lung cancer", "Colorectal and stomach cancers", "Lymphoma and leukaemia", "Prostate cancer"],
    procedures: ["Day-care chemotherapy", "Targeted therapy and immunotherapy", "Cancer surgery", "Radiotherapy (IMRT, IGRT)", "Tumour board review", "Genetic counselling"],
    faqs: [
      { q: "What is a tumour board?", a: "It is a weekly meeting where medical, surgical and radiation oncologists, radiologists and pathologists review each new patient together and agree on a treatment plan." },
      { q: "Can I get a second opinion?", a: `Yes. Bring your reports, scan films and biopsy slides or blocks, and the team will review them. ${BOOKING}` },
      { q: "Is chemotherapy given as an inpatient?", a: "Most chemotherapy is given in the day-care unit, and you go home the same day." },
    ],
  },
  Nephrology: {
    conditions: ["Chronic kidney disease", "Acute kidney injury", "Kidney disease in diabetes", "Nephrotic syndrome", "Electrolyte disorders"],
    procedures: ["Haemodialysis", "Peritoneal dialysis training", "Kidney biopsy", "Dialysis catheter and fistula planning", "Kidney transplant work-up"],
    faqs: [
      { q: "Can I book dialysis sessions as a visiting patient?", a: "Yes. Call the dialysis unit with your latest reports and prescription a few days ahead so that a slot can be arranged." },
      { q: "Which tests check kidney health?", a: "Blood creatinine with eGFR and a urine albumin test are the usual first tests. They are part of most health check packages." },
    ],
  },
  Urology: {
    conditions: ["Kidney and ureteric stones", "Enlarged prostate", "Urinary incontinence", "Urinary tract infections", "Kidney, bladder and prostate cancers"],
    procedures: ["Retrograde intrarenal surgery (RIRS)", "Percutaneous nephrolithotomy (PCNL)", "HoLEP and TURP", "Cystoscopy", "Laparoscopic urological surgery"],
    faqs: [
      { q: "Do all kidney stones need surgery?", a: "No. Small stones often pass with medicines and plenty of fluids. Larger or blocking stones may need laser treatment, which your urologist will discuss." },
      { q: "How long is the stay after laser stone surgery?", a: "Most patients go home within 24 hours." },
    ],
  },
  Gastroenterology: {
    conditions: ["Acid reflux and ulcers", "Irritable bowel syndrome", "Inflammatory bowel disease", "Pancreatitis", "Gastrointestinal bleeding", "Swallowing difficulty"],
    procedures: ["Gastroscopy", "Colonoscopy", "ERCP", "Endoscopic ultrasound (EUS)", "Polyp removal", "Variceal banding"],
    faqs: [
      { q: "How do I prepare for a colonoscopy?", a: "You will follow a light diet the day before and drink a bowel preparation solution. The endoscopy team gives written instructions when you book." },
      { q: "Is endoscopy done under sedation?", a: "Yes, sedation is offered for most procedures. Please come with an adult who can take you home." },
    ],
  },
  Hepatology: {
    conditions: ["Fatty liver disease", "Hepatitis B and C", "Cirrhosis", "Liver disease in pregnancy", "Alcohol-related liver disease"],
    procedures: ["FibroScan liver stiffness test", "Variceal banding", "Liver biopsy", "Ascitic tap", "Liver transplant assessment"],
    faqs: [
      { q: "What is a FibroScan?", a: "It is a painless ultrasound-based test that measures liver stiffness and fat, taking about ten minutes. Come fasting for three hours." },
      { q: "Can fatty liver be reversed?", a: "In many people fatty liver improves with weight loss, regular exercise and avoiding alcohol. Your hepatologist will suggest a plan and follow-up tests." },
    ],
  },
  Pulmonology: {
    conditions: ["Asthma", "COPD", "Pneumonia", "Tuberculosis", "Interstitial lung disease", "Breathlessness after COVID-19"],
    procedures: ["Pulmonary function tests", "Bronchoscopy", "EBUS-guided biopsy", "Pleural tap and biopsy", "Pulmonary rehabilitation"],
    faqs: [
      { q: "What is a pulmonary function test?", a: "You breathe into a mouthpiece in a set pattern so that the team can measure how well your lungs move air. It takes about twenty minutes." },
      { q: "Should I stop my inhalers before the test?", a: "Your doctor may ask you to pause some inhalers for a few hours before the test. Follow the instructions given when you book." },
    ],
  },
  Endocrinology: {
    conditions: ["Type 1 and type 2 diabetes", "Thyroid disorders", "Obesity", "Osteoporosis", "Polycystic ovary syndrome (PCOS)", "Pituitary and adrenal disorders"],
    procedures: ["Continuous glucose monitoring", "Insulin pump initiation", "Thyroid ultrasound and fine-needle biopsy", "Bone density (DEXA) scan", "Diabetic foot screening"],
    faqs: [
      { q: "Should I come fasting?", a: "For a diabetes or thyroid review, come after an overnight fast if blood tests are planned, and bring your glucose records and medicines." },
      { q: "Do you offer diabetes education?", a: "Yes. Certified diabetes educators and dietitians run individual sessions on diet, insulin technique and foot care." },
    ],
  },
  "Obstetrics & Gynaecology": {
    conditions: ["Normal and high-risk pregnancy", "Infertility", "PCOS", "Fibroids and endometriosis", "Heavy or painful periods", "Menopause symptoms"],
    procedures: ["Antenatal care and birth in LDR suites", "Caesarean section", "Laparoscopic hysterectomy and myomectomy", "Hysteroscopy", "IUI and IVF", "Cervical cancer screening"],
    faqs: [
      { q: "Can my partner stay with me during labour?", a: "Yes. Each labour, delivery and recovery (LDR) suite has room for one birth companion." },
      { q: "Is there a NICU if my baby needs it?", a: "Yes. A level III neonatal ICU is next to the birthing suites, with neonatologists available round the clock." },
      { q: "When should I book my first antenatal visit?", a: "Book as soon as your pregnancy test is positive, ideally before ten weeks, so that early scans and tests can be planned." },
    ],
  },
  Paediatrics: {
    conditions: ["Fever and infections", "Asthma and allergies", "Growth and developmental concerns", "Childhood epilepsy", "Nutrition problems"],
    procedures: ["Vaccination", "Developmental assessment", "Allergy testing", "Paediatric ICU care", "Nebulisation"],
    faqs: [
      { q: "Do you follow the IAP vaccination schedule?", a: "Yes. The vaccination clinic follows the Indian Academy of Pediatrics schedule and keeps a record for every child." },
      { q: "Is a paediatrician available at night?", a: "A paediatrician is on duty round the clock for emergencies and admitted children." },
    ],
  },
  Neonatology: {
    conditions: ["Premature birth", "Low birth weight", "Newborn jaundice", "Breathing difficulty at birth", "Newborn infections"],
    procedures: ["Ventilation and CPAP", "Phototherapy", "Newborn hearing and eye screening", "Kangaroo mother care", "Follow-up clinic for NICU graduates"],
    faqs: [
      { q: "Can parents visit the NICU?", a: "Parents can be with their baby at any time, and are encouraged to take part in kangaroo care and feeding." },
      { q: "What happens after my baby goes home?", a: "Babies who needed NICU care are seen in a follow-up clinic that checks growth, hearing, vision and development." },
    ],
  },
  Dermatology: {
    conditions: ["Acne", "Eczema", "Psoriasis", "Vitiligo", "Hair loss", "Fungal infections"],
    procedures: ["Skin biopsy", "Phototherapy (NB-UVB)", "Chemical peels", "Cryotherapy", "Laser treatments"],
    faqs: [
      { q: "How many sessions does phototherapy need?", a: "Phototherapy is usually given two to three times a week over several weeks. Your dermatologist will tailor the plan." },
      { q: "Do you treat children?", a: "Yes, dermatologists see children and adults." },
    ],
  },
  "ENT (Ear, Nose & Throat)": {
    conditions: ["Sinusitis", "Tonsil and adenoid problems", "Ear infections", "Hearing loss", "Vertigo", "Snoring and voice disorders"],
    procedures: ["Functional endoscopic sinus surgery", "Tonsillectomy", "Ear drum repair (tympanoplasty)", "Audiometry", "Cochlear implant evaluation"],
    faqs: [
      { q: "Is a hearing test painful?", a: "No. You listen to tones through headphones and press a button when you hear them. It takes about thirty minutes." },
      { q: "When is tonsil surgery advised?", a: "It is usually considered after repeated tonsil infections in a year or when enlarged tonsils block breathing during sleep." },
    ],
  },
  Ophthalmology: {
    conditions: ["Cataract", "Glaucoma", "Diabetic retinopathy", "Squint", "Dry eye", "Refractive errors"],
    procedures: ["Phacoemulsification cataract surgery", "Retinal laser", "Intravitreal injections", "OCT scanning", "Spectacle and contact lens fitting"],
    faqs: [
      { q: "How long does cataract surgery take?", a: "The operation itself takes fifteen to twenty minutes under local anaesthetic, and you go home the same day." },
      { q: "Should I bring someone to my eye check-up?", a: "Yes, if dilating drops are planned, as your vision may be blurred for a few hours." },
    ],
  },
  Psychiatry: {
    conditions: ["Depression", "Anxiety and panic", "Bipolar disorder", "Addiction", "Sleep problems", "Memory concerns in older adults"],
    procedures: ["Confidential consultation", "Cognitive behavioural therapy", "De-addiction programme", "Family counselling", "Memory assessment"],
    faqs: [
      { q: "Is my consultation confidential?", a: "Yes. What you discuss is kept confidential and your records are shared only with your consent, except where the law requires otherwise." },
      { q: "Can a family member book for me?", a: "A family member can book the appointment, and you may bring them to the consultation if you wish." },
    ],
  },
  "General Surgery": {
    conditions: ["Hernia", "Gallstones", "Appendicitis", "Piles and fistula", "Thyroid swellings", "Breast lumps"],
    procedures: ["Laparoscopic hernia repair", "Laparoscopic cholecystectomy", "Appendicectomy", "Laser surgery for piles", "Thyroidectomy"],
    faqs: [
      { q: "Can I go home the same day after hernia surgery?", a: "Many hernia and gallbladder operations are done as day care, and most patients go home the same day or the next morning." },
      { q: "Do I need tests before surgery?", a: "Yes. A pre-anaesthesia check with blood tests and an ECG is arranged before planned surgery." },
    ],
  },
  "Internal Medicine": {
    conditions: ["Fever and infections (dengue, typhoid, malaria)", "Diabetes", "High blood pressure", "Thyroid problems", "Illness affecting several organs"],
    procedures: ["Comprehensive consultation", "Preventive health check-ups", "Adult vaccination", "Day-care infusions", "Coordinated care with specialists"],
    faqs: [
      { q: "Which doctor should I see if I am not sure?", a: "Start with an internal medicine physician. They will examine you, arrange tests and refer you to a specialist if needed." },
      { q: "Do you offer adult vaccines?", a: "Yes: influenza, pneumococcal, hepatitis B, HPV and travel vaccines are available on prescription." },
    ],
  },
  "Emergency Medicine": {
    conditions: ["Chest pain and heart attack", "Stroke", "Road traffic injuries", "Poisoning and bites", "Breathing difficulty", "High fever with drowsiness"],
    procedures: ["Triage on arrival", "Resuscitation", "Point-of-care tests", "Emergency CT", "Ambulance with paramedics"],
    faqs: [
      { q: "Do I need an appointment for the emergency department?", a: "No. The emergency department is open 24x7. Call the emergency line for an ambulance or come straight in." },
      { q: "Who is seen first?", a: "Patients are seen in order of medical urgency, decided at triage, not in order of arrival." },
    ],
  },
  "Critical Care": {
    conditions: ["Sepsis", "Respiratory failure", "Multiple injuries", "Complications after major surgery", "Severe poisoning"],
    procedures: ["Mechanical ventilation", "Continuous dialysis (CRRT)", "Invasive monitoring", "Bedside ultrasound", "Early mobilisation"],
    faqs: [
      { q: "What are the ICU visiting hours?", a: "ICU visiting is from 11:00 to 13:00 and from 16:00 to 18:00, with two visitors per patient." },
      { q: "How will I get updates about my relative?", a: "The ICU team meets families every day to explain progress and plans; please name one family member as the main contact." },
    ],
  },
  Rheumatology: {
    conditions: ["Rheumatoid arthritis", "Lupus (SLE)", "Gout", "Ankylosing spondylitis", "Osteoarthritis", "Vasculitis"],
    procedures: ["Joint injection", "Biologic infusions", "Musculoskeletal ultrasound", "Autoimmune blood panels"],
    faqs: [
      { q: "When should I see a rheumatologist?", a: "See one if you have joint pain with swelling or morning stiffness lasting more than half an hour, or unexplained rashes, fevers and fatigue." },
      { q: "Are biologic infusions given as day care?", a: "Yes, they are given in the day-care unit with monitoring, and you go home the same day." },
    ],
  },
  "Physiotherapy & Rehabilitation": {
    conditions: ["Recovery after joint replacement", "Stroke", "Back and neck pain", "Sports injuries", "Recovery after heart or lung illness"],
    procedures: ["Exercise therapy", "Electrotherapy", "Gait training", "Cardiac rehabilitation", "Pulmonary rehabilitation"],
    faqs: [
      { q: "How many physiotherapy sessions will I need?", a: "It depends on your condition; your therapist will assess you and agree goals and a number of sessions with you." },
      { q: "What should I wear?", a: "Wear loose, comfortable clothes and flat shoes." },
    ],
  },
  "Dental Sciences": {
    conditions: ["Tooth decay", "Gum disease", "Misaligned teeth", "Wisdom tooth problems", "Missing teeth", "Facial injuries"],
    procedures: ["Root canal treatment", "Dental implants", "Braces and clear aligners", "Crowns and bridges", "Wisdom tooth removal", "Digital dental X-rays"],
    faqs: [
      { q: "How often should I have a dental check-up?", a: "Every six months for most people, or as advised by your dentist." },
      { q: "Is root canal treatment painful?", a: "It is done under local anaesthetic, so most patients feel little discomfort; mild soreness for a day or two afterwards is common." },
    ],
  },
  "Radiology & Imaging": {
    conditions: ["Imaging for injuries and fractures", "Brain and spine disorders", "Abdominal pain", "Breast lumps", "Pregnancy monitoring"],
    procedures: ["3 Tesla MRI", "128-slice CT", "Ultrasound and Doppler", "Digital mammography", "Image-guided biopsy", "Digital X-ray"],
    faqs: [
      { q: "How do I prepare for an MRI?", a: "Remove metal objects and tell the team about any implants, pacemaker or pregnancy. Some scans need fasting for four hours; you will be told when you book." },
      { q: "When will I get my report?", a: "Most reports are ready within 24 hours; urgent scans are reported sooner." },
    ],
  },
  "Sleep Medicine": {
    conditions: ["Snoring", "Obstructive sleep apnoea", "Insomnia", "Restless legs syndrome", "Excessive daytime sleepiness"],
    procedures: ["Overnight polysomnography", "Home sleep study", "CPAP titration", "Sleep hygiene counselling"],
    faqs: [
      { q: "What happens during a sleep study?", a: "You sleep overnight in a private room while sensors record breathing, oxygen, heart rhythm and brain activity. Nothing is painful." },
      { q: "Can I do the study at home?", a: "A home sleep study is suitable for many people with suspected sleep apnoea; your doctor will advise which test fits you." },
    ],
  },
};
