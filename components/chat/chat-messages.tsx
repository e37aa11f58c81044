"use client";

import { useEffect, useRef } from "react";
import styles from "./chat-messages.module.scss";
import { ChatText } from "./chat-text";
import type { ChatMessage } from "./types";

type ChatMessagesProps = {
  messages: readonly ChatMessage[];
  isTyping: boolean;
  /** A link in a reply to a page of the site was followed. */
  onFollowLink?: () => void;
};

/**
 * The conversation (a polite live log, so new replies are read out) and the typing indicator.
 * The bot's messages may link to pages and phone numbers; a visitor's text is shown as typed.
 */
export function ChatMessages({ messages, isTyping, onFollowLink }: ChatMessagesProps) {
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, isTyping]);

  return (
    <>
      {/* Focusable so keyboard users can scroll a long conversation. */}
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label="Conversation"
        tabIndex={0}
        className={styles.log}
      >
        <ul className={styles.list}>
          {messages.map((message) => (
            <li key={message.id} className={message.type === "bot" ? styles.bot : styles.user}>
              <span className={styles.sender}>{message.type === "bot" ? "Assistant:" : "You:"}</span>
              <p className={styles.bubble}>
                {message.type === "bot" ? (
                  <ChatText content={message.content} linkClassName={styles.link} onFollowLink={onFollowLink} />
                ) : (
                  message.content
                )}
              </p>
            </li>
          ))}
        </ul>
      </div>
      {/* Always mounted, so screen readers notice when the indicator appears. */}
      <div role="status" aria-label={isTyping ? "Assistant is typing" : undefined} className={styles.status}>
        {isTyping && (
          <span className={styles.typing}>
            <span className={styles.dots} aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            <span className={styles.sender}>Assistant is typing…</span>
          </span>
        )}
      </div>
    </>
  );
}
