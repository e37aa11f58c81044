import {
  CHAT_REPLY_DELAY_MS,
  FAQ_REPLY_DELAY_MS,
  KEYWORD_REPLIES,
  RESET_GREETING,
  genericReply,
  getBotReply,
  greeting,
  matchKeyword,
} from "./replies";

const context = { emergencyPhone: "+91 20 6720 1000", hospitalName: "Sunrise Multispeciality Hospital" };
const SPEC_KEYWORDS = [
  "appointment",
  "emergency",
  "doctor",
  "location",
  "insurance",
  "hours",
  "service",
  "covid",
  "report",
  "thanks",
];

describe("reply delays", () => {
  it("are 1000 ms for an FAQ answer and 1500 ms for free text (SPEC section 9)", () => {
    expect(FAQ_REPLY_DELAY_MS).toBe(1000);
    expect(CHAT_REPLY_DELAY_MS).toBe(1500);
  });
});

describe("greetings", () => {
  it("welcomes the visitor by hospital name on first open", () => {
    expect(greeting("Sunrise Multispeciality Hospital")).toBe(
      "Hello! 👋 Welcome to Sunrise Multispeciality Hospital. How can we help you today?",
    );
  });

  it("uses a reset greeting shorter than the first greeting", () => {
    expect(RESET_GREETING.length).toBeLessThan(greeting(context.hospitalName).length);
  });
});

describe("keyword table", () => {
  it("covers exactly the ten keywords of the SPEC", () => {
    expect(KEYWORD_REPLIES.map((entry) => entry.keyword).sort()).toEqual([...SPEC_KEYWORDS].sort());
  });

  it("gives every keyword a distinct reply that is not the generic answer", () => {
    const replies = SPEC_KEYWORDS.map((keyword) => getBotReply(keyword, context));
    expect(new Set(replies).size).toBe(SPEC_KEYWORDS.length);
    expect(replies).not.toContain(genericReply(context));
  });
});

describe("getBotReply", () => {
  it.each(SPEC_KEYWORDS)("answers a message containing %p with that keyword's reply", (keyword) => {
    const entry = KEYWORD_REPLIES.find((candidate) => candidate.keyword === keyword)!;
    expect(getBotReply(`Can you tell me about ${keyword} please?`, context)).toBe(entry.reply(context));
  });

  it("matches keywords case-insensitively", () => {
    expect(getBotReply("WHAT ARE YOUR HOURS?", context)).toBe(getBotReply("hours", context));
    expect(getBotReply("Covid vaccine", context)).toBe(getBotReply("covid", context));
  });

  it('treats "thank" (as in "thank you") like "thanks"', () => {
    expect(getBotReply("Thank you so much", context)).toBe(getBotReply("thanks", context));
  });

  it("matches plurals through the keyword they contain", () => {
    expect(getBotReply("Which doctors are available?", context)).toBe(getBotReply("doctor", context));
    expect(getBotReply("my lab reports", context)).toBe(getBotReply("report", context));
  });

  it("includes the emergency number passed in, not a built-in one", () => {
    expect(getBotReply("This is an emergency", context)).toContain("+91 20 6720 1000");
    expect(getBotReply("emergency", { ...context, emergencyPhone: "1800 000 111" })).toContain("1800 000 111");
  });

  it("gives the emergency reply precedence over any other keyword in the same message", () => {
    expect(getBotReply("Thanks, but I need an emergency appointment", context)).toBe(
      getBotReply("emergency", context),
    );
  });

  it("links the booking page in the appointment reply", () => {
    expect(getBotReply("appointment", context)).toContain("[Book Appointment](/appointment)");
  });

  it("answers text without any keyword with the generic answer", () => {
    expect(getBotReply("Is the canteen vegetarian?", context)).toBe(genericReply(context));
    expect(matchKeyword("Hello there")).toBeNull();
  });
});
