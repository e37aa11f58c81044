"use client";

import { usePathname } from "next/navigation";
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import type { NavItem } from "./aria-current";
import type { HeaderWords } from "./words";
import styles from "./mobile-menu.module.scss";

export interface MobileMenuProps {
  items: readonly NavItem[];
  book: NavItem;
  hospitalName: string;
  emergencyPhone: string;
  words: HeaderWords;
}

// The panel (its links, focus trap and scroll lock) is its own chunk: every page loads the
// button only, and the panel comes on first open, or as soon as the pointer or focus reaches
// the button, so it is there by the time it is pressed.
const loadPanel = () => import("./mobile-menu-panel");
const MobileMenuPanel = lazy(() => loadPanel().then((module) => ({ default: module.MobileMenuPanel })));
const prefetchPanel = () => void loadPanel();

/**
 * The menu button and full-width side panel used below $bp-lg (mobile-menu-panel.tsx).
 * The specialities dropdown is desktop only (SPEC.md section 2): Specialities is a plain link here.
 */
export function MobileMenu({ items, book, hospitalName, emergencyPhone, words }: MobileMenuProps) {
  const panelId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);

  // Close on navigation.
  const pathname = usePathname();
  const [lastPathname, setLastPathname] = useState(pathname);
  if (pathname !== lastPathname) {
    setLastPathname(pathname);
    setOpen(false);
  }

  const close = useCallback(() => setOpen(false), []);

  // Escape closes the menu even before its panel has arrived (and with it the panel's own
  // handling): a quick keyboard user is never left with a menu that opens after they left it.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <>
      <button
        ref={menuButtonRef}
        type="button"
        className={styles.menuButton}
        aria-label={words.openMenu}
        aria-expanded={open}
        aria-controls={hasOpened ? panelId : undefined}
        onPointerEnter={prefetchPanel}
        onFocus={prefetchPanel}
        onClick={() => {
          setHasOpened(true);
          setOpen(true);
        }}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M4 7h16M4 12h16M4 17h16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <MobileMenuPanel id={panelId} items={items} book={book} open={open} pathname={pathname} hospitalName={hospitalName} emergencyPhone={emergencyPhone} words={words} onClose={close} menuButtonRef={menuButtonRef} />
        </Suspense>
      ) : null}
    </>
  );
}
