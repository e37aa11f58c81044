// Doctors as the API answers them (SPEC.md section 3), and what a caller may ask for.
import { z } from "zod";
import { ROUTE_PREFIXES } from "@/lib/routes";
import { DOCTOR_GENDERS } from "./doctor-filters";
import type { Pagination } from "./envelope";
import { serviceRefSchema, specialityRefSchema } from "./refs";
import { WEEK_DAYS } from "./week";

export type DoctorGender = (typeof DOCTOR_GENDERS)[number];

/** Money in minor units: `amount` 80000 with currency "INR" is ₹800.00. */
export const moneySchema = z.object({ amount: z.number().int(), currency: z.string() }).meta({ title: "Money" });
export type Money = z.infer<typeof moneySchema>;

/** One OPD sitting; times are the hospital's local time ("09:30"). */
const opdTimingSchema = z
  .object({
    dayOfWeek: z.number().int().describe("ISO day: 1 = Monday ... 7 = Sunday."),
    day: z.enum(WEEK_DAYS),
    startTime: z.string(),
    endTime: z.string(),
  })
  .meta({ title: "OpdTiming" });
export type OpdTiming = z.infer<typeof opdTimingSchema>;

/** A doctor in lists and search results (`/web/doctor/list-user`, `/web/doctor/search`). */
export const doctorSummarySchema = z
  .object({
    _id: z.string(),
    username: z.string().describe(`url slug of ${ROUTE_PREFIXES.doctor}/:username, and the \`url\` of \`/web/doctor/get-by-url\`.`),
    name: z.string(),
    title: z.string(),
    fullName: z.string().describe('`${title} ${name}`, e.g. "Dr. Ananya Kulkarni".'),
    gender: z.enum(DOCTOR_GENDERS),
    photo: z.string().nullable().describe("An image path (see Images in docs/API.md)."),
    designation: z.string(),
    qualifications: z.array(z.string()),
    experienceYears: z.number(),
    languages: z.array(z.string()),
    consultationFee: moneySchema,
    specialities: z.array(specialityRefSchema).describe("Main speciality first."),
  })
  .meta({ title: "DoctorSummary" });
export type DoctorSummary = z.infer<typeof doctorSummarySchema>;

/** A doctor's public profile (`/web/doctor/get-by-url`). */
export const doctorProfileSchema = doctorSummarySchema
  .extend({
    registrationNumber: z.string(),
    biography: z.string(),
    opdTimings: z.array(opdTimingSchema).describe("Monday first, then by start time."),
    services: z.array(serviceRefSchema).describe("Services of the doctor's specialities."),
  })
  .meta({ title: "DoctorProfile" });
export type DoctorProfile = z.infer<typeof doctorProfileSchema>;

/** One page of doctors. */
export interface DoctorPage {
  doctors: DoctorSummary[];
  pagination: Pagination;
}
