/** "1 year", "18 years". */
export const experienceText = (years: number) => `${years} ${years === 1 ? "year" : "years"}`;
