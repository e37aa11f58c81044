/** One line of the help chat conversation (SPEC section 3, "Chat message"). */
export type ChatMessage = {
  id: string;
  type: "user" | "bot";
  content: string;
  timestamp: Date;
};

/** What the lower part of the panel shows: topic list, one topic's questions, or the text box. */
export type ChatView = "categories" | "questions" | "chat";

export type FaqQuestion = {
  q: string;
  a: string;
};

/** Names of the decorative topic icons drawn by faq-menu.tsx (inline SVG, not emoji, so they look the same on every device). */
export type FaqIconName = "calendar" | "stethoscope" | "card" | "hospital" | "heart";

/** SPEC section 3, "FAQ category". `icon` is decorative and always rendered aria-hidden. */
export type FaqCategory = {
  title: string;
  icon: FaqIconName;
  questions: readonly FaqQuestion[];
};
