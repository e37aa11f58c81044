"use client";

import { useId, useRef, useState, type KeyboardEvent } from "react";
import styles from "./chat-composer.module.scss";
import { ArrowLeftIcon, SendIcon } from "./icons";
import { useFocusOnMount } from "./use-focus-on-mount";

type ChatComposerProps = {
  /** Sends the text; returns false when it was blank and nothing was sent. */
  onSend: (text: string) => boolean;
  onBrowseTopics: () => void;
  focusOnMount: boolean;
};

/** The "chat" view's input: a textarea where Enter sends and Shift+Enter adds a line. */
export function ChatComposer({ onSend, onBrowseTopics, focusOnMount }: ChatComposerProps) {
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState("");
  const isBlank = text.trim() === "";
  useFocusOnMount(inputRef, focusOnMount);

  function send() {
    if (onSend(text)) setText("");
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // While an IME is composing (Hindi, Marathi...), Enter confirms the composition instead.
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  return (
    <div className={styles.composer}>
      <button type="button" className={styles.back} onClick={onBrowseTopics}>
        <ArrowLeftIcon />
        Browse FAQ topics
      </button>
      <form method="post"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <label htmlFor={inputId} className={styles.srOnly}>
          Your message
        </label>
        <textarea
          id={inputId}
          ref={inputRef}
          className={styles.input}
          rows={2}
          maxLength={1000}
          placeholder="Type your question…"
          enterKeyHint="send"
          aria-describedby={hintId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={handleKeyDown}
        />
        <button type="submit" className={styles.send} disabled={isBlank} aria-label="Send message">
          <SendIcon />
        </button>
      </form>
      <p id={hintId} className={styles.hint}>
        Press Enter to send, Shift+Enter for a new line.
      </p>
    </div>
  );
}
