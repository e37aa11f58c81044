"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import {
  CHAT_REPLY_DELAY_MS,
  FAQ_REPLY_DELAY_MS,
  RESET_GREETING,
  getBotReply,
  greeting,
  type BotContext,
} from "./replies";
import type { ChatMessage, ChatView, FaqQuestion } from "./types";

let lastId = 0;

function createMessage(type: ChatMessage["type"], content: string): ChatMessage {
  lastId += 1;
  return { id: `chat-${lastId}`, type, content, timestamp: new Date() };
}

export type ChatState = {
  messages: ChatMessage[];
  view: ChatView;
  /** Index into FAQ_CATEGORIES of the topic shown in the "questions" view. */
  categoryIndex: number | null;
  /** True while at least one bot reply is scheduled. */
  isTyping: boolean;
  showCategories: () => void;
  showQuestions: (categoryIndex: number) => void;
  showChat: () => void;
  askFaq: (question: FaqQuestion) => void;
  /** Sends trimmed text; returns false (and sends nothing) when the text is blank. */
  sendMessage: (text: string) => boolean;
  reset: () => void;
};

/**
 * Conversation state and reply timers of the help chat. Every scheduled reply is tracked so
 * that reset and unmount cancel it: a reply must never land in a conversation that was reset.
 */
export function useChat(context: BotContext): ChatState {
  const { emergencyPhone, hospitalName } = context;
  const [messages, setMessages] = useState<ChatMessage[]>(() => [createMessage("bot", greeting(hospitalName))]);
  const [view, setView] = useState<ChatView>("categories");
  const [categoryIndex, setCategoryIndex] = useState<number | null>(null);
  const [pendingReplies, setPendingReplies] = useState(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const scheduled = timers.current;
    return () => {
      scheduled.forEach(clearTimeout);
      scheduled.clear();
    };
  }, []);

  const replyLater = useCallback((content: string, delayMs: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setMessages((current) => [...current, createMessage("bot", content)]);
      setPendingReplies((count) => count - 1);
    }, delayMs);
    timers.current.add(timer);
    setPendingReplies((count) => count + 1);
  }, []);

  const showCategories = useCallback(() => {
    setView("categories");
    setCategoryIndex(null);
  }, []);

  const showQuestions = useCallback((index: number) => {
    setCategoryIndex(index);
    setView("questions");
  }, []);

  const showChat = useCallback(() => setView("chat"), []);

  const askFaq = useCallback(
    (question: FaqQuestion) => {
      setView("chat");
      setMessages((current) => [...current, createMessage("user", question.q)]);
      replyLater(question.a, FAQ_REPLY_DELAY_MS);
    },
    [replyLater],
  );

  const sendMessage = useCallback(
    (text: string) => {
      const content = text.trim();
      if (!content) return false;
      setMessages((current) => [...current, createMessage("user", content)]);
      replyLater(getBotReply(content, { emergencyPhone, hospitalName }), CHAT_REPLY_DELAY_MS);
      return true;
    },
    [replyLater, emergencyPhone, hospitalName],
  );

  const reset = useCallback(() => {
    timers.current.forEach(clearTimeout);
    timers.current.clear();
    setPendingReplies(0);
    setMessages([createMessage("bot", RESET_GREETING)]);
    setView("categories");
    setCategoryIndex(null);
  }, []);

  return {
    messages,
    view,
    categoryIndex,
    isTyping: pendingReplies > 0,
    showCategories,
    showQuestions,
    showChat,
    askFaq,
    sendMessage,
    reset,
  };
}
