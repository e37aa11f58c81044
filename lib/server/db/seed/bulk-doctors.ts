import "server-only";
import { randomUUID } from "node:crypto";
import { asc, sql } from "drizzle-orm";
import type { Db } from "../client";
import { doctorOpdTimings, doctors, doctorSpecialities, specialities } from "../schema";
import { DOCTOR_LANGUAGES, type DoctorLanguage } from "@/lib/contracts/doctor-filters";
import { seededRandom } from "@/lib/random";
import { doctorSearchKey } from "@/lib/doctors/name-key";
import { doctorBiography, expandOpdPattern, OPD_PATTERNS, registrationNumber } from "./doctors";

// Generated doctors for load tests (scripts/bench): believable enough to exercise every
// search filter, clearly marked by their usernames ("dr-bench-00001"), never part of the demo seed.

const FEMALE_NAMES = ["Aarti", "Bhavna", "Charu", "Deepika", "Esha", "Gauri", "Hema", "Jyoti", "Kalpana", "Lata", "Madhuri", "Nalini", "Pooja", "Rekha", "Sarika", "Trupti", "Uma", "Vaishali", "Yamini", "Zeenat", "Anita", "Priti", "Sonal", "Leena"];
const MALE_NAMES = ["Ajay", "Bharat", "Chetan", "Dinesh", "Ganesh", "Hemant", "Jayant", "Kishore", "Mahesh", "Naveen", "Omkar", "Pranav", "Rajiv", "Santosh", "Tushar", "Umesh", "Vinay", "Yogesh", "Zubin", "Alok", "Prasad", "Sachin", "Tejas", "Milind"];
const SURNAMES = ["Kulkarni", "Joshi", "Patil", "Deshpande", "Iyer", "Nair", "Reddy", "Sharma", "Verma", "Gupta", "Shah", "Mehta", "Desai", "Banerjee", "Das", "Khan", "Fernandes", "Pillai", "Rao", "Hegde", "Kamat", "Gokhale", "Pawar", "Jadhav", "Menon", "Bose", "Sethi", "Malhotra", "Chavan", "Naik"];
const DESIGNATIONS: [number, string][] = [
  [22, "Senior Consultant"],
  [8, "Consultant"],
  [0, "Associate Consultant"],
];
const OTHER_LANGUAGES = DOCTOR_LANGUAGES.filter((l) => l !== "English" && l !== "Hindi");

const BENCH_USERNAME_PREFIX = "dr-bench-";

export interface SeedExtraDoctorsOptions {
  /** Doctors per transaction (default 1000). */
  batchSize?: number;
}

export interface SeedExtraDoctorsResult {
  inserted: number;
  firstUsername: string | null;
  lastUsername: string | null;
}

/**
 * Inserts `count` more generated doctors, numbered after any bench doctors already present
 * (so calling it twice adds 2 × count), each with one or two specialities, one to four
 * languages and a weekly OPD pattern. Runs in batches, one transaction per batch, then
 * VACUUM ANALYZE on the doctor tables.
 */
export async function seedExtraDoctors(db: Db, count: number, options: SeedExtraDoctorsOptions = {}): Promise<SeedExtraDoctorsResult> {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`count must be a whole number >= 0, not ${count}`);
  const batchSize = Math.max(1, Math.min(options.batchSize ?? 1000, 5000));
  const specialityRows = await db
    .select({ id: specialities.id, name: specialities.name })
    .from(specialities)
    .orderBy(asc(specialities.sortOrder), asc(specialities.name));
  if (!specialityRows.length) throw new Error("seedExtraDoctors needs specialities: run the demo seed first.");

  const [{ last }] = await db
    .select({ last: sql<number>`coalesce(max(substring(${doctors.username} from '^dr-bench-([0-9]+)$')::int), 0)`.mapWith(Number) })
    .from(doctors);
  // The same count gives the same doctors.
  const next = seededRandom(0x5eed + last);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];

  let firstUsername: string | null = null;
  let lastUsername: string | null = null;
  for (let start = 0; start < count; start += batchSize) {
    const size = Math.min(batchSize, count - start);
    // snake_case keys: the rows go to the database as one JSON document per table.
    const doctorRows: Record<string, unknown>[] = [];
    const links: Record<string, unknown>[] = [];
    const timings: Record<string, unknown>[] = [];
    for (let i = 0; i < size; i++) {
      const number = last + start + i + 1;
      const username = `${BENCH_USERNAME_PREFIX}${String(number).padStart(5, "0")}`;
      firstUsername ??= username;
      lastUsername = username;
      const gender = next() < 0.5 ? "female" : "male";
      const name = `${pick(gender === "female" ? FEMALE_NAMES : MALE_NAMES)} ${pick(SURNAMES)}`;
      const experienceYears = 1 + Math.floor(next() * 35);
      const designation = DESIGNATIONS.find(([min]) => experienceYears >= min)![1];
      const main = pick(specialityRows);
      const second = next() < 0.3 ? pick(specialityRows) : null;
      const languages = new Set<DoctorLanguage>(["English"]);
      if (next() < 0.85) languages.add("Hindi");
      if (next() < 0.5) languages.add("Marathi");
      if (next() < 0.4) languages.add(pick(OTHER_LANGUAGES));
      const id = randomUUID();
      doctorRows.push({
        id,
        username,
        name,
        search_key: doctorSearchKey(name),
        title: "Dr.",
        gender,
        photo: `/images/doctors/default-${gender}.svg`,
        designation,
        qualifications: ["MBBS", "MD"],
        registration_number: registrationNumber(username, experienceYears),
        experience_years: experienceYears,
        languages: [...languages],
        consultation_fee: (5 + Math.floor(next() * 16)) * 10_000,
        currency: "INR",
        biography: doctorBiography({
          name,
          gender,
          designation,
          specialities: [main.name],
          experienceYears,
          focus: `the everyday practice of ${main.name.toLowerCase()}`,
          training: `${gender === "female" ? "She" : "He"} is a generated doctor used for load testing`,
        }),
      });
      links.push({ doctor_id: id, speciality_id: main.id, sort_order: 0 });
      if (second && second.id !== main.id) links.push({ doctor_id: id, speciality_id: second.id, sort_order: 1 });
      for (const slot of expandOpdPattern(pick(OPD_PATTERNS))) {
        timings.push({ id: randomUUID(), doctor_id: id, day_of_week: slot.dayOfWeek, start_time: slot.startTime, end_time: slot.endTime });
      }
    }
    // One parameter per table and batch (jsonb_populate_recordset maps JSON arrays onto
    // text[] columns): building and parsing thousands of bind parameters costs more than the insert.
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into ${doctors} (id, username, name, search_key, title, gender, photo, designation, qualifications, registration_number,
          experience_years, languages, consultation_fee, currency, biography)
        select id, username, name, search_key, title, gender, photo, designation, qualifications, registration_number,
          experience_years, languages, consultation_fee, currency, biography
        from jsonb_populate_recordset(null::doctors, ${JSON.stringify(doctorRows)}::jsonb)`);
      await tx.execute(sql`
        insert into ${doctorSpecialities} (doctor_id, speciality_id, sort_order)
        select doctor_id, speciality_id, sort_order from jsonb_populate_recordset(null::doctor_specialities, ${JSON.stringify(links)}::jsonb)`);
      await tx.execute(sql`
        insert into ${doctorOpdTimings} (id, doctor_id, day_of_week, start_time, end_time)
        select id, doctor_id, day_of_week, start_time, end_time from jsonb_populate_recordset(null::doctor_opd_timings, ${JSON.stringify(timings)}::jsonb)`);
    });
  }
  // PGlite runs no autovacuum: without this the planner knows nothing of the new rows and
  // the search's index-only scans would visit the table for every row. Outside any transaction.
  if (count > 0) await db.execute(sql`vacuum analyze doctors, doctor_specialities, doctor_opd_timings`);
  return { inserted: count, firstUsername, lastUsername };
}
