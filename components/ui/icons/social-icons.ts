import type { SocialPlatform } from "@/lib/contracts/footer";
import type { IconSet } from "./sprite";

// Simplified platform glyphs drawn here (24 x 24, filled with currentColor) so the footer loads
// nothing from other sites; symbols of the icon sprite.
const DRAWN: Readonly<Record<SocialPlatform, string>> = {
  facebook: '<path d="M13.5 22v-8h2.7l.4-3.2h-3.1V8.8c0-.9.3-1.5 1.6-1.5h1.7V4.4c-.3 0-1.3-.1-2.4-.1-2.4 0-4 1.5-4 4.1v2.4H7.7V14h2.7v8z"/>',
  instagram:
    '<rect x="3.5" y="3.5" width="17" height="17" rx="5" fill="none" stroke="currentColor" stroke-width="2"/><circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" stroke-width="2"/><circle cx="17.3" cy="6.7" r="1.2"/>',
  youtube: '<path fill-rule="evenodd" d="M2 9a4 4 0 0 1 4-4h12a4 4 0 0 1 4 4v6a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4zm8 0v6l5-3z"/>',
  twitter: '<path d="M4 4h4.6l11.4 16h-4.6zm14.4 0h2.1l-6.9 7.9-1.1-1.5zM3.5 20l6.9-7.9 1.1 1.5L5.6 20z"/>',
  linkedin:
    '<path fill-rule="evenodd" d="M3 6a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v12a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3zm4 4v7h2.4v-7zm1.2-1.3a1.3 1.3 0 1 0 0-2.6 1.3 1.3 0 0 0 0 2.6zM11 10v7h2.4v-3.6c0-1 .5-1.6 1.3-1.6s1.1.6 1.1 1.6V17H18v-4.3c0-2-1-3-2.6-3-1 0-1.7.5-2 1V10z"/>',
};

export const SOCIAL_ICONS: IconSet = { attributes: 'fill="currentColor"', symbols: DRAWN };
