import { TAGS } from "@/lib/cache-tags";
import { DOCTOR_LANGUAGES } from "../doctor-filters";
import { doctorHref } from "@/lib/routes";
import { isActive } from "./shared-fields";
import type { Field, FieldValues, ValuesOf } from "./fields";
import type { CollectionSpec } from "./spec";

// Doctors, a collection of the console. Kept in the tables doctors, doctor_specialities,
// doctor_opd_timings and doctor_leaves (lib/server/db/schema/doctors.ts), through its store,
// lib/server/collections/stores/doctors.ts.

/** Minutes since midnight of a time field's "HH:MM". */
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const fields = [
  { kind: "text", name: "name", label: "Full name", max: 100, help: "Without the title, such as Ananya Kulkarni.", translatable: true },
  {
    kind: "select",
    name: "title",
    label: "Title",
    options: [
      { value: "Dr.", label: "Dr." },
      { value: "Prof. Dr.", label: "Prof. Dr." },
    ],
  },
  { kind: "text", name: "username", label: "Address (slug)", max: 100, format: "slug", help: `The address: ${doctorHref("your-slug")}, such as dr-ananya-kulkarni.` },
  {
    kind: "select",
    name: "gender",
    label: "Gender",
    options: [
      { value: "female", label: "Female" },
      { value: "male", label: "Male" },
    ],
  },
  { kind: "image", name: "photo", label: "Photo", purpose: "photo", optional: true },
  { kind: "text", name: "designation", label: "Designation", max: 120, translatable: true },
  { kind: "reference", name: "specialities", label: "Specialities", to: "specialities", multiple: true, max: 5, help: "The first is the main one." },
  { kind: "list", name: "qualifications", label: "Qualifications", max: 120, maxItems: 12 },
  { kind: "text", name: "registrationNumber", label: "Medical registration number", max: 60 },
  { kind: "number", name: "experienceYears", label: "Years of experience", min: 0, max: 70, initial: 0 },
  { kind: "list", name: "languages", label: "Languages", max: 40, maxItems: DOCTOR_LANGUAGES.length, options: DOCTOR_LANGUAGES },
  { kind: "money", name: "consultationFee", label: "Consultation fee", max: 10_000_000, help: "In rupees. 0 means the doctor cannot be booked online." },
  { kind: "textarea", name: "biography", label: "Biography", max: 5000, rows: 8, translatable: true },
  { kind: "boolean", name: "isFeatured", label: "Featured on the home page" },
  isActive,
  { kind: "number", name: "minNoticeMinutes", label: "Booking notice (minutes)", min: 0, max: 10_080, initial: 120, help: "The earliest a slot can be booked ahead." },
  { kind: "number", name: "bookingHorizonDays", label: "Booking horizon (days)", min: 1, max: 365, initial: 30, help: "How far ahead a slot can be booked." },
  {
    kind: "array",
    name: "schedule",
    label: "Weekly OPD sittings",
    itemLabel: "Sitting",
    maxItems: 28,
    fields: [
      {
        kind: "select",
        name: "dayOfWeek",
        label: "Day",
        options: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"].map((d, i) => ({ value: String(i + 1), label: d })),
      },
      { kind: "time", name: "startTime", label: "From" },
      { kind: "time", name: "endTime", label: "To" },
      { kind: "number", name: "slotMinutes", label: "Minutes per appointment", min: 5, max: 240, initial: 15 },
    ],
  },
  {
    kind: "array",
    name: "leave",
    label: "Leave",
    itemLabel: "Leave",
    maxItems: 60,
    help: "Days the doctor does not see patients: no slot is offered on them. Bookings already made on them stay: the console's “Doctors' leave” lists them to call, and the front desk marks leave there too.",
    fields: [
      { kind: "date", name: "fromDate", label: "First day" },
      { kind: "date", name: "toDate", label: "Last day" },
      { kind: "text", name: "reason", label: "Reason (not shown to visitors)", max: 200, optional: true },
    ],
  },
] as const satisfies readonly Field[];

export const doctorsCollection = {
  label: "Doctors",
  singular: "doctor",
  kind: "table",
  description: "Profiles, fees, weekly OPD sittings and leave. Bookings follow the schedule and leave at once.",
  titleField: "name",
  searchText: "name, address or registration number",
  tags: [TAGS.doctors, TAGS.availability, TAGS.specialities, TAGS.home, TAGS.footer],
  stepUp: ["consultationFee"],
  publicHref: (v: FieldValues) => doctorHref(String(v.username)),
  columns: [
    { field: "name", label: "Name" },
    { field: "designation", label: "Designation" },
    { field: "consultationFee", label: "Fee" },
    { field: "isActive", label: "Shown" },
  ],
  fields,
  check(values: ValuesOf<typeof fields>) {
    const problems: { path: string; message: string }[] = [];
    const schedule = values.schedule;
    schedule.forEach((s, i) => {
      if (minutes(s.endTime) <= minutes(s.startTime)) problems.push({ path: `schedule.${i}.endTime`, message: "The sitting must end after it starts" });
      else if (minutes(s.endTime) - minutes(s.startTime) < s.slotMinutes) problems.push({ path: `schedule.${i}.slotMinutes`, message: "An appointment must fit inside the sitting" });
      const clash = schedule.findIndex((o, j) => j < i && o.dayOfWeek === s.dayOfWeek && minutes(o.startTime) < minutes(s.endTime) && minutes(s.startTime) < minutes(o.endTime));
      if (clash >= 0) problems.push({ path: `schedule.${i}.startTime`, message: `This sitting overlaps sitting ${clash + 1} on the same day` });
    });
    values.leave.forEach((l, i) => {
      if (l.toDate < l.fromDate) problems.push({ path: `leave.${i}.toDate`, message: "The last day must be on or after the first day" });
    });
    if (values.specialities.length === 0) problems.push({ path: "specialities", message: "Choose at least one speciality" });
    return problems;
  },
} as const satisfies CollectionSpec;
