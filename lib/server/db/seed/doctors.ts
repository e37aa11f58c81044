import "server-only";
import { z } from "zod";
import { DOCTOR_LANGUAGES } from "@/lib/contracts/doctor-filters";
import { readJson, text } from "./content";

// The demo hospital's consultants (content/doctors): who they are in doctors.json, their weekly
// OPD in opd-patterns.json, leave and holidays in leave.json and holidays.json. What the seed
// writes of a doctor beyond the file (username, photo, registration number, biography, slot
// length) is derived here, the same way for the bench's generated doctors (./bulk-doctors.ts).

/**
 * Weekly OPD patterns: "days@HH:MM-HH:MM" groups separated by ";", ISO days (1 = Monday), in
 * the hospital's local wall-clock time. The last is the emergency department's follow-up
 * clinic: every day, 8 am to 8 pm.
 */
export const OPD_PATTERNS = readJson(
  "doctors/opd-patterns.json",
  z.array(z.string().regex(/^[1-7](?:,[1-7])*@\d\d:\d\d-\d\d:\d\d(?:;[1-7](?:,[1-7])*@\d\d:\d\d-\d\d:\d\d)*$/, "days@HH:MM-HH:MM groups joined by ;")).min(1),
);

const doctorSchema = z.strictObject({
  name: text,
  gender: z.enum(["male", "female"]),
  /** Speciality names (Sleep Medicine has no slug); the first is the doctor's main one. */
  specialities: z.array(text).min(1),
  designation: text,
  qualifications: z.array(text).min(1),
  experienceYears: z.int().min(0),
  languages: z.array(z.enum(DOCTOR_LANGUAGES)).min(1),
  feeRupees: z.int().positive(),
  /** "special interest in ..." */
  focus: text,
  /** One sentence on training, without the final full stop. */
  training: text,
  /** Index into OPD_PATTERNS. */
  opd: z.int().min(0).max(OPD_PATTERNS.length - 1),
  featured: z.boolean().optional(),
  /** Dentists register with the state dental council instead of the medical council. */
  council: z.enum(["MMC", "MSDC"]).optional(),
});

type DoctorSeed = z.output<typeof doctorSchema>;

export const DOCTORS_SEED: DoctorSeed[] = readJson("doctors/doctors.json", z.array(doctorSchema));

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

const HOSPITAL_HOLIDAYS = readJson(
  "doctors/holidays.json",
  z.array(z.strictObject({ date: z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "MM-DD"), reason: text })),
);

/**
 * Days the OPD is closed, as a hospital would enter them (ISO dates in the hospital's zone):
 * the holidays of holidays.json in the seed's year and the next. Doctors' own leave is seeded
 * relative to the day the database is seeded, so the demo always shows some ahead.
 */
export function hospitalHolidays(year: number): { fromDate: string; toDate: string; reason: string }[] {
  return [year, year + 1].flatMap((y) => HOSPITAL_HOLIDAYS.map((h) => ({ fromDate: `${y}-${h.date}`, toDate: `${y}-${h.date}`, reason: h.reason })));
}

/** Doctors' leave: the doctor's name, the first and last day counted from the seed day, the reason. */
export const DOCTOR_LEAVE_SEED = readJson(
  "doctors/leave.json",
  z.array(z.strictObject({ doctor: text, fromDay: z.int().min(0), toDay: z.int().min(0), reason: text })),
);

/** Expands an OPD_PATTERNS entry into one slot per day and sitting. */
export function expandOpdPattern(pattern: string): OpdSlot[] {
  return pattern.split(";").flatMap((group) => {
    const [days, times] = group.split("@");
    const [startTime, endTime] = times.split("-");
    return days.split(",").map((day) => ({ dayOfWeek: Number(day), startTime, endTime }));
  });
}
