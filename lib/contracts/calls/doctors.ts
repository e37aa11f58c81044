import { z } from "zod";
import { ROUTE_PREFIXES } from "@/lib/routes";
import { defineCall } from "./declare";
import { byUrlRequestSchema } from "@/lib/contracts/by-url";
import { doctorFiltersSchema } from "@/lib/contracts/doctor-filters";
import { doctorProfileSchema, doctorSummarySchema } from "@/lib/contracts/doctors";

// Doctors: the list, the search and a profile.

export const getDoctorByUrlCall = defineCall({
  group: "doctors",
  method: "POST",
  path: "web/doctor/get-by-url",
  access: "public",
  body: byUrlRequestSchema("the doctor's url slug"),
  output: doctorProfileSchema,
  summary: "a doctor's public profile by url slug (SPEC.md: success 1 gives the data)",
  description: ["An active doctor's public profile. Request: `{ url: string }` (the username, any case; 1..120", "characters). Response: `200 { success: 1, data: DoctorProfile }`, or", "`404 { success: 0, message: \"Doctor not found\" }` for an unknown or inactive doctor", "(400 when `url` is missing or empty).", "", "```ts", "DoctorProfile = DoctorSummary & {", "  registrationNumber /* \"MMC 2006/04/1234\" */,", "  biography /* 2–4 sentences */,", "  opdTimings: { dayOfWeek: 1..7 /* ISO, 1 = Monday */, day: \"Monday\", startTime: \"09:30\", endTime: \"13:30\" }[]", "    /* Monday first, hospital's local time */,", "  services: { _id, serviceName, serviceUrl, category: { _id, categoryName, categoryUrl } }[]", "    /* services of the doctor's specialities */", "}", "```"].join("\n"),
});

export const listDoctorsCall = defineCall({
  group: "doctors",
  method: "POST",
  path: "web/doctor/list-user",
  access: "public",
  body: doctorFiltersSchema,
  output: z.array(doctorSummarySchema),
  summary: "active doctors, 100 a page by default, with the search filters",
  description: ["Both take the same filters and answer the same page of active doctors; `list-user` is what", "the doctor list sends with `{ limit, page }` (SPEC.md section 9: 100 and 1 by default),", "`search` what the filter form sends. Inactive doctors never appear.", "", "Request (every field optional; `\"\"`, whitespace and `null` mean \"any\"):", "", "| field | type | rule |", "|---|---|---|", "| `name` | string | trimmed, at most 100 characters, Devanagari or Latin letters; a leading \"Dr.\" is ignored |", "| `speciality` | string | a speciality's url slug (`\"cardiology\"`), its `_id`, or its exact name (any case); one that does not exist matches no doctor |", "| `gender` | `\"male\"` | `\"female\"` | any case |", "| `language` | string | one of English, Hindi, Marathi, Gujarati, Konkani, Kannada, Tamil, Telugu, Malayalam, Bengali, Punjabi, Urdu, Odia, Sindhi (any case) |", "| `minExperience` | integer | 0..70 years |", "| `limit` | integer | 1..100, default 100 |", "| `page` | integer | 1..10000, default 1 |", "", "Order: with a `name`, an exact name match first, then names starting with the text, then", "names with a later word starting with it, then names containing it; within each of those,", "and for the whole list without a `name`, most years of experience first, then name A–Z.", "After them come the names like the text, in Devanagari or Latin letters or misspelt", "(\"कुलकर्णी\" and \"kulkarny\" find Kulkarni), the most alike first: each word of the text", "like a word of the name, a word of three letters or fewer only as the start of one; a text", "whose words have one or two letters finds only names containing it.", "", "Response: `data` is `DoctorSummary[]`, plus `pagination: { page, limit, total }` (`total`", "counts every match; a page past the end answers `[]` with the real total).", "", "```ts", "DoctorSummary = {", `  _id, username /* url slug of ${ROUTE_PREFIXES.doctor}/:username */, name, title /* "Dr." */,`, "  fullName /* \"Dr. Ananya Kulkarni\" */, gender: \"male\" | \"female\",", "  photo: string | null /* image path, see Images */, designation /* \"Senior Consultant\" */,", "  qualifications: string[] /* [\"MBBS\", \"MD (Medicine)\", \"DM (Cardiology)\"] */,", "  experienceYears: number, languages: string[],", "  consultationFee: { amount: number /* minor units: 120000 = ₹1,200 */, currency: \"INR\" },", "  specialities: { _id, specialityName, specialityUrl: string | null }[] /* main one first */", "}", "```", "", "Errors: 400 for anything else, naming the field, e.g.", "`{ limit: 10000 }` → `\"Invalid request body: limit: must be at most 100\"`,", "`{ page: -1 }` → `\"Invalid request body: page: must be at least 1\"`,", "`{ limit: \"ten\" }` → `\"Invalid request body: limit: must be a whole number from 1 to 100\"`,", "`{ gender: \"x\" }` → `\"Invalid request body: gender: must be male or female\"`,", "`{ language: \"Klingon\" }` → `\"Invalid request body: language: must be one of English, Hindi, …\"`,", "a 101-character name → `\"Invalid request body: name: must be at most 100 characters\"`.", "Unknown fields are ignored."].join("\n"),
});

export const searchDoctorsCall = defineCall({
  group: "doctors",
  method: "POST",
  path: "web/doctor/search",
  access: "public",
  body: doctorFiltersSchema,
  output: z.array(doctorSummarySchema),
  summary: "active doctors by name, speciality, gender, language and experience, ranked and paginated",
  description: "Takes the same filters and answers the same page as `/web/doctor/list-user`; `search` is what the filter form sends.",
});
