"use client";

import { lazy, Suspense, useId, useRef, useState } from "react";
import styles from "./chat-widget.module.scss";
import { ChatBubbleIcon } from "./icon-base";
import { useStepAside } from "./use-step-aside";

export type ChatWidgetProps = {
  /** The 24x7 emergency line as displayed, e.g. "+91 20 6720 1000". */
  emergencyPhone: string;
  hospitalName: string;
};

// The panel (conversation, FAQ data, replies) is its own chunk, fetched on first open, so
// every page's first-load JS carries only this launcher.
const loadPanel = () => import("./chat-panel");
const ChatPanel = lazy(() => loadPanel().then((module) => ({ default: module.ChatPanel })));

function prefetchPanel() {
  // A hover or focus usually precedes the click by enough to hide the chunk's latency.
  void loadPanel();
}

/** The floating help chat: a launcher button on every page and, once opened, the chat panel. */
export function ChatWidget({ emergencyPhone, hospitalName }: ChatWidgetProps) {
  const panelId = useId();
  const launcherRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Once opened the panel stays mounted (hidden when closed), keeping the conversation.
  const [hasOpened, setHasOpened] = useState(false);
  // Closed, the launcher steps aside while a control of the page is under it.
  const steppedAside = useStepAside(launcherRef, !open);

  function openChat() {
    setHasOpened(true);
    setOpen(true);
  }

  function closeChat() {
    setOpen(false);
    launcherRef.current?.focus();
  }

  return (
    <>
      {hasOpened && (
        <Suspense
          fallback={
            open ? (
              <div role="status" className={styles.loading}>
                Loading help chat…
              </div>
            ) : null
          }
        >
          <ChatPanel
            id={panelId}
            open={open}
            onClose={closeChat}
            emergencyPhone={emergencyPhone}
            hospitalName={hospitalName}
          />
        </Suspense>
      )}
      <button
        ref={launcherRef}
        type="button"
        className={styles.launcher}
        data-stepped-aside={steppedAside || undefined}
        aria-label={open ? "Close help chat" : "Open help chat"}
        aria-expanded={open}
        aria-controls={hasOpened ? panelId : undefined}
        onClick={open ? closeChat : openChat}
        onPointerEnter={prefetchPanel}
        onFocus={prefetchPanel}
      >
        <ChatBubbleIcon className={styles.icon} />
        {!open && <span className={styles.badge} aria-hidden="true" />}
      </button>
    </>
  );
}
