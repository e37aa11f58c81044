// The site's decorative icons below the fold (the home page's figures and feature tiles, the
// footer's social links) are symbols of one sprite file, public/images/icons.svg, which a page
// refers to with <use> instead of carrying each icon inline twice: in its HTML and again in its
// RSC payload. The home page then fits the first TCP round trip (14.6 kB with its headers, issue
// 20), and every page's footer is lighter. The file is cached by the browser once for all pages.
//
// Each set is drawn once (./home-icons.ts, ./social-icons.ts); the file is written from them by
// `npx tsx scripts/generate-icon-sprite.ts`, and a test fails when the committed file differs.
import { HOME_ICONS } from "./home-icons";
import { SOCIAL_ICONS } from "./social-icons";

/** Where the sprite is served (a file in public/). */
export const ICON_SPRITE = "/images/icons.svg";

/** A set of symbols drawn alike: the attributes of every symbol's group, and each symbol's inner markup by its id. */
export interface IconSet {
  readonly attributes: string;
  readonly symbols: Readonly<Record<string, string>>;
}

/** The text of public/images/icons.svg: one <symbol> (24 x 24) per icon of each set (their ids do not overlap: a test checks). */
export function iconSpriteFile(): string {
  const symbols = [HOME_ICONS, SOCIAL_ICONS].flatMap(({ attributes, symbols }) =>
    Object.entries(symbols).map(([id, markup]) => `<symbol id="${id}" viewBox="0 0 24 24"><g ${attributes}>${markup}</g></symbol>`),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

/** A decorative icon: the sprite's symbol `id`, at `size` pixels unless CSS sizes it. */
export function SpriteIcon({ id, className, size = 24 }: { id: string; className?: string; size?: number }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`${ICON_SPRITE}#${id}`} />
    </svg>
  );
}
