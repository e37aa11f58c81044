"use client";

import { useId, useRef } from "react";
import styles from "./faq-menu.module.scss";
import {
  ArrowLeftIcon,
  CalendarIcon,
  CardIcon,
  ChevronRightIcon,
  HeartIcon,
  HospitalIcon,
  StethoscopeIcon,
} from "./icons";
import type { FaqCategory, FaqIconName, FaqQuestion } from "./types";
import { useFocusOnMount } from "./use-focus-on-mount";

const TOPIC_ICONS: Record<FaqIconName, typeof CalendarIcon> = {
  calendar: CalendarIcon,
  stethoscope: StethoscopeIcon,
  card: CardIcon,
  hospital: HospitalIcon,
  heart: HeartIcon,
};

function TopicIcon({ name }: { name: FaqIconName }) {
  const Svg = TOPIC_ICONS[name];
  return (
    <span className={styles.icon}>
      <Svg />
    </span>
  );
}

type FaqCategoriesProps = {
  categories: readonly FaqCategory[];
  onSelect: (categoryIndex: number) => void;
  onTypeQuestion: () => void;
  /** Focus the heading on mount (set when the user navigated here). */
  focusOnMount: boolean;
};

/** The "categories" view: every FAQ topic, plus a way into free-text chat. */
export function FaqCategories({ categories, onSelect, onTypeQuestion, focusOnMount }: FaqCategoriesProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(headingRef, focusOnMount);

  return (
    <section aria-labelledby={headingId} className={styles.menu}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        Choose a topic
      </h3>
      <ul className={styles.options}>
        {categories.map((category, index) => (
          <li key={category.title}>
            <button type="button" className={styles.option} onClick={() => onSelect(index)}>
              <TopicIcon name={category.icon} />
              <span className={styles.label}>{category.title}</span>
              <ChevronRightIcon className={styles.chevron} />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.secondary} onClick={onTypeQuestion}>
        Type a question
      </button>
    </section>
  );
}

type FaqQuestionsProps = {
  category: FaqCategory;
  onAsk: (question: FaqQuestion) => void;
  onBack: () => void;
  onTypeQuestion: () => void;
  focusOnMount: boolean;
};

/** The "questions" view: the four questions of one topic. */
export function FaqQuestions({ category, onAsk, onBack, onTypeQuestion, focusOnMount }: FaqQuestionsProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(headingRef, focusOnMount);

  return (
    <section aria-labelledby={headingId} className={styles.menu}>
      <button type="button" className={styles.back} onClick={onBack}>
        <ArrowLeftIcon />
        Back to topics
      </button>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        <TopicIcon name={category.icon} />
        {category.title}
      </h3>
      <ul className={styles.options}>
        {category.questions.map((question) => (
          <li key={question.q}>
            <button type="button" className={styles.option} onClick={() => onAsk(question)}>
              <span className={styles.label}>{question.q}</span>
              <ChevronRightIcon className={styles.chevron} />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.secondary} onClick={onTypeQuestion}>
        Type a question
      </button>
    </section>
  );
}
