import "server-only";
import type { DoctorLanguage } from "@/lib/contracts/doctor-filters";

/** The demo hospital's consultants. The rows the seed writes are built by `doctorSeedRows`. */
export interface DoctorSeed {
  name: string;
  gender: "male" | "female";
  /** Speciality names (Sleep Medicine has no slug); the first is the doctor's main one. */
  specialities: string[];
  designation: string;
  qualifications: string[];
  experienceYears: number;
  languages: DoctorLanguage[];
  feeRupees: number;
  /** "special interest in ..." */
  focus: string;
  /** One sentence on training, without the final full stop. */
  training: string;
  /** Index into OPD_PATTERNS. */
  opd: number;
  featured?: boolean;
  /** Dentists register with the state dental council instead of the medical council. */
  council?: "MMC" | "MSDC";
}

/**
 * Weekly OPD patterns: "days@HH:MM-HH:MM" groups separated by ";", ISO days (1 = Monday).
 * Times are the hospital's local wall-clock time.
 */
export const OPD_PATTERNS = [
  "1,3,5@09:30-13:30",
  "2,4,6@10:00-14:00",
  "1,2,3,4,5@17:00-20:00",
  "1,4@11:00-14:00;6@09:00-12:00",
  "1,2,3,4,5,6@09:00-12:00",
  "2,5@16:00-19:00;3@10:00-13:00",
  "1,3,5@14:00-17:00;6@10:00-12:30",
  "2,4@09:00-13:00;2,4@17:00-19:00",
  // The emergency department's follow-up clinic: every day, 8 am to 8 pm.
  "1,2,3,4,5,6,7@08:00-20:00",
] as const;

const M = "male" as const;
const F = "female" as const;
const MBBS_MD = ["MBBS", "MD (Medicine)"];

export const DOCTORS_SEED: DoctorSeed[] = [
  // Cardiology
  { name: "Ananya Kulkarni", gender: F, specialities: ["Cardiology"], designation: "Senior Consultant", qualifications: [...MBBS_MD, "DM (Cardiology)"], experienceYears: 18, languages: ["English", "Hindi", "Marathi"], feeRupees: 1200, focus: "complex coronary angioplasty and heart disease in women", training: "She trained at Seth GS Medical College and KEM Hospital, Mumbai, and completed a fellowship in interventional cardiology in Singapore", opd: 0, featured: true },
  { name: "Rajesh Iyer", gender: M, specialities: ["Cardiology"], designation: "Director", qualifications: [...MBBS_MD, "DM (Cardiology)", "FACC"], experienceYears: 27, languages: ["English", "Hindi", "Tamil", "Marathi"], feeRupees: 1500, focus: "heart failure and structural heart disease", training: "He trained at Madras Medical College and the All India Institute of Medical Sciences, New Delhi", opd: 3, featured: true },
  { name: "Farah Siddiqui", gender: F, specialities: ["Cardiology"], designation: "Consultant", qualifications: [...MBBS_MD, "DNB (Cardiology)"], experienceYears: 9, languages: ["English", "Hindi", "Urdu"], feeRupees: 900, focus: "echocardiography, high blood pressure and preventive cardiology", training: "She completed her DNB at the Narayana Institute of Cardiac Sciences, Bengaluru", opd: 2 },
  { name: "Vikram Deshmukh", gender: M, specialities: ["Cardiology"], designation: "Consultant", qualifications: [...MBBS_MD, "DM (Cardiology)"], experienceYears: 12, languages: ["English", "Hindi", "Marathi"], feeRupees: 1100, focus: "heart rhythm disorders, pacemakers and catheter ablation", training: "He trained at B. J. Government Medical College, Pune, and PGIMER, Chandigarh", opd: 1 },
  // Cardiothoracic Surgery
  { name: "Sandeep Malhotra", gender: M, specialities: ["Cardiothoracic Surgery"], designation: "Senior Consultant", qualifications: ["MBBS", "MS (General Surgery)", "MCh (Cardiothoracic & Vascular Surgery)"], experienceYears: 22, languages: ["English", "Hindi", "Punjabi"], feeRupees: 1500, focus: "beating-heart bypass surgery and heart valve repair", training: "He trained at the All India Institute of Medical Sciences, New Delhi, and spent two years in cardiac surgery at a teaching hospital in Melbourne", opd: 5 },
  { name: "Kavya Reddy", gender: F, specialities: ["Cardiothoracic Surgery"], designation: "Consultant", qualifications: ["MBBS", "MS (General Surgery)", "MCh (Cardiothoracic & Vascular Surgery)"], experienceYears: 10, languages: ["English", "Hindi", "Telugu"], feeRupees: 1200, focus: "congenital heart surgery and minimally invasive valve surgery", training: "She completed her MCh at the Nizam's Institute of Medical Sciences, Hyderabad", opd: 6 },
  // Neurology
  { name: "Meera Joshi", gender: F, specialities: ["Neurology"], designation: "Senior Consultant", qualifications: [...MBBS_MD, "DM (Neurology)"], experienceYears: 20, languages: ["English", "Hindi", "Marathi"], feeRupees: 1200, focus: "stroke, epilepsy and headache disorders", training: "She trained at KEM Hospital, Mumbai, and NIMHANS, Bengaluru", opd: 0, featured: true },
  { name: "Arjun Nair", gender: M, specialities: ["Neurology"], designation: "Consultant", qualifications: [...MBBS_MD, "DM (Neurology)"], experienceYears: 11, languages: ["English", "Hindi", "Malayalam"], feeRupees: 1000, focus: "Parkinson's disease and other movement disorders", training: "He completed his DM at the Sree Chitra Tirunal Institute, Thiruvananthapuram", opd: 1 },
  { name: "Nikhil Bhide", gender: M, specialities: ["Neurology"], designation: "Associate Consultant", qualifications: [...MBBS_MD, "DM (Neurology)"], experienceYears: 6, languages: ["English", "Hindi", "Marathi"], feeRupees: 800, focus: "epilepsy, EEG and nerve conduction studies", training: "He trained at B. J. Government Medical College, Pune, and the Institute of Neurosciences, Kolkata", opd: 2 },
  // Neurosurgery
  { name: "Aditya Rao", gender: M, specialities: ["Neurosurgery"], designation: "Senior Consultant", qualifications: ["MBBS", "MS (General Surgery)", "MCh (Neurosurgery)"], experienceYears: 19, languages: ["English", "Hindi", "Kannada"], feeRupees: 1500, focus: "brain tumour surgery and endoscopic spine surgery", training: "He trained at NIMHANS, Bengaluru, and completed a fellowship in skull-base surgery in Germany", opd: 3 },
  { name: "Shalini Menon", gender: F, specialities: ["Neurosurgery"], designation: "Consultant", qualifications: ["MBBS", "MCh (Neurosurgery)"], experienceYears: 9, languages: ["English", "Hindi", "Malayalam", "Tamil"], feeRupees: 1200, focus: "paediatric neurosurgery and hydrocephalus", training: "She completed her five-year MCh programme at the Christian Medical College, Vellore", opd: 5 },
  // Orthopaedics
  { name: "Rohan Patil", gender: M, specialities: ["Orthopaedics"], designation: "Senior Consultant", qualifications: ["MBBS", "MS (Orthopaedics)", "Fellowship in Arthroplasty (UK)"], experienceYears: 21, languages: ["English", "Hindi", "Marathi"], feeRupees: 1200, focus: "knee and hip replacement, including revision surgery", training: "He trained at Grant Medical College, Mumbai, and completed an arthroplasty fellowship in Leeds", opd: 4, featured: true },
  { name: "Sneha Deshpande", gender: F, specialities: ["Orthopaedics"], designation: "Consultant", qualifications: ["MBBS", "DNB (Orthopaedics)", "Fellowship in Arthroscopy"], experienceYears: 10, languages: ["English", "Hindi", "Marathi"], feeRupees: 1000, focus: "ligament injuries of the knee and shoulder in athletes", training: "She completed her DNB in Pune and an arthroscopy fellowship in Seoul", opd: 6 },
  { name: "Harpreet Singh Sandhu", gender: M, specialities: ["Orthopaedics"], designation: "Consultant", qualifications: ["MBBS", "MS (Orthopaedics)", "Fellowship in Spine Surgery"], experienceYears: 14, languages: ["English", "Hindi", "Punjabi"], feeRupees: 1100, focus: "slipped discs, spinal stenosis and spine fractures", training: "He trained at PGIMER, Chandigarh, and completed a spine surgery fellowship in Mumbai", opd: 7 },
  { name: "Ayesha Shaikh", gender: F, specialities: ["Orthopaedics"], designation: "Consultant", qualifications: ["MBBS", "MS (Orthopaedics)"], experienceYears: 8, languages: ["English", "Hindi", "Urdu", "Marathi"], feeRupees: 900, focus: "clubfoot, limb deformities and fractures in children", training: "She trained at Seth GS Medical College and KEM Hospital, Mumbai", opd: 1 },
  // Oncology
  { name: "Suresh Krishnan", gender: M, specialities: ["Oncology"], designation: "Director", qualifications: [...MBBS_MD, "DM (Medical Oncology)"], experienceYears: 24, languages: ["English", "Hindi", "Tamil"], feeRupees: 1500, focus: "breast, lung and gastrointestinal cancers and immunotherapy", training: "He trained at the Tata Memorial Hospital, Mumbai, and the Cancer Institute (WIA), Adyar, Chennai", opd: 0, featured: true },
  { name: "Priyanka Banerjee", gender: F, specialities: ["Oncology"], designation: "Consultant", qualifications: ["MBBS", "MS (General Surgery)", "MCh (Surgical Oncology)"], experienceYears: 12, languages: ["English", "Hindi", "Bengali"], feeRupees: 1200, focus: "breast-conserving surgery and head and neck cancer surgery", training: "She completed her MCh at the Tata Memorial Hospital, Mumbai", opd: 3 },
  { name: "Imran Ansari", gender: M, specialities: ["Oncology"], designation: "Consultant", qualifications: ["MBBS", "MD (Radiation Oncology)"], experienceYears: 13, languages: ["English", "Hindi", "Urdu"], feeRupees: 1000, focus: "precision radiotherapy (IMRT and IGRT) for head and neck and prostate cancers", training: "He trained at the Kidwai Memorial Institute of Oncology, Bengaluru", opd: 4 },
  // Nephrology
  { name: "Lakshmi Pillai", gender: F, specialities: ["Nephrology"], designation: "Senior Consultant", qualifications: [...MBBS_MD, "DM (Nephrology)"], experienceYears: 17, languages: ["English", "Hindi", "Malayalam", "Tamil"], feeRupees: 1100, focus: "chronic kidney disease, dialysis and kidney transplant care", training: "She trained at the Christian Medical College, Vellore", opd: 1 },
  { name: "Kunal Mehta", gender: M, specialities: ["Nephrology"], designation: "Consultant", qualifications: [...MBBS_MD, "DNB (Nephrology)"], experienceYears: 8, languages: ["English", "Hindi", "Gujarati"], feeRupees: 900, focus: "kidney disease caused by diabetes and high blood pressure", training: "He completed his DNB at the Institute of Kidney Diseases and Research Centre, Ahmedabad", opd: 2 },
  { name: "Harish Lalwani", gender: M, specialities: ["Nephrology"], designation: "Consultant", qualifications: [...MBBS_MD, "DM (Nephrology)"], experienceYears: 14, languages: ["English", "Hindi", "Sindhi", "Marathi"], feeRupees: 1000, focus: "dialysis access, peritoneal dialysis and follow-up after transplant", training: "He trained at Seth GS Medical College and KEM Hospital, Mumbai", opd: 5 },
  // Urology
  { name: "Anil Gokhale", gender: M, specialities: ["Urology"], designation: "Senior Consultant", qualifications: ["MBBS", "MS (General Surgery)", "MCh (Urology)"], experienceYears: 23, languages: ["English", "Hindi", "Marathi"], feeRupees: 1200, focus: "laser treatment of kidney stones and the enlarged prostate", training: "He trained at B. J. Government Medical College, Pune, and the Muljibhai Patel Urological Hospital, Nadiad", opd: 6 },
  { name: "Ritu Verma", gender: F, specialities: ["Urology"], designation: "Consultant", qualifications: ["MBBS", "MS (General Surgery)", "DNB (Urology)"], experienceYears: 9, languages: ["English", "Hindi"], feeRupees: 1000, focus: "female urology, incontinence and recurrent urinary infections", training: "She completed her DNB at Sir Ganga Ram Hospital, New Delhi", opd: 3 },
  // Gastroenterology and hepatology
  { name: "Siddharth Apte", gender: M, specialities: ["Gastroenterology"], designation: "Senior Consultant", qualifications: [...MBBS_MD, "DM (Gastroenterology)"], experienceYears: 19, languages: ["English", "Hindi", "Marathi"], feeRupees: 1200, focus: "therapeutic endoscopy, ERCP and endoscopic ultrasound", training: "He trained at KEM Hospital, Mumbai, and the Asian Institute of Gastroenterology, Hyderabad", opd: 4 },
  { name: "Neha Kapoor", gender: F, specialities: ["Gastroenterology"], designation: "Consultant", qualifications: [...MBBS_MD, "DM (Gastroenterology)"], experienceYears: 10, languages: ["English", "Hindi", "Punjabi"], feeRupees: 1000, focus: "inflammatory bowel disease and irritable bowel syndrome", training: "She completed her DM at SGPGI, Lucknow", opd: 5 },
  { name: "Joseph Fernandes", gender: M, specialities: ["Gastroenterology", "Hepatology"], designation: "Consultant", qualifications: [...MBBS_MD, "DM (Gastroenterology)"], experienceYears: 15, languages: ["English", "Hindi", "Konkani", "Marathi"], feeRupees: 1100, focus: "fatty liver disease and pancreatitis", training: "He trained at Goa Medical College and the Institute of Liver and Biliary Sciences, New Delhi", opd: 0 },
  { name: "Radhika Hegde", gender: F, specialities: ["Hepatology"], designation: "Consultant", qualifications: [...MBBS_MD, "DM (Hepatology)"], experienceYears: 11, languages: ["English", "Hindi", "Kannada"], feeRupees: 1100, focus: "viral hepatitis, cirrhosis and liver disease in pregnancy", training: "She completed her DM at the Institute of Liver and Biliary Sciences, New Delhi", opd: 1 },
  // Pulmonology and sleep medicine
  { name: "Manoj Kale", gender: M, specialities: ["Pulmonology", "Sleep Medicine"], designation: "Senior Consultant", qualifications: ["MBBS", "MD (Respiratory Medicine)", "Fellowship in Sleep Medicine"], experienceYears: 18, languages: ["English", "Hindi", "Marathi"], feeRupees: 1000, focus: "asthma, COPD and obstructive sleep apnoea", training: "He trained at B. J. Government Medical College, Pune, and completed a sleep medicine fellowship in Sydney", opd: 2 },
  { name: "Tanvi Shah", gender: F, specialities: ["Pulmonology"], designation: "Consultant", qualifications: ["MBBS", "MD (Pulmonary Medicine)", "DNB (Respiratory Diseases)"], experienceYears: 8, languages: ["English", "Hindi", "Gujarati"], feeRupees: 900, focus: "interstitial lung disease, bronchoscopy and recovery after COVID-19", training: "She trained at B. J. Medical College, Ahmedabad", opd: 6 },
  { name: "Alisha D'Souza", gender: F, specialities: ["Sleep Medicine", "Pulmonology"], designation: "Consultant", qualifications: ["MBBS", "MD (Respiratory Medicine)", "Fellowship in Sleep Medicine"], experienceYears: 8, languages: ["English", "Hindi", "Konkani"], feeRupees: 900, focus: "sleep apnoea, insomnia and starting CPAP therapy", training: "She completed a sleep medicine fellowship in Singapore after her MD in Mangaluru", opd: 5 },
  // Endocrinology
  { name: "Pooja Chauhan", gender: F, specialities: ["Endocrinology"], designation: "Consultant", qualifications: [...MBBS_MD, "DM (Endocrinology)"], experienceYears: 12, languages: ["English", "Hindi"], feeRupees: 1000, focus: "type 1 diabetes, insulin pumps and thyroid disorders", training: "She completed her DM at the All India Institute of Medical Sciences, New Delhi", opd: 7 },
  { name: "Rahul Saxena", gender: M, specialities: ["Endocrinology"], designation: "Senior Consultant", qualifications: [...MBBS_MD, "DM (Endocrinology)"], experienceYears: 20, languages: ["English", "Hindi", "Marathi"], feeRupees: 1200, focus: "type 2 diabetes, obesity and osteoporosis", training: "He trained at Seth GS Medical College and KEM Hospital, Mumbai", opd: 0 },
  // Obstetrics & Gynaecology
  { name: "Shweta Gupta", gender: F, specialities: ["Obstetrics & Gynaecology"], designation: "Director", qualifications: ["MBBS", "MS (Obstetrics & Gynaecology)", "FRCOG"], experienceYears: 26, languages: ["English", "Hindi"], feeRupees: 1500, focus: "high-risk pregnancy and recurrent miscarriage", training: "She trained at Lady Hardinge Medical College, New Delhi, and worked for six years in the NHS in London", opd: 4, featured: true },
  { name: "Aparna Jadhav", gender: F, specialities: ["Obstetrics & Gynaecology"], designation: "Senior Consultant", qualifications: ["MBBS", "MD (Obstetrics & Gynaecology)", "Fellowship in Reproductive Medicine"], experienceYears: 16, languages: ["English", "Hindi", "Marathi"], feeRupees: 1200, focus: "infertility, PCOS and IVF", training: "She trained at B. J. Government Medical College, Pune", opd: 1 },
  { name: "Nandini Rao", gender: F, specialities: ["Obstetrics & Gynaecology"], designation: "Consultant", qualifications: ["MBBS", "DGO", "DNB (Obstetrics & Gynaecology)"], experienceYears: 10, languages: ["English", "Hindi", "Kannada", "Telugu"], feeRupees: 1000, focus: "laparoscopic surgery for fibroids and endometriosis", training: "She completed a fellowship in minimal access gynaecology in Kiel, Germany", opd: 3 },
  { name: "Amit Sharma", gender: M, specialities: ["Obstetrics & Gynaecology"], designation: "Consultant", qualifications: ["MBBS", "MS (Obstetrics & Gynaecology)"], experienceYears: 13, languages: ["English", "Hindi"], feeRupees: 1000, focus: "vaginal birth after a previous caesarean and menopause care", training: "He trained at Maulana Azad Medical College, New Delhi", opd: 2 },
  // Paediatrics and neonatology
  { name: "Sunita Desai", gender: F, specialities: ["Paediatrics"], designation: "Senior Consultant", qualifications: ["MBBS", "MD (Paediatrics)"], experienceYears: 22, languages: ["English", "Hindi", "Gujarati", "Marathi"], feeRupees: 900, focus: "childhood asthma, allergies and growth concerns", training: "She trained at B. J. Medical College, Ahmedabad, and the Bai Jerbai Wadia Hospital for Children, Mumbai", opd: 4, featured: true },
  { name: "Abhishek Pawar", gender: M, specialities: ["Paediatrics", "Neonatology"], designation: "Consultant", qualifications: ["MBBS", "MD (Paediatrics)", "Fellowship in Neonatology"], experienceYears: 12, languages: ["English", "Hindi", "Marathi"], feeRupees: 900, focus: "newborn care and following up premature babies after the NICU", training: "He trained at the Armed Forces Medical College, Pune", opd: 2 },
  { name: "Gayatri Bose", gender: F, specialities: ["Paediatrics"], designation: "Consultant", qualifications: ["MBBS", "MD (Paediatrics)", "Fellowship in Paediatric Neurology"], experienceYears: 9, languages: ["English", "Hindi", "Bengali"], feeRupees: 1000, focus: "epilepsy and developmental delay in children", training: "She trained at the Institute of Post Graduate Medical Education and Research, Kolkata", opd: 6 },
  { name: "Rachel Mathew", gender: F, specialities: ["Neonatology"], designation: "Consultant", qualifications: ["MBBS", "MD (Paediatrics)", "DM (Neonatology)"], experienceYears: 11, languages: ["English", "Hindi", "Malayalam"], feeRupees: 1000, focus: "care of extremely premature and critically ill newborns", training: "She completed her DM at PGIMER, Chandigarh", opd: 0 },
  // Dermatology
  { name: "Nisha Agarwal", gender: F, specialities: ["Dermatology"], designation: "Consultant", qualifications: ["MBBS", "MD (Dermatology, Venereology & Leprosy)"], experienceYears: 10, languages: ["English", "Hindi"], feeRupees: 900, focus: "acne, pigmentation and vitiligo", training: "She trained at Seth GS Medical College and KEM Hospital, Mumbai", opd: 5 },
  { name: "Varun Chatterjee", gender: M, specialities: ["Dermatology"], designation: "Senior Consultant", qualifications: ["MBBS", "MD (Dermatology, Venereology & Leprosy)", "DNB (Dermatology)"], experienceYears: 18, languages: ["English", "Hindi", "Bengali"], feeRupees: 1000, focus: "psoriasis, eczema and hair loss", training: "He trained at the Calcutta School of Tropical Medicine, Kolkata", opd: 3 },
  // ENT
  { name: "Prakash Shetty", gender: M, specialities: ["ENT (Ear, Nose & Throat)"], designation: "Senior Consultant", qualifications: ["MBBS", "MS (ENT)"], experienceYears: 21, languages: ["English", "Hindi", "Kannada", "Konkani"], feeRupees: 1000, focus: "endoscopic sinus surgery and cochlear implants", training: "He trained at Kasturba Medical College, Manipal", opd: 1 },
  { name: "Divya Thakur", gender: F, specialities: ["ENT (Ear, Nose & Throat)"], designation: "Consultant", qualifications: ["MBBS", "DNB (ENT)"], experienceYears: 8, languages: ["English", "Hindi"], feeRupees: 800, focus: "voice disorders, snoring and vertigo", training: "She completed her DNB at Sir Ganga Ram Hospital, New Delhi", opd: 7 },
  // Ophthalmology
  { name: "Mohan Sundaram", gender: M, specialities: ["Ophthalmology"], designation: "Senior Consultant", qualifications: ["MBBS", "MS (Ophthalmology)", "Fellowship in Vitreo-Retina"], experienceYears: 20, languages: ["English", "Hindi", "Tamil"], feeRupees: 900, focus: "diabetic retinopathy and retinal detachment", training: "He trained at the Aravind Eye Hospital, Madurai", opd: 4 },
  { name: "Ishita Parikh", gender: F, specialities: ["Ophthalmology"], designation: "Consultant", qualifications: ["MBBS", "MS (Ophthalmology)"], experienceYears: 7, languages: ["English", "Hindi", "Gujarati"], feeRupees: 800, focus: "cataract surgery and glaucoma", training: "She trained at the M&J Western Regional Institute of Ophthalmology, Ahmedabad", opd: 6 },
  // Psychiatry
  { name: "Anjali Mukherjee", gender: F, specialities: ["Psychiatry"], designation: "Senior Consultant", qualifications: ["MBBS", "MD (Psychiatry)"], experienceYears: 19, languages: ["English", "Hindi", "Bengali"], feeRupees: 1200, focus: "depression, anxiety and mental health during and after pregnancy", training: "She trained at NIMHANS, Bengaluru", opd: 7 },
  { name: "Sameer Khan", gender: M, specialities: ["Psychiatry"], designation: "Consultant", qualifications: ["MBBS", "MD (Psychiatry)"], experienceYears: 9, languages: ["English", "Hindi", "Urdu", "Marathi"], feeRupees: 1000, focus: "addiction, adolescent mental health and sleep problems", training: "He trained at Seth GS Medical College and KEM Hospital, Mumbai", opd: 2 },
  // General Surgery
  { name: "Vivek Chavan", gender: M, specialities: ["General Surgery"], designation: "Senior Consultant", qualifications: ["MBBS", "MS (General Surgery)", "FMAS"], experienceYears: 20, languages: ["English", "Hindi", "Marathi"], feeRupees: 1000, focus: "laparoscopic hernia and gallbladder surgery", training: "He trained at Grant Medical College, Mumbai", opd: 0 },
  { name: "Deepa Nambiar", gender: F, specialities: ["General Surgery"], designation: "Consultant", qualifications: ["MBBS", "MS (General Surgery)", "Fellowship in Breast Surgery"], experienceYears: 11, languages: ["English", "Hindi", "Malayalam"], feeRupees: 1000, focus: "breast lumps and thyroid swellings", training: "She trained at the Christian Medical College, Vellore", opd: 5 },
  { name: "Gaurav Sethi", gender: M, specialities: ["General Surgery"], designation: "Consultant", qualifications: ["MBBS", "MS (General Surgery)"], experienceYears: 8, languages: ["English", "Hindi", "Punjabi"], feeRupees: 900, focus: "piles, fistulae and day-care surgery", training: "He trained at Dayanand Medical College, Ludhiana", opd: 1 },
  // Internal Medicine
  { name: "Sunil Wagh", gender: M, specialities: ["Internal Medicine"], designation: "Senior Consultant", qualifications: MBBS_MD, experienceYears: 25, languages: ["English", "Hindi", "Marathi"], feeRupees: 900, focus: "fevers, infections and caring for several long-term illnesses at once", training: "He trained at B. J. Government Medical College, Pune", opd: 4, featured: true },
  { name: "Ruchi Srivastava", gender: F, specialities: ["Internal Medicine"], designation: "Consultant", qualifications: ["MBBS", "MD (Internal Medicine)"], experienceYears: 10, languages: ["English", "Hindi"], feeRupees: 800, focus: "diabetes, high blood pressure and adult vaccination", training: "She trained at King George's Medical University, Lucknow", opd: 2 },
  { name: "Mitali Sen", gender: F, specialities: ["Internal Medicine"], designation: "Consultant", qualifications: [...MBBS_MD, "Fellowship in Geriatric Medicine"], experienceYears: 13, languages: ["English", "Hindi", "Bengali"], feeRupees: 800, focus: "the care of older adults, falls and memory problems", training: "She trained at the Medical College, Kolkata", opd: 6 },
  // Emergency Medicine and Critical Care
  { name: "Yusuf Merchant", gender: M, specialities: ["Emergency Medicine"], designation: "Head of Department", qualifications: ["MBBS", "MD (Emergency Medicine)"], experienceYears: 16, languages: ["English", "Hindi", "Urdu", "Gujarati"], feeRupees: 800, focus: "trauma resuscitation and the chest pain and stroke pathways", training: "He trained in emergency medicine at the Christian Medical College, Vellore", opd: 3 },
  { name: "Pallavi Shinde", gender: F, specialities: ["Emergency Medicine"], designation: "Consultant", qualifications: ["MBBS", "DNB (Emergency Medicine)"], experienceYears: 7, languages: ["English", "Hindi", "Marathi"], feeRupees: 700, focus: "children's emergencies and poisoning", training: "She trained at Sassoon General Hospital, Pune", opd: 8 },
  { name: "Rakesh Thomas", gender: M, specialities: ["Critical Care", "Emergency Medicine"], designation: "Director", qualifications: ["MBBS", "MD (Anaesthesiology)", "IDCCM", "EDIC"], experienceYears: 22, languages: ["English", "Hindi", "Malayalam"], feeRupees: 1200, focus: "sepsis, mechanical ventilation and intensive care after major surgery", training: "He trained at the Christian Medical College, Vellore, and holds the European Diploma in Intensive Care", opd: 5 },
  { name: "Swati Bhosale", gender: F, specialities: ["Critical Care"], designation: "Consultant", qualifications: [...MBBS_MD, "DM (Critical Care Medicine)"], experienceYears: 9, languages: ["English", "Hindi", "Marathi"], feeRupees: 1000, focus: "respiratory failure and kidney support in the ICU", training: "She completed her DM at SGPGI, Lucknow", opd: 1 },
  // Rheumatology
  { name: "Aditi Venkatesh", gender: F, specialities: ["Rheumatology"], designation: "Consultant", qualifications: [...MBBS_MD, "DM (Clinical Immunology & Rheumatology)"], experienceYears: 10, languages: ["English", "Hindi", "Tamil", "Kannada"], feeRupees: 1100, focus: "rheumatoid arthritis, lupus and gout", training: "She trained at JIPMER, Puducherry", opd: 0 },
  { name: "Nitin Agashe", gender: M, specialities: ["Rheumatology", "Internal Medicine"], designation: "Senior Consultant", qualifications: [...MBBS_MD, "DNB (Rheumatology)"], experienceYears: 20, languages: ["English", "Hindi", "Marathi"], feeRupees: 1100, focus: "ankylosing spondylitis and osteoarthritis", training: "He trained at KEM Hospital, Mumbai", opd: 6 },
  // Physiotherapy & Rehabilitation
  { name: "Kavita Pandey", gender: F, specialities: ["Physiotherapy & Rehabilitation"], designation: "Consultant", qualifications: ["MBBS", "MD (Physical Medicine & Rehabilitation)"], experienceYears: 12, languages: ["English", "Hindi", "Marathi"], feeRupees: 800, focus: "rehabilitation after stroke and spinal cord injury", training: "She trained at the All India Institute of Physical Medicine and Rehabilitation, Mumbai", opd: 4 },
  { name: "Rohit Kamat", gender: M, specialities: ["Physiotherapy & Rehabilitation"], designation: "Consultant", qualifications: ["MBBS", "DNB (Physical Medicine & Rehabilitation)"], experienceYears: 8, languages: ["English", "Hindi", "Konkani", "Marathi"], feeRupees: 700, focus: "sports rehabilitation and long-standing back pain", training: "He trained at the Armed Forces Medical College, Pune", opd: 2 },
  // Dental Sciences
  { name: "Hetal Doshi", gender: F, specialities: ["Dental Sciences"], designation: "Senior Consultant", qualifications: ["BDS", "MDS (Orthodontics)"], experienceYears: 15, languages: ["English", "Hindi", "Gujarati"], feeRupees: 700, focus: "braces and clear aligners for teenagers and adults", training: "She trained at the Government Dental College and Hospital, Mumbai", opd: 3, council: "MSDC" },
  { name: "Farhan Mirza", gender: M, specialities: ["Dental Sciences"], designation: "Consultant", qualifications: ["BDS", "MDS (Oral & Maxillofacial Surgery)"], experienceYears: 10, languages: ["English", "Hindi", "Urdu"], feeRupees: 800, focus: "wisdom tooth surgery, dental implants and facial fractures", training: "He trained at the Nair Hospital Dental College, Mumbai", opd: 7, council: "MSDC" },
  // Radiology & Imaging
  { name: "Sanjay Bhatt", gender: M, specialities: ["Radiology & Imaging"], designation: "Head of Department", qualifications: ["MBBS", "MD (Radiodiagnosis)"], experienceYears: 24, languages: ["English", "Hindi", "Gujarati"], feeRupees: 800, focus: "MRI of the brain and spine and image-guided biopsies", training: "He trained at B. J. Medical College, Ahmedabad", opd: 1 },
  { name: "Prerna Dutta", gender: F, specialities: ["Radiology & Imaging"], designation: "Consultant", qualifications: ["MBBS", "DNB (Radiodiagnosis)", "Fellowship in Women's Imaging"], experienceYears: 9, languages: ["English", "Hindi", "Bengali", "Odia"], feeRupees: 800, focus: "breast imaging, mammography and pregnancy ultrasound", training: "She trained at the Tata Memorial Hospital, Mumbai", opd: 0 },
];

/** "Ananya Kulkarni" → "dr-ananya-kulkarni" (apostrophes dropped: "D'Souza" → "dsouza"). */
export function doctorUsername(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `dr-${slug}`;
}

export const doctorPhotoPath = (username: string) => `/images/doctors/${username}.svg`;

/** A stable small number from a string (FNV-1a), for registration numbers that never change between seeds. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** "MMC 2007/06/1234" (Maharashtra Medical Council) or "MSDC A-12345" (state dental council). */
export function registrationNumber(username: string, experienceYears: number, council: "MMC" | "MSDC" = "MMC"): string {
  const hash = stableHash(username);
  if (council === "MSDC") return `MSDC A-${10000 + (hash % 90000)}`;
  const year = 2024 - experienceYears;
  const month = String(1 + (hash % 12)).padStart(2, "0");
  const serial = String(1000 + ((hash >>> 8) % 9000));
  return `MMC ${year}/${month}/${serial}`;
}

/** What a speciality is called inside a sentence ("a consultant in ..."). */
const FIELD_IN_SENTENCE: Record<string, string> = {
  "Obstetrics & Gynaecology": "obstetrics and gynaecology",
  "ENT (Ear, Nose & Throat)": "ear, nose and throat surgery",
  "Physiotherapy & Rehabilitation": "physical medicine and rehabilitation",
  "Radiology & Imaging": "radiology",
  "Dental Sciences": "dentistry",
};

function fieldInSentence(speciality: string): string {
  return FIELD_IN_SENTENCE[speciality] ?? speciality.toLowerCase();
}

/** Two to four plain sentences: role and experience, interest, training. No promises of outcomes. */
export function doctorBiography(seed: Pick<DoctorSeed, "name" | "gender" | "designation" | "specialities" | "experienceYears" | "focus" | "training">): string {
  const full = `Dr. ${seed.name}`;
  const field = fieldInSentence(seed.specialities[0]);
  const pronoun = seed.gender === "female" ? "She" : "He";
  const lead = /^(Director|Head)/.test(seed.designation)
    ? `${full} leads the department of ${field} and has ${seed.experienceYears} years of clinical experience.`
    : `${full} is ${/^[AEIOU]/i.test(seed.designation) ? "an" : "a"} ${seed.designation.toLowerCase()} in ${field} with ${seed.experienceYears} years of clinical experience.`;
  return `${lead} ${pronoun} has a special interest in ${seed.focus}. ${seed.training}.`;
}

export interface OpdSlot {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
}

/**
 * Minutes per appointment, as the departments book them: 30 for a psychiatric consultation,
 * 20 for a surgeon (MS, MCh: examination and counselling before an operation), 10 in the
 * emergency follow-up clinic, 15 otherwise.
 */
export function slotMinutesOf(seed: Pick<DoctorSeed, "specialities" | "qualifications">): number {
  if (seed.specialities.includes("Psychiatry")) return 30;
  if (seed.specialities[0] === "Emergency Medicine") return 10;
  if (seed.qualifications.some((q) => /^(MS|MCh) \(/.test(q))) return 20;
  return 15;
}

/**
 * Days the OPD is closed, as a hospital would enter them (ISO dates in the hospital's zone):
 * the three national holidays of the seed's year and the next. Doctors' own leave is seeded
 * relative to the day the database is seeded, so the demo always shows some ahead.
 */
export function hospitalHolidays(year: number): { fromDate: string; toDate: string; reason: string }[] {
  return [year, year + 1].flatMap((y) => [
    { fromDate: `${y}-01-26`, toDate: `${y}-01-26`, reason: "Republic Day: OPD closed (emergency open)" },
    { fromDate: `${y}-08-15`, toDate: `${y}-08-15`, reason: "Independence Day: OPD closed (emergency open)" },
    { fromDate: `${y}-10-02`, toDate: `${y}-10-02`, reason: "Gandhi Jayanti: OPD closed (emergency open)" },
  ]);
}

/** Doctors' leave: [name, first day after the seed, last day after the seed, reason]. */
export const DOCTOR_LEAVE_SEED: [name: string, fromDay: number, toDay: number, reason: string][] = [
  ["Meera Joshi", 12, 15, "Attending the Indian Academy of Neurology annual conference"],
  ["Rohan Patil", 20, 22, "On leave"],
  ["Suresh Krishnan", 6, 6, "Teaching at a tumour board in Mumbai"],
];

/** Expands an OPD_PATTERNS entry into one slot per day and sitting. */
export function expandOpdPattern(pattern: string): OpdSlot[] {
  return pattern.split(";").flatMap((group) => {
    const [days, times] = group.split("@");
    const [startTime, endTime] = times.split("-");
    return days.split(",").map((day) => ({ dayOfWeek: Number(day), startTime, endTime }));
  });
}
