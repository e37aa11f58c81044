"use client";

import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from "react";
import { createPortal } from "react-dom";
import { PhoneNumber } from "@/components/ui/phone-number";
import { telHref } from "@/lib/format/phone";
import { ariaCurrentFor, BOOK_APPOINTMENT, NAV_ITEMS } from "./nav-items";
import styles from "./mobile-menu.module.scss";

export interface MobileMenuProps {
  hospitalName: string;
  emergencyPhone: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';
/** Must match $bp-lg: from there the desktop nav shows and the panel must not stay open. */
const DESKTOP_QUERY = "(min-width: 1024px)";

const noSubscription = () => () => {};
/** False while rendering on the server and hydrating, true afterwards. */
const useIsClient = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * The menu button and full-width side panel used below $bp-lg. The panel is a modal dialog:
 * focus is trapped inside, Escape closes it, and the page behind does not scroll.
 * The specialities dropdown is desktop only (SPEC.md section 2): Specialities is a plain link here.
 */
export function MobileMenu({ hospitalName, emergencyPhone }: MobileMenuProps) {
  const panelId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  const [open, setOpen] = useState(false);
  const isClient = useIsClient();

  // Close on navigation.
  const pathname = usePathname();
  const [lastPathname, setLastPathname] = useState(pathname);
  if (pathname !== lastPathname) {
    setLastPathname(pathname);
    setOpen(false);
  }

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
  }, [open]);

  // Body scroll lock, and closing when the window grows to the desktop layout.
  useEffect(() => {
    if (!open) return;
    const { body } = document;
    const previousOverflow = body.style.overflow;
    body.style.overflow = "hidden";

    const desktop = typeof window.matchMedia === "function" ? window.matchMedia(DESKTOP_QUERY) : null;
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setOpen(false);
    };
    desktop?.addEventListener("change", onChange);

    return () => {
      body.style.overflow = previousOverflow;
      desktop?.removeEventListener("change", onChange);
    };
  }, [open]);

  const close = () => setOpen(false);

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      close();
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
  const panel = (
    <div
      ref={panelRef}
      id={panelId}
      className={styles.panel}
      role="dialog"
      aria-modal="true"
      aria-label="Site menu"
      hidden={!open}
      onKeyDown={onPanelKeyDown}
    >
      <div className={styles.panelHeader}>
        <span className={styles.panelTitle}>{hospitalName}</span>
        <button ref={closeButtonRef} type="button" className={styles.closeButton} aria-label="Close menu" onClick={close}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>

      <nav className={styles.nav} aria-label="Main">
        <ul className={styles.list}>
          {NAV_ITEMS.map((item) => (
            <li key={item.href}>
              <Link className={styles.link} href={item.href} aria-current={ariaCurrentFor(item, pathname)} onClick={close}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        <Link
          className={styles.cta}
          href={BOOK_APPOINTMENT.href}
          aria-current={ariaCurrentFor(BOOK_APPOINTMENT, pathname)}
          onClick={close}
        >
          {BOOK_APPOINTMENT.label}
        </Link>
      </nav>

      <a className={styles.emergency} href={telHref(emergencyPhone)}>
        24x7 Emergency: <PhoneNumber value={emergencyPhone} />
      </a>
    </div>
  );

  return (
    <>
      <button
        ref={menuButtonRef}
        type="button"
        className={styles.menuButton}
        aria-label="Open menu"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M4 7h16M4 12h16M4 17h16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {isClient ? createPortal(panel, document.body) : null}
    </>
  );
}
