"use client";

import { usePathname } from "next/navigation";
import type { NavItem } from "./aria-current";
import type { HeaderWords } from "./words";
import { NavList } from "./nav-list";
import { SpecialitiesDropdown } from "./specialities-dropdown";
import styles from "./main-nav.module.scss";

/** The desktop main navigation (hidden below $bp-lg, where MobileMenu takes over). */
export function MainNav({ items, book, words }: { items: readonly NavItem[]; book: NavItem; words: HeaderWords }) {
  return (
    <NavList
      items={items}
      book={book}
      pathname={usePathname()}
      label={words.main}
      classes={{ nav: styles.nav, list: styles.list, item: styles.item, link: styles.link, cta: styles.cta }}
      specialities={(item, current) => <SpecialitiesDropdown href={item.href} label={item.label} ariaCurrent={current} words={words.specialities} />}
    />
  );
}
