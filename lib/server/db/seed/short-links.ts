import "server-only";

/** Short links to real pages, as a hospital shares them in SMS and posters. */
export const SHORT_LINKS_SEED = [
  { id: "book", target: "/appointment" },
  { id: "doctors", target: "/doctorList" },
  { id: "cardio", target: "/specialities/cardiology" },
  { id: "careers", target: "/career" },
  { id: "contact", target: "/contactUs" },
  // An expired campaign link: answers 404 like an unknown id.
  { id: "flu2025", target: "/services-v2", expiresAt: new Date("2025-03-31T18:30:00Z") },
];
