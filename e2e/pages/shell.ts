import { expect, type Locator, type Page } from "@playwright/test";

/** The shared shell as a visitor (and a screen reader) sees it. */
export class Shell {
  constructor(readonly page: Page) {}

  mainNav = () => this.page.getByRole("navigation", { name: "Main" });
  footer = () => this.page.getByRole("contentinfo");
  heading = () => this.page.getByRole("heading", { level: 1 });
  emergencyLink = () => this.page.getByRole("link", { name: /24x7 Emergency/ }).first();
  specialitiesToggle = () => this.page.getByRole("button", { name: "Specialities menu" });
  /** The dropdown panel the Specialities toggle controls. */
  async specialitiesPanel() {
    const id = await this.specialitiesToggle().getAttribute("aria-controls");
    return this.page.locator(`[id="${id}"]`);
  }
  chatLauncher = () => this.page.getByRole("button", { name: /help chat/i });
  /**
   * Opens the help chat from the end of the page, where the footer keeps the launcher clear of
   * every control: elsewhere it steps aside (lets taps through) while a control is under it.
   */
  async openChat() {
    await this.page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    await this.chatLauncher().click();
  }
  /** The top bar (emergency line and COVID-19 notice); it scrolls away with the page. */
  topBar = () => this.page.getByRole("region", { name: "Emergency line and notices" });
  /** The sticky header bar (brand and navigation). */
  header = () => this.page.getByRole("banner");
  brand = () => this.header().getByRole("link").first();
  notice = () => this.topBar().getByText(/COVID-19 vaccination/);
  /** The full-screen "Loading page…" overlay shown while another page loads. */
  spinner = () => this.page.getByRole("status").filter({ hasText: "Loading page…" });
  menuButton = () => this.page.getByRole("button", { name: "Open menu" });

  async expectShell() {
    await expect(this.emergencyLink()).toBeVisible();
    await expect(this.page.getByText(/COVID-19 vaccination/)).toBeVisible();
    await expect(this.footer()).toBeVisible();
    await expect(this.chatLauncher()).toBeVisible();
  }

  /**
   * Records from now on whether the spinner ever enters the page, however briefly (a
   * MutationObserver, so a spinner shown and taken down between two checks still counts).
   */
  async watchSpinner() {
    await this.page.evaluate(() => {
      const w = window as unknown as { spinnerSeen: boolean };
      w.spinnerSeen = false;
      const seen = () => [...document.querySelectorAll('[role="status"]')].some((el) => el.textContent?.includes("Loading page…"));
      new MutationObserver(() => {
        if (seen()) w.spinnerSeen = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
  }

  spinnerWasShown = () => this.page.evaluate(() => (window as unknown as { spinnerSeen: boolean }).spinnerSeen);

  /** The bottom edge of the sticky header, in viewport pixels. */
  headerBottom = () => this.header().evaluate((el) => el.getBoundingClientRect().bottom);
}

/**
 * How many lines the text of an element takes: the distinct line boxes of its text, found
 * from the rectangles of Ranges over its text nodes (an element's own box says nothing about wrapping).
 */
export async function lineCount(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    // Text only: an icon beside two lines would overlap both and merge them into one.
    const rects: DOMRect[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (!n.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      rects.push(...[...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0));
    }
    const lines: { top: number; bottom: number }[] = [];
    for (const r of rects) {
      // Rects of one line overlap vertically (inline boxes of different heights on one line).
      const line = lines.find((l) => r.top < l.bottom - 1 && r.bottom > l.top + 1);
      if (line) {
        line.top = Math.min(line.top, r.top);
        line.bottom = Math.max(line.bottom, r.bottom);
      } else lines.push({ top: r.top, bottom: r.bottom });
    }
    return lines.length;
  });
}

/**
 * The words (runs of text between spaces) of an element that a line break splits, e.g.
 * "walk-/in" or a phone number "+91 20 / 6720 1000" when `pattern` matches whole numbers.
 * Runs in the page: each match gets a Range across its text nodes, and a match whose
 * rectangles sit on more than one line is broken.
 */
export async function brokenRuns(locator: Locator, pattern: RegExp): Promise<string[]> {
  return locator.evaluate(
    (element, { source, flags }) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const nodes: { node: Text; start: number }[] = [];
      let text = "";
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        nodes.push({ node: n as Text, start: text.length });
        text += n.textContent ?? "";
      }
      const at = (offset: number, end: boolean) => {
        let i = 0;
        while (i + 1 < nodes.length && (end ? nodes[i + 1].start < offset : nodes[i + 1].start <= offset)) i += 1;
        return { node: nodes[i].node, offset: offset - nodes[i].start };
      };
      const lineCount = (range: Range) => {
        const lines: { top: number; bottom: number }[] = [];
        for (const r of range.getClientRects()) {
          if (r.width === 0 || r.height === 0) continue;
          const line = lines.find((l) => r.top < l.bottom - 1 && r.bottom > l.top + 1);
          if (line) {
            line.top = Math.min(line.top, r.top);
            line.bottom = Math.max(line.bottom, r.bottom);
          } else lines.push({ top: r.top, bottom: r.bottom });
        }
        return lines.length;
      };
      const broken: string[] = [];
      for (const match of text.matchAll(new RegExp(source, flags.includes("g") ? flags : `${flags}g`))) {
        if (!match[0]) continue;
        const range = document.createRange();
        const start = at(match.index, false);
        const end = at(match.index + match[0].length, true);
        range.setStart(start.node, start.offset);
        range.setEnd(end.node, end.offset);
        if (lineCount(range) > 1) broken.push(match[0]);
      }
      return broken;
    },
    { source: pattern.source, flags: pattern.flags },
  );
}

/** A phone number as the site shows it: "+91 20 6720 1000", "020-6720-1000", "(020) 6720 1000". */
export const PHONE_NUMBER = /\+?\(?\d[\d\s\u00a0().\u2011-]{6,}\d/;

/** Boxes overlap (by more than a rounding pixel). */
export function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1;
}

/**
 * Tabs backwards from the end of a long page; every element that takes focus outside the
 * header must show fully (with its 5 px focus ring) below the sticky header (WCAG 2.2 SC 2.4.11).
 */
export async function expectShiftTabNeverHidesFocus(page: Page, path: string) {
  await page.goto(path);
  const shell = new Shell(page);
  await shell.footer().getByRole("link").last().focus();
  const hidden: string[] = [];
  let stops = 0;
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press("Shift+Tab");
    const seen = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      if (el.closest("header, [aria-label='Emergency line and notices']")) return { inHeader: true } as const;
      if (getComputedStyle(el).position === "fixed") return { skip: true } as const;
      const header = document.querySelector("header")!.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      const ring = 5;
      return {
        hidden: box.top - ring < header.bottom - 0.5 || box.bottom > window.innerHeight + 0.5,
        what: `${el.tagName} "${(el.textContent ?? "").trim().slice(0, 40)}" top ${Math.round(box.top)} under header ending at ${Math.round(header.bottom)}`,
      };
    });
    if (!seen || "skip" in seen) continue;
    if ("inHeader" in seen) break;
    stops += 1;
    if (seen.hidden) hidden.push(seen.what);
  }
  expect(stops).toBeGreaterThan(5);
  expect(hidden).toEqual([]);
}

/** Follows an in-page link and checks its target lands just below the sticky header, not under it. */
export async function expectAnchorTargetBelowHeader(page: Page, path: string) {
  await page.goto(path);
  const shell = new Shell(page);
  const chip = page.getByRole("navigation", { name: "Service categories" }).getByRole("link").nth(1);
  const id = (await chip.getAttribute("href"))!.slice(1);
  await chip.click();
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  const target = page.locator(`[id="${id}"]`);
  await expect(target).toBeInViewport();
  await expect
    .poll(async () => (await target.boundingBox())!.y - (await shell.headerBottom()), { timeout: 3_000 })
    .toBeGreaterThanOrEqual(0);
  // Just below it, not far down the page.
  expect((await target.boundingBox())!.y - (await shell.headerBottom())).toBeLessThan(48);

  // Loading the address with the fragment lands the same way.
  await page.goto(`${path}#${id}`);
  await expect.poll(async () => (await target.boundingBox())!.y - (await shell.headerBottom())).toBeGreaterThanOrEqual(0);
}

/**
 * Presses Tab (and only Tab) until `target` has focus, as a keyboard user reaches it; at every
 * stop outside the header, the focused element shows inside the window and nothing (the sticky
 * header, the chat button) covers it at its centre (WCAG 2.2 SC 2.4.11).
 */
export async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  const hidden: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    const seen = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body || el.closest("header") || getComputedStyle(el).position === "fixed") return null;
      const box = el.getBoundingClientRect();
      // Under the sticky header or the chat button, the element at its centre is another one.
      const onTop = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      const covered = !onTop || !(el.contains(onTop) || onTop.contains(el) || (el.id !== "" && onTop.closest(`label[for="${el.id}"]`) !== null) || onTop.closest("label")?.contains(el));
      const outside = box.top < -0.5 || box.bottom > window.innerHeight + 0.5;
      return covered || outside ? `${el.tagName} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"${outside ? " outside the view" : ` covered by ${onTop?.tagName}`}` : null;
    });
    if (seen) hidden.push(seen);
    if (await target.evaluate((el) => el === document.activeElement)) {
      expect(hidden).toEqual([]);
      return;
    }
  }
  throw new Error(`${limit} presses of Tab did not reach ${target}`);
}
