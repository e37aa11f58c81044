import { BREAKS, HIDDEN, joinText } from "./html-text";

/**
 * The visible text of HTML read by the browser's own HTML parser (DOMParser: no script runs,
 * nothing loads), with the same rules as the server's reader (html-text-parser.ts), at no
 * cost in code sent to the browser.
 */
export function domText(html: string): string {
  const document = new DOMParser().parseFromString(html, "text/html");
  const parts: string[] = [];
  // Depth-first with a stack, not recursion: nesting in stored HTML has no bound.
  const stack: (Node | string)[] = [document.documentElement];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item === "string") {
      parts.push(item);
      continue;
    }
    if (item.nodeType === Node.TEXT_NODE) {
      parts.push(item.nodeValue ?? "");
      continue;
    }
    if (item.nodeType !== Node.ELEMENT_NODE) continue;
    const element = item as Element;
    if (HIDDEN.has(element.localName) || element.hasAttribute("hidden")) continue;
    const edge = BREAKS.has(element.localName) ? " " : "";
    stack.push(edge);
    for (let child = element.lastChild; child; child = child.previousSibling) stack.push(child);
    stack.push(edge);
  }
  return joinText(parts);
}
