/** The profile page of a doctor. */
export const doctorHref = (username: string) => `/doctordetail/${encodeURIComponent(username)}`;

/** The booking page with the doctor chosen. */
export const bookDoctorHref = (username: string) => `/appointment?doctor=${encodeURIComponent(username)}`;

/** "1 year", "18 years". */
export const experienceText = (years: number) => `${years} ${years === 1 ? "year" : "years"}`;
