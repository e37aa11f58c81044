import { FAQ_CATEGORIES } from "./faq-data";

const answers = FAQ_CATEGORIES.flatMap((category) => category.questions.map((question) => question.a));
const allAnswers = answers.join("\n");

describe("FAQ_CATEGORIES", () => {
  it("lists the five SPEC categories in order", () => {
    expect(FAQ_CATEGORIES.map((category) => category.title)).toEqual([
      "Appointments & Scheduling",
      "Medical Services & Specialties",
      "Insurance & Billing",
      "Hospital Information",
      "Specialized Care",
    ]);
  });

  it("gives every category an icon and exactly four questions with non-empty answers", () => {
    for (const category of FAQ_CATEGORIES) {
      expect(category.icon).not.toBe("");
      expect(category.questions).toHaveLength(4);
      for (const { q, a } of category.questions) {
        expect(q.trim()).not.toBe("");
        expect(a.trim()).not.toBe("");
      }
    }
  });

  it("has no duplicate questions", () => {
    const questions = FAQ_CATEGORIES.flatMap((category) => category.questions.map((question) => question.q));
    expect(new Set(questions).size).toBe(questions.length);
  });

  it.each([
    ["a booking is confirmed within 30 minutes", /confirmed within 30 minutes/],
    ["reschedule or cancel up to 24 hours ahead", /reschedule or cancel up to 24 hours before/],
    ["arrive 15 to 30 minutes early", /arrive 15 to 30 minutes early/i],
    ["arrive 45 minutes early for a first visit", /45 minutes for a first visit/],
    ["general visiting hours are 10:00 to 20:00", /general visiting hours are 10:00 to 20:00/i],
    ["ICU visiting is 11:00 to 13:00 and 16:00 to 18:00", /ICU visiting is 11:00 to 13:00 and 16:00 to 18:00/],
    ["2 visitors per patient", /2 visitors per patient/],
    ["results take 24 to 48 hours", /results are ready within 24 to 48 hours/],
    ["insurance is checked 48 hours before a visit", /checks your eligibility and coverage 48 hours before your visit/],
  ])("states the SPEC fact that %s", (_fact, pattern) => {
    expect(allAnswers).toMatch(pattern);
  });

  it("hard-codes no phone number (the emergency line comes from props)", () => {
    expect(allAnswers).not.toMatch(/\+?\d[\d\s-]{7,}\d/);
  });
});
