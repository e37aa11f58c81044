// The days of the week, Monday first (ISO: index + 1 is the day's number). The one list
// the OPD timings, their wording and the structured data read.

export const WEEK_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

export type WeekDay = (typeof WEEK_DAYS)[number];

