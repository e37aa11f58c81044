import { expect, test, type Page } from "@playwright/test";
import { codeFor, e164, fillPatientAndContinue, freeSlots, payInSandbox } from "./booking-helpers";
import { noAxeViolations } from "./pages/axe";
import {
  brokenRuns,
  expectAnchorTargetBelowHeader,
  expectShiftTabNeverHidesFocus,
  lineCount,
  overlaps,
  PHONE_NUMBER,
  Shell,
  tabTo,
} from "./pages/shell";

test.describe("mobile menu", () => {
  test("opens as a full-width side panel without the specialities dropdown, traps focus and closes on Escape", async ({ page }) => {
    await page.goto("/");
    const shell = new Shell(page);
    await expect(shell.mainNav()).toBeHidden();
    const open = page.getByRole("button", { name: "Open menu" });
    await open.click();
    const panel = page.getByRole("dialog");
    await expect(panel).toBeVisible();
    const box = await panel.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(389);
    await expect(panel.getByRole("link", { name: "Specialities", exact: true })).toHaveAttribute("href", "/specialityList");
    await expect(panel.getByRole("button", { name: "Specialities menu" })).toHaveCount(0);
    await expect(panel.getByRole("link", { name: "Book Appointment" })).toBeVisible();

    // Focus stays inside the panel however far one tabs.
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press("Tab");
      expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(open).toBeFocused();
  });

  test("closes on navigation", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/contactUs$/);
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  });

  test("the page fits a 360 px wide phone without sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

/** The boxes of every piece of visible text inside the element (its text, not its padding). */
function textBoxes(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const boxes: { x: number; y: number; width: number; height: number }[] = [];
    for (const root of document.querySelectorAll(sel)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (!n.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(n);
        for (const r of range.getClientRects()) {
          if (r.width > 0 && r.height > 0) boxes.push({ x: r.x, y: r.y, width: r.width, height: r.height });
        }
      }
    }
    return boxes;
  }, selector);
}

test.describe("phone header", () => {
  for (const width of [320, 360, 390]) {
    test(`at ${width} px the header stays compact: the name takes at most two lines, the notice and the emergency line break nowhere inside a word or number`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto("/");
      const shell = new Shell(page);
      expect(await lineCount(shell.brand().getByText("Sunrise Multispeciality Hospital"))).toBeLessThanOrEqual(2);
      expect((await shell.header().boundingBox())!.height).toBeLessThanOrEqual(80);
      // "walk-/in", "COVID-/19", "Mon–/Sat": a word with a hyphen or dash is a word.
      expect(await brokenRuns(shell.notice(), /\S+/)).toEqual([]);
      expect(await brokenRuns(shell.emergencyLink(), PHONE_NUMBER)).toEqual([]);
      expect(await lineCount(shell.emergencyLink())).toBe(1);
    });
  }

  test("no phone number on the site breaks across lines, in the shell, the menu, the chat or a page", async ({ page }) => {
    test.setTimeout(90_000);
    const shell = new Shell(page);
    const expectUnbroken = async (where: string) => {
      const links = await page.locator('a[href^="tel:"]').all();
      expect(links.length, where).toBeGreaterThan(0);
      for (const link of links) {
        if (!(await link.isVisible())) continue;
        expect(await brokenRuns(link, PHONE_NUMBER), `${where}: ${await link.textContent()}`).toEqual([]);
      }
    };
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 740 });
      for (const path of ["/", "/contactUs", "/doctordetail/dr-rajesh-iyer", "/service-v2/detail/mri-scan", "/specialityList", "/specialities/cardiology"]) {
        await page.goto(path);
        await expectUnbroken(`${path} at ${width} px`);
      }
      await shell.menuButton().click();
      await expect(page.getByRole("dialog", { name: "Site menu" })).toBeVisible();
      await expectUnbroken(`the menu at ${width} px`);
      await page.keyboard.press("Escape");
      await shell.openChat();
      await expect(page.getByRole("dialog", { name: "Help chat" })).toBeVisible();
      await expectUnbroken(`the chat at ${width} px`);
    }
  });

  for (const [width, height] of [
    [320, 568],
    [390, 844],
    [844, 390],
  ]) {
    test(`at ${width}x${height} the chat button covers no text of the site header, nor of the site footer at the end of the page`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto("/about");
      const launcher = (await new Shell(page).chatLauncher().boundingBox())!;
      for (const box of await textBoxes(page, "header:not(main header), [aria-label='Emergency line and notices']")) {
        expect(overlaps(launcher, box), `header text at ${JSON.stringify(box)}`).toBe(false);
      }
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      for (const box of await textBoxes(page, "footer:not(main footer)")) {
        expect(overlaps(launcher, box), `footer text at ${JSON.stringify(box)}`).toBe(false);
      }
    });
  }
});

test.describe("phone: focus and in-page links stay clear of the sticky header", () => {
  for (const width of [320, 390]) {
    test(`at ${width} px Shift+Tab never leaves the focused element under the sticky header`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await expectShiftTabNeverHidesFocus(page, "/");
    });

    test(`at ${width} px an in-page link's target lands below the sticky header`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await expectAnchorTargetBelowHeader(page, "/services-v2");
    });
  }
});

test.describe("phone: nothing widens the page or hides what the visitor types", () => {
  test("the Privacy page never widens at 375 px: its table scrolls inside its own box, by keyboard too", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/Privacy");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const box = page.getByRole("region", { name: "Table, scrolls sideways" }).first();
    await expect(box).toBeVisible();
    const wide = await box.evaluate((el) => el.scrollWidth > el.clientWidth);
    if (wide) {
      await box.focus();
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    }
  });

  test("a focused form field is never under the chat button", async ({ page }) => {
    await page.goto("/contactUs");
    await expect(new Shell(page).chatLauncher()).toBeVisible();
    // Hidden (visibility) while a field has focus, so found past the accessibility tree.
    const launcher = page.getByRole("button", { name: /help chat/i, includeHidden: true });
    let checked = 0;
    for (const field of await page.locator("main").locator("input:not([type=hidden]), textarea, select").all()) {
      if (!(await field.isVisible())) continue;
      await field.focus();
      const fieldBox = (await field.boundingBox())!;
      const button = (await launcher.boundingBox())!;
      expect((await launcher.isVisible()) && overlaps(button, fieldBox), `field at ${JSON.stringify(fieldBox)}`).toBe(false);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(2);
    // Back once no field has focus.
    await page.locator("main h1").first().click();
    await expect(new Shell(page).chatLauncher()).toBeVisible();
  });
});

/** The launcher's box while it is shown (not stepped aside), else null. */
async function shownLauncherBox(page: Page) {
  const launcher = page.getByRole("button", { name: /help chat/i, includeHidden: true });
  const shown = await launcher.evaluate((el) => {
    const style = getComputedStyle(el);
    return style.visibility === "visible" && style.opacity !== "0" && style.pointerEvents !== "none";
  });
  return shown ? launcher.boundingBox() : null;
}

test("at 375 px the chat button covers no day button of the slot picker, nor any control of the booking page at any scroll", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/appointment?doctor=dr-rohan-patil");
  const days = page.getByRole("group", { name: "Date" }).getByRole("button");
  await expect(days.first()).toBeVisible({ timeout: 20_000 });
  await noAxeViolations(page);
  const scrollHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let top = 0; top < scrollHeight; top += 120) {
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
    // The launcher follows the scroll in the next frame (and fades out in 150 ms).
    await page.waitForTimeout(250);
    const launcher = await shownLauncherBox(page);
    if (!launcher) continue;
    const controls = await page.locator("main").evaluate((main) =>
      [...main.querySelectorAll("a[href], button, input, select, textarea, label")]
        .filter((el) => el.checkVisibility({ visibilityProperty: true }))
        .map((el) => {
          const r = el.getBoundingClientRect();
          return { x: r.x, y: r.y, width: r.width, height: r.height, html: el.outerHTML.slice(0, 80) };
        }),
    );
    expect(controls.length).toBeGreaterThan(0);
    for (const { html, ...box } of controls) expect(overlaps(launcher, box), `at scroll ${top}: ${html}`).toBe(false);
  }
  // At the end of the page the footer keeps the launcher clear: it is shown there.
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
  await expect.poll(() => shownLauncherBox(page)).not.toBeNull();
});

test("books and pays at 390 px, each step with its own address and no axe violation", async ({ page, request }) => {
  test.setTimeout(120_000);
  const slot = (await freeSlots(request, "dr-sandeep-malhotra"))[2];
  await page.goto(`/appointment?doctor=dr-sandeep-malhotra&slot=${encodeURIComponent(slot.start)}`);
  await expect(page.locator(`input[type="radio"][value="${slot.start}"]`)).toBeChecked({ timeout: 20_000 });
  await noAxeViolations(page);
  await page.getByRole("button", { name: "Continue to patient details" }).click();
  await expect(page).toHaveURL(/step=details$/);
  await fillPatientAndContinue(page, "98220 11009", "Imran Qureshi");
  await noAxeViolations(page);
  await payInSandbox(page);
  await noAxeViolations(page);
  await expect(page.getByRole("link", { name: "See, move or cancel your booking" })).toBeVisible();
});

test("books and pays at 390 px by keyboard alone, focus never hidden on the way", async ({ page }) => {
  test.setTimeout(120_000);
  const keys = page.keyboard;
  await page.goto("/appointment?doctor=dr-rohan-patil");
  const firstSlot = page.getByRole("group", { name: /^Time/ }).getByRole("radio").first();
  await expect(firstSlot).toBeVisible({ timeout: 20_000 });
  await tabTo(page, firstSlot);
  await keys.press("Space");
  await expect(firstSlot).toBeChecked();
  await tabTo(page, page.getByRole("button", { name: "Continue to patient details" }));
  await keys.press("Enter");
  await expect(page).toHaveURL(/step=details$/);

  const type = async (label: string | RegExp, text: string) => {
    await tabTo(page, page.getByLabel(label));
    await keys.type(text);
  };
  await type("Patient's full name", "Lakshmi Narayanan");
  await type("Mobile number", "98220 11017");
  await type("Age in years", "64");
  await tabTo(page, page.getByRole("radio", { name: "Female" }).or(page.getByRole("radio", { name: "Male" })).first());
  await keys.press("Space");
  await tabTo(page, page.getByLabel(/I agree/));
  await keys.press("Space");
  await expect(page.getByLabel(/I agree/)).toBeChecked();
  await tabTo(page, page.getByRole("button", { name: "Continue", exact: true }));
  await keys.press("Enter");
  await expect(page).toHaveURL(/\/send-otp$/);
  await expect(page.getByText(/We sent a 6-digit code/)).toBeVisible({ timeout: 20_000 });

  await type("Code from the SMS", await codeFor(e164("98220 11017")));
  await keys.press("Enter");
  await expect(page).toHaveURL(/\/payment\?orderId=order_/, { timeout: 20_000 });
  // Each payment page starts the keyboard at its heading, never at <body>.
  await expect(page.getByRole("heading", { name: "Pay the consultation fee" })).toBeFocused();
  await tabTo(page, page.getByRole("button", { name: /^Pay ₹/ }));
  await keys.press("Enter");
  await expect(page).toHaveURL(/\/payment\/sandbox\?orderId=/);
  await expect(page.getByRole("heading", { name: "Sandbox checkout" })).toBeFocused();
  await tabTo(page, page.getByRole("button", { name: /^Pay ₹.*\(test\)$/ }));
  await keys.press("Enter");
  await expect(page.getByRole("heading", { name: /Payment received/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("heading", { name: /Payment received/ })).toBeFocused();
  await tabTo(page, page.getByRole("link", { name: "See, move or cancel your booking" }));
});
