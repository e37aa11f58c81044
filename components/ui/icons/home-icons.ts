import { HOME_ICON_NAMES } from "@/lib/contracts/home";
import type { IconSet } from "./sprite";

// Line icons for the home page's figures and feature tiles, by the names the content uses
// (docs/API.md "Icons"), in a 24 x 24 box with a round 1.8 stroke; symbols of the icon sprite.

/** Drawn for a name the set does not have: a plus in a circle. */
const FALLBACK = "fallback";

const DRAWN: Readonly<Record<(typeof HOME_ICON_NAMES)[number] | typeof FALLBACK, string>> = {
  ambulance: '<path d="M2 6.5h12v10H2zM14 9.5h4.5L22 13v3.5h-8"/><circle cx="6.5" cy="17.5" r="2"/><circle cx="17.5" cy="17.5" r="2"/><path d="M8 9v5M5.5 11.5h5"/>',
  "shield-check": '<path d="M12 3l8 3v6c0 4.8-3.4 8-8 9-4.6-1-8-4.2-8-9V6z"/><path d="M8.5 12l2.5 2.5 4.5-5"/>',
  baby: '<circle cx="12" cy="12.5" r="8.5"/><path d="M9 11h.01M15 11h.01M9.5 15.5a3.5 3.5 0 0 0 5 0M12 4a2 2 0 0 0 2 2"/>',
  "heart-pulse": '<path d="M20.5 9c0 5.5-8.5 11-8.5 11S3.5 14.5 3.5 9A4.5 4.5 0 0 1 12 6.5 4.5 4.5 0 0 1 20.5 9z"/><path d="M3.5 12.5H8l1.5-3 3 6 1.5-3h6.5"/>',
  stethoscope: '<path d="M5 3H4v6a5 5 0 0 0 10 0V3h-1"/><path d="M9 14v1.5a5.5 5.5 0 0 0 11 0V13"/><circle cx="20" cy="11" r="2"/>',
  "monitor-heart": '<rect x="3" y="4" width="18" height="13" rx="2"/><path d="M8 21h8M12 17v4M6 11h3l1.5-3 3 6 1.5-3h3"/>',
  microscope: '<path d="M5 21h14M8 18h8M9.5 3.5l4 1.2-2.4 8-4-1.2z"/><path d="M14.5 10a5.5 5.5 0 0 1-1.5 8"/>',
  scan: '<path d="M3 8V5a2 2 0 0 1 2-2h3M16 3h3a2 2 0 0 1 2 2v3M21 16v3a2 2 0 0 1-2 2h-3M8 21H5a2 2 0 0 1-2-2v-3"/><circle cx="12" cy="12" r="4"/>',
  calendar: '<rect x="3" y="5" width="18" height="16" rx="2"/><path d="M3 10h18M8 3v4M16 3v4M9 15l2 2 4-4"/>',
  bed: '<path d="M3 5v15M3 16h18v4M21 16v-3.5A3.5 3.5 0 0 0 17.5 9H11v7"/><circle cx="7" cy="12" r="2"/>',
  hospital: '<path d="M5 21V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v16M2.5 21h19M12 7v6M9 10h6M10 21v-4h4v4"/>',
  users: '<circle cx="9" cy="8" r="3.5"/><path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6.5 6.5 0 0 1 3.5 6"/>',
  award: '<circle cx="12" cy="9" r="6"/><path d="M8.5 14 7 22l5-3 5 3-1.5-8"/>',
  [FALLBACK]: '<circle cx="12" cy="12" r="9"/><path d="M12 8v8M8 12h8"/>',
};

export const HOME_ICONS: IconSet = {
  attributes: 'fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"',
  symbols: DRAWN,
};

/** The symbol a content icon name is drawn with: its own, or the fallback. */
export const homeIconId = (name: string | null | undefined): string =>
  name && (HOME_ICON_NAMES as readonly string[]).includes(name) ? name : FALLBACK;
