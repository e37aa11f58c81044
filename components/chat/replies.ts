// The bot's script: reply delays, greetings and keyword replies. Pure, so it is unit-tested
// on its own (replies.test.ts) and the panel only decides *when* to show a reply. A page or
// phone number a reply names is a link, written `[label](/path)` or `[label](tel:…)`
// (chat-text.tsx renders it).

import { telHref } from "@/lib/format/phone";
import { ROUTES } from "@/lib/routes";

/** Delay before an FAQ answer appears (SPEC section 9). */
export const FAQ_REPLY_DELAY_MS = 1000;
/** Delay before a reply to free text appears (SPEC section 9). */
export const CHAT_REPLY_DELAY_MS = 1500;

/** What a reply may mention; both come from the widget's props, never from constants. */
export type BotContext = {
  emergencyPhone: string;
  hospitalName: string;
};

/** The first message, shown once when the chat is first opened. */
export function greeting(hospitalName: string): string {
  return `Hello! 👋 Welcome to ${hospitalName}. How can we help you today?`;
}

/** The single message left after "Reset Chat"; deliberately shorter than the greeting. */
export const RESET_GREETING = "Chat reset. How can we help you?";

export type KeywordReply = {
  /** The keyword from SPEC section 1 this entry answers. */
  keyword: string;
  /** Lower-case fragments; the entry matches when the message contains any of them. */
  matches: readonly string[];
  reply: (context: BotContext) => string;
};

// Order is precedence: the first entry whose fragment appears in the message wins.
// Emergency comes first so that a message mentioning an emergency always gets the phone
// number, whatever else it says; thanks comes last so "thanks, where are you?" is answered.
export const KEYWORD_REPLIES: readonly KeywordReply[] = [
  {
    keyword: "emergency",
    matches: ["emergency"],
    reply: ({ emergencyPhone }) =>
      `For a medical emergency, call our 24x7 emergency line at [${emergencyPhone}](${telHref(emergencyPhone)}) right away, or go to the nearest emergency department. Please do not wait for a chat reply.`,
  },
  {
    keyword: "appointment",
    matches: ["appointment"],
    reply: () =>
      `You can book an appointment online on the [Book Appointment](${ROUTES.appointment}) page: choose a speciality, a doctor and a time slot. Your booking is confirmed within 30 minutes.`,
  },
  {
    keyword: "doctor",
    matches: ["doctor"],
    reply: () =>
      `You can see all our doctors, their specialities and qualifications on the [Doctors](${ROUTES.doctorList}) page, and book a consultation from any doctor's profile.`,
  },
  {
    keyword: "location",
    matches: ["location"],
    reply: ({ hospitalName }) =>
      `The address of ${hospitalName}, a map and directions are on the [Contact Us](${ROUTES.contactUs}) page. On-site parking is available for cars and two-wheelers.`,
  },
  {
    keyword: "insurance",
    matches: ["insurance"],
    reply: () =>
      "We work with most major health insurers and TPAs. Share your policy details when you book, and our insurance desk will check your coverage 48 hours before your visit.",
  },
  {
    keyword: "hours",
    matches: ["hours"],
    reply: () =>
      "General visiting hours are 10:00 to 20:00, and ICU visiting is 11:00 to 13:00 and 16:00 to 18:00. The emergency department and pharmacy are open 24x7.",
  },
  {
    keyword: "service",
    matches: ["service"],
    reply: () =>
      `We offer a full range of diagnostic, surgical and specialist services. Browse them all on the [Services](${ROUTES.servicesV2}) page.`,
  },
  {
    keyword: "covid",
    matches: ["covid"],
    reply: () =>
      "COVID-19 vaccination is available at the hospital; see the notice at the top of the page. If you have fever, cough or breathlessness, please tell the front desk as soon as you arrive.",
  },
  {
    keyword: "report",
    matches: ["report"],
    reply: () =>
      "Most lab reports are ready within 24 to 48 hours. You can collect them at the lab counter or receive them by email.",
  },
  {
    keyword: "thanks",
    matches: ["thanks", "thank"],
    reply: () => "You're welcome! Is there anything else we can help you with?",
  },
];

/** The answer to any message that matches no keyword. */
export function genericReply({ hospitalName }: BotContext): string {
  return `Thank you for contacting ${hospitalName}. I can help with appointments, doctors, services, insurance, reports, visiting hours and our location, or you can pick a topic from our FAQs.`;
}

/** The keyword entry a message matches (case-insensitive), or null. */
export function matchKeyword(message: string): KeywordReply | null {
  const text = message.toLowerCase();
  return KEYWORD_REPLIES.find((entry) => entry.matches.some((fragment) => text.includes(fragment))) ?? null;
}

/** The bot's reply to a free-text message. */
export function getBotReply(message: string, context: BotContext): string {
  const entry = matchKeyword(message);
  return entry ? entry.reply(context) : genericReply(context);
}
