"use client";

import { usePathname } from "next/navigation";
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from "react";
import { Link } from "@/components/ui/link";
import type { HeaderWords } from "./words";
import styles from "./specialities-dropdown.module.scss";

/** SPEC.md section 9: the dropdown closes 150 ms after the pointer leaves. */
export const CLOSE_DELAY_MS = 150;

export interface SpecialitiesDropdownProps {
  /** The list of every speciality (the nav item's own address). */
  href: string;
  /** The nav item's label ("Specialities"). */
  label: string;
  /** The Specialities link's aria-current, worked out by the nav from the pathname. */
  ariaCurrent?: "page" | "true";
  words: HeaderWords["specialities"];
}

// The panel's contents (the list via SWR and the API client, the preview) are their own
// chunk, fetched on first open or when the pointer or focus reaches the menu.
const loadPanel = () => import("./speciality-menu-panel");
const SpecialityMenuPanel = lazy(() => loadPanel().then((module) => ({ default: module.SpecialityMenuPanel })));
const prefetchPanel = () => void loadPanel();

/** 'Loading specialities...' as a polite status. */
export function MenuLoading({ text }: { text: string }) {
  return (
    <p className={styles.status} role="status">
      {text}
    </p>
  );
}

export function ViewAllLink({ href, text, onClick }: { href: string; text: string; onClick: () => void }) {
  return (
    <Link className={styles.viewAll} href={href} onClick={onClick}>
      {text}
    </Link>
  );
}

/** Touch has no hover: a tap would open on pointerenter and close again on click. */
const isHoverPointer = (event: PointerEvent) => event.pointerType !== "touch";

/**
 * The desktop Specialities nav item: a link to /specialityList, a toggle button and a mega
 * panel that loads the v2 speciality list on first open (SPEC.md section 2).
 */
export function SpecialitiesDropdown({ href, label, ariaCurrent, words }: SpecialitiesDropdownProps) {
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const openedByHover = useRef(false);
  const focusFirstOnOpen = useRef(false);

  const [open, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);

  // Close on navigation (the pathname changes while the panel is open).
  const pathname = usePathname();
  const [lastPathname, setLastPathname] = useState(pathname);
  if (pathname !== lastPathname) {
    setLastPathname(pathname);
    setOpen(false);
    setActiveId(null);
  }

  const cancelClose = () => {
    if (closeTimer.current !== null) {
      clearTimeout(closeTimer.current);
      closeTimer.current = null;
    }
  };

  const show = () => {
    cancelClose();
    setOpen(true);
    setHasOpened(true);
  };

  const hide = () => {
    cancelClose();
    openedByHover.current = false;
    setOpen(false);
    // The next opening starts again from the first speciality.
    setActiveId(null);
    // Focus must not stay on a link that is about to be hidden.
    if (panelRef.current?.contains(document.activeElement)) toggleRef.current?.focus();
  };

  useEffect(() => cancelClose, []);

  // Escape dismisses the panel wherever focus is, including when hover opened it (WCAG 1.4.13).
  const onDocumentKeyDown = useEffectEvent((event: globalThis.KeyboardEvent) => {
    if (event.key === "Escape") hide();
  });
  useEffect(() => {
    if (!open) return;
    document.addEventListener("keydown", onDocumentKeyDown);
    return () => document.removeEventListener("keydown", onDocumentKeyDown);
  }, [open]);

  // ArrowDown on the toggle opens and, once the list has loaded, moves to its first link
  // (View All when the list is empty or failed).
  const onListSettled = useCallback(() => {
    if (!focusFirstOnOpen.current) return;
    focusFirstOnOpen.current = false;
    panelRef.current?.querySelector<HTMLElement>("a[href]")?.focus();
  }, []);

  const onPointerEnter = (event: PointerEvent) => {
    if (!isHoverPointer(event)) return;
    prefetchPanel();
    if (!open) openedByHover.current = true;
    show();
  };

  const onPointerLeave = (event: PointerEvent) => {
    if (!isHoverPointer(event) || !open) return;
    cancelClose();
    closeTimer.current = setTimeout(() => hide(), CLOSE_DELAY_MS);
  };

  const onToggleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // A pointer click on a panel that hover just opened confirms it rather than closing it
    // (detail is 0 for Enter/Space, which keep toggling).
    if (open && openedByHover.current && event.detail > 0) {
      openedByHover.current = false;
      return;
    }
    if (open) hide();
    else show();
  };

  const onToggleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowDown") return;
    event.preventDefault();
    focusFirstOnOpen.current = true;
    show();
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (open && !rootRef.current?.contains(next)) hide();
  };

  const onLinkClick = () => hide();

  return (
    <div
      ref={rootRef}
      className={styles.root}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={onBlur}
    >
      <div className={styles.trigger}>
        <Link className={styles.link} href={href} aria-current={ariaCurrent} onClick={onLinkClick}>
          {label}
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-label={words.label}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggleClick}
          onKeyDown={onToggleKeyDown}
          onFocus={prefetchPanel}
        >
          <svg className={styles.chevron} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M3.5 6l4.5 4.5L12.5 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>

      {/* tabIndex -1: a click on the panel's background keeps focus inside, so it does not close. */}
      <div ref={panelRef} id={panelId} className={styles.panel} hidden={!open} tabIndex={-1}>
        {hasOpened ? (
          <Suspense
            fallback={
              <div className={styles.body}>
                <div className={styles.main}>
                  <MenuLoading text={words.loading} />
                  <ViewAllLink href={href} text={words.viewAll} onClick={onLinkClick} />
                </div>
              </div>
            }
          >
            <SpecialityMenuPanel
              listHref={href}
              words={words}
              open={open}
              activeId={activeId}
              onActivate={setActiveId}
              onNavigate={onLinkClick}
              onSettled={onListSettled}
            />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
