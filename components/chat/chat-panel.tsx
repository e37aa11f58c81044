"use client";

import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { PhoneNumber } from "@/components/ui/phone-number";
import { telHref } from "@/lib/format/phone";
import { ChatComposer } from "./chat-composer";
import { ChatMessages } from "./chat-messages";
import styles from "./chat-panel.module.scss";
import { FAQ_CATEGORIES } from "./faq-data";
import { FaqCategories, FaqQuestions } from "./faq-menu";
import { ChatBubbleIcon, CloseIcon, PhoneIcon } from "./icons";
import { useChat } from "./use-chat";

export type ChatPanelProps = {
  id: string;
  open: boolean;
  onClose: () => void;
  emergencyPhone: string;
  hospitalName: string;
};

/**
 * The open help chat: a non-modal dialog. It stays mounted (hidden) once opened, so the
 * conversation survives closing and reopening; the greeting is shown on first open only.
 * Loaded lazily by ChatWidget, so none of this is in the first-load JS of any page.
 */
export function ChatPanel({ id, open, onClose, emergencyPhone, hospitalName }: ChatPanelProps) {
  const chat = useChat({ emergencyPhone, hospitalName });
  const dialogRef = useRef<HTMLElement>(null);
  // True after the user navigates between views, so the new view takes focus; false after
  // Reset Chat, where focus stays on the Reset button.
  const [moveFocus, setMoveFocus] = useState(false);

  useEffect(() => {
    if (open) dialogRef.current?.focus();
  }, [open]);

  function navigate(go: () => void) {
    setMoveFocus(true);
    go();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    onClose();
  }

  const category = chat.categoryIndex === null ? undefined : FAQ_CATEGORIES[chat.categoryIndex];

  return (
    <section
      id={id}
      ref={dialogRef}
      role="dialog"
      aria-label="Help chat"
      tabIndex={-1}
      hidden={!open}
      className={styles.panel}
      onKeyDown={handleKeyDown}
    >
      {/* A div, not a header: inside the dialog a header would be a second "banner" landmark. */}
      <div className={styles.header}>
        <div className={styles.titleRow}>
          <span className={styles.avatar} aria-hidden="true">
            <ChatBubbleIcon />
          </span>
          <div className={styles.titles}>
            <h2 className={styles.title}>Help chat</h2>
            <p className={styles.subtitle}>{hospitalName}</p>
          </div>
          <button
            type="button"
            className={styles.reset}
            onClick={() => {
              setMoveFocus(false);
              chat.reset();
            }}
          >
            Reset Chat
          </button>
          <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <a className={styles.emergency} href={telHref(emergencyPhone)}>
          <PhoneIcon className={styles.phoneIcon} />
          <span>24x7 Emergency:</span> <strong><PhoneNumber value={emergencyPhone} /></strong>
        </a>
      </div>

      {/* Following a link to a page closes the panel, which on a phone covers that page; the conversation stays. */}
      <ChatMessages messages={chat.messages} isTyping={chat.isTyping} onFollowLink={onClose} />

      <div className={styles.view}>
        {chat.view === "categories" && (
          <FaqCategories
            categories={FAQ_CATEGORIES}
            onSelect={(index) => navigate(() => chat.showQuestions(index))}
            onTypeQuestion={() => navigate(chat.showChat)}
            focusOnMount={moveFocus}
          />
        )}
        {chat.view === "questions" && category && (
          <FaqQuestions
            category={category}
            onAsk={(question) => navigate(() => chat.askFaq(question))}
            onBack={() => navigate(chat.showCategories)}
            onTypeQuestion={() => navigate(chat.showChat)}
            focusOnMount={moveFocus}
          />
        )}
        {chat.view === "chat" && (
          <ChatComposer
            onSend={chat.sendMessage}
            onBrowseTopics={() => navigate(chat.showCategories)}
            focusOnMount={moveFocus}
          />
        )}
      </div>
    </section>
  );
}
