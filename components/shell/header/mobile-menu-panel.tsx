"use client";

import { useEffect, useRef, type KeyboardEvent, type RefObject } from "react";
import { createPortal } from "react-dom";
import { PhoneNumber } from "@/components/ui/phone-number";
import { telHref } from "@/lib/format/phone";
import type { NavItem } from "./aria-current";
import type { HeaderWords } from "./words";
import { NavList } from "./nav-list";
import styles from "./mobile-menu.module.scss";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';
/** Must match $bp-lg: from there the desktop nav shows and the panel must not stay open. */
const DESKTOP_QUERY = "(min-width: 1024px)";

export interface MobileMenuPanelProps {
  id: string;
  items: readonly NavItem[];
  book: NavItem;
  open: boolean;
  pathname: string | null;
  hospitalName: string;
  emergencyPhone: string;
  words: HeaderWords;
  onClose: () => void;
  /** Where focus goes when the panel closes with focus inside it. */
  menuButtonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The full-width side panel of the mobile menu, a modal dialog: focus moves into it on open and
 * is trapped there, Escape closes it, and the page behind does not scroll. Its own chunk, loaded
 * when the menu is first opened (or the pointer or focus reaches the menu button).
 */
export function MobileMenuPanel({ id, items, book, open, pathname, hospitalName, emergencyPhone, words, onClose, menuButtonRef }: MobileMenuPanelProps) {
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);

  // Focus moves into the panel on open and back to the menu button on close.
  useEffect(() => {
    if (open) {
      closeButtonRef.current?.focus();
    } else if (wasOpen.current) {
      const active = document.activeElement;
      if (!active || active === document.body || panelRef.current?.contains(active)) {
        menuButtonRef.current?.focus();
      }
    }
    wasOpen.current = open;
  }, [open, menuButtonRef]);

  // Body scroll lock, and closing when the window grows to the desktop layout.
  useEffect(() => {
    if (!open) return;
    const { body } = document;
    const previousOverflow = body.style.overflow;
    body.style.overflow = "hidden";

    const desktop = typeof window.matchMedia === "function" ? window.matchMedia(DESKTOP_QUERY) : null;
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) onClose();
    };
    desktop?.addEventListener("change", onChange);

    return () => {
      body.style.overflow = previousOverflow;
      desktop?.removeEventListener("change", onChange);
    };
  }, [open, onClose]);

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== "Tab" || !panelRef.current) return;
    const focusables = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (focusables.length === 0) return;
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    const active = document.activeElement;
    const inside = panelRef.current.contains(active);
    if (event.shiftKey && (active === first || !inside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !inside)) {
      event.preventDefault();
      first.focus();
    }
  };

  // Portalled to <body>: inside the sticky header it would share the header's stacking
  // context and sit below the chat widget.
  return createPortal(
    <div ref={panelRef} id={id} className={styles.panel} role="dialog" aria-modal="true" aria-label={words.menuPanel} hidden={!open} onKeyDown={onPanelKeyDown}>
      <div className={styles.panelHeader}>
        <span className={styles.panelTitle}>{hospitalName}</span>
        <button ref={closeButtonRef} type="button" className={styles.closeButton} aria-label={words.closeMenu} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>

      <NavList items={items} book={book} pathname={pathname} classes={{ nav: styles.nav, list: styles.list, link: styles.link, cta: styles.cta }} label={words.main} onNavigate={onClose} />

      <a className={styles.emergency} href={telHref(emergencyPhone)}>
        {words.emergency} <PhoneNumber value={emergencyPhone} />
      </a>
    </div>,
    document.body,
  );
}
