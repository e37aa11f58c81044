// schema.org FAQ questions (pure): a page's FAQs as Question/Answer pairs.

export interface FaqEntry {
  q: string;
  a: string;
}

/** The questions that have both a question and an answer, as schema.org Questions. */
export function faqQuestionsJsonLd(faqs: FaqEntry[]) {
  return faqs
    .filter((f) => f.q.trim() && f.a.trim())
    .map((f) => ({ "@type": "Question", name: f.q, acceptedAnswer: { "@type": "Answer", text: f.a } }));
}
