import type { MouseEvent } from "react";
import { Link } from "@/components/ui/link";
import { PhoneNumber } from "@/components/ui/phone-number";

/**
 * The bot's script marks a link as `[label](/path)` (a page of this site) or `[label](tel:…)`.
 * Nothing else is a link: no other scheme, no other origin ("//host" is refused), and only
 * the bot's own messages are read this way, never what a visitor types.
 */
const LINK = /\[([^\]\n]+)\]\(((?:\/(?!\/)|tel:\+?\d)[^\s()]*)\)/g;

export type ChatTextPart = { text: string; href?: undefined } | { text: string; href: string };

/** Splits a bot message into its text and its links, in order. */
export function parseChatText(content: string): ChatTextPart[] {
  const parts: ChatTextPart[] = [];
  let last = 0;
  for (const match of content.matchAll(LINK)) {
    if (match.index > last) parts.push({ text: content.slice(last, match.index) });
    parts.push({ text: match[1], href: match[2] });
    last = match.index + match[0].length;
  }
  if (last < content.length) parts.push({ text: content.slice(last) });
  return parts;
}

/** A click that leaves the page in this tab (not a new tab, window or download). */
const followsHere = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

type ChatTextProps = {
  content: string;
  linkClassName?: string;
  /** A link to a page of the site was followed in this tab. */
  onFollowLink?: () => void;
};

/** A bot message with its links: pages through the site's client-side Link, phone numbers as tel: links. */
export function ChatText({ content, linkClassName, onFollowLink }: ChatTextProps) {
  return parseChatText(content).map((part, index) => {
    if (part.href === undefined) return part.text;
    if (part.href.startsWith("tel:")) {
      return (
        <a key={index} className={linkClassName} href={part.href}>
          <PhoneNumber value={part.text} />
        </a>
      );
    }
    return (
      <Link
        key={index}
        className={linkClassName}
        href={part.href}
        onClick={(event) => {
          if (followsHere(event)) onFollowLink?.();
        }}
      >
        {part.text}
      </Link>
    );
  });
}
