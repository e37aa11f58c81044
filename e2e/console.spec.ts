import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";
import { Shell } from "./pages/shell";
import { clinicDay, e164, fillPatientAndContinue, lastEmail, lastSms, nthFreeSlot, payInSandbox } from "./booking-helpers";
import { noAxeViolations } from "./pages/axe";
import { openFirstPosition, sendApplication } from "./pages/careers";
import { appKeyOf, giveAppCode, givePassword, signIn } from "./pages/console";

// The staff console: sign-in (by keyboard), roles by page and by API, throttling, a forgotten
// password, forgery, sign-out, axe on each page. Wrong passwords from this address stay under the
// 10 it may give before it must wait: only a few tests give one.

test.describe.configure({ mode: "serial" });

const EDITOR = { name: "Rohan Kulkarni", email: "rohan.kulkarni@hospital.example", password: "lantern-quarry-meadow-19" };
const DESK = { name: "Anil Pawar", email: "anil.pawar@hospital.example", password: "copper-orchard-violet-63" };

/** A new browser of the first administrator, signed in with their password and their app's code. */
async function asAdmin(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, E2E_ADMIN);
  return page;
}

/**
 * The administrator's browser for the specs that only make accounts, signed in once and kept (as
 * the front desk's is): every account made within ten minutes of that sign-in, so no step-up is
 * asked. A spec that signs out or ends sessions signs in on its own (asAdmin).
 */
let adminBrowser: Page | undefined;
async function keptAdmin(browser: Browser) {
  adminBrowser ??= await asAdmin(browser);
  await adminBrowser.goto("/admin");
  return adminBrowser;
}

/** The front desk's browser, signed in once (its first sign-in sets up its app) and kept for the specs after. */
let deskBrowser: Page | undefined;
async function asDesk(browser: Browser, pagePath: string) {
  if (!deskBrowser) {
    deskBrowser = await (await browser.newContext()).newPage();
    await signIn(deskBrowser, DESK, pagePath);
  } else await deskBrowser.goto(pagePath);
  return deskBrowser;
}

/** The API as a page's browser sends it: its cookie, and its own origin. */
const apiOf = (page: Page): APIRequestContext => page.request;

test("sign-in works by keyboard alone, a wrong password is said next to the form, and the console opens on the page asked for", async ({ page, baseURL }) => {
  await page.goto("/admin/staff");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fstaff$/);
  await noAxeViolations(page);
  await page.getByLabel("E-mail").focus();
  await page.keyboard.type(E2E_ADMIN.email);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Password")).toBeFocused();
  await page.keyboard.type("not-the-right-password");
  await page.keyboard.press("Enter");
  const alert = page.getByRole("main").getByRole("alert");
  await expect(alert).toContainText("The e-mail or the password is not right");
  await expect(alert).toBeFocused();
  await noAxeViolations(page);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByLabel("Password").press("Enter");
  // The second step takes focus, and the app's code field is the next stop by keyboard.
  await expect(page.getByRole("heading", { name: "Your second factor" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("textbox", { name: "Code from your authenticator app" })).toBeFocused();
  await noAxeViolations(page);
  await giveAppCode(page, appKeyOf(E2E_ADMIN.email));
  await expect(page).toHaveURL(`${baseURL}/admin/staff`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Staff accounts");
  // The console is a workplace of its own: its bar, not the public header, footer or help chat.
  await expect(page.getByRole("banner")).toContainText("Staff console");
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(new Shell(page).chatLauncher()).toHaveCount(0);
  const cookie = (await page.context().cookies()).find((c) => c.name === "staff_session")!;
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  const headers = (await page.request.get("/admin")).headers();
  expect(headers["cache-control"]).toBe("private, no-store");
  expect(headers["content-security-policy"]).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
});

test("an admin creates an editor and a front-desk account; the editor is refused the admin's pages and calls", async ({ browser }) => {
  const admin = await keptAdmin(browser);
  await admin.goto("/admin/staff");
  for (const [who, role] of [
    [EDITOR, "Editor"],
    [DESK, "Front desk"],
  ] as const) {
    await admin.getByLabel("Full name").fill(who.name);
    await admin.getByLabel("E-mail").fill(who.email);
    await admin.getByLabel("Role").selectOption({ label: role });
    await admin.getByLabel("First password").fill(who.password);
    await admin.getByRole("button", { name: "Create the account" }).click();
    await expect(admin.getByRole("status").filter({ hasText: `${who.name} can now sign in` })).toBeVisible();
    await expect(admin.getByRole("row", { name: new RegExp(who.name) })).toContainText(role);
  }
  await noAxeViolations(admin);

  const editor = await (await browser.newContext()).newPage();
  await signIn(editor, EDITOR);
  await expect(editor.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Staff accounts" })).toHaveCount(0);
  await editor.goto("/admin/staff");
  await expect(editor.getByRole("heading", { level: 1 })).toHaveText("Not open to your role");
  await expect(editor.getByRole("main").getByRole("alert")).toContainText("not open to your role (Editor)");
  await expect(editor.getByRole("cell", { name: E2E_ADMIN.email })).toHaveCount(0);
  const list = await apiOf(editor).get("/api/admin/staff/list");
  expect(list.status()).toBe(403);
  const audit = await apiOf(editor).post("/api/admin/audit/list", { data: {}, headers: { origin: new URL(editor.url()).origin } });
  expect(audit.status()).toBe(403);
  await noAxeViolations(editor);
});

test("a visitor's message reaches the front desk, who marks it handled; applications are listed with their résumés", async ({ browser, page }) => {
  const sender = `sneha.${Date.now()}@example.in`;
  await page.goto("/contactUs");
  await page.getByLabel("Your name").fill("Sneha Kulkarni");
  await page.getByLabel("Mobile number").fill("98220 11223");
  await page.getByLabel("E-mail").fill(sender);
  await page.getByLabel("Subject").selectOption({ index: 2 });
  await page.getByLabel("Message").fill("Is the physiotherapy unit open on Sunday mornings?");
  await page.getByRole("button", { name: "Send the message" }).click();
  const status = page.getByRole("status").filter({ hasText: /reference CM-/ });
  await expect(status).toBeVisible({ timeout: 20_000 });
  const reference = /CM-[0-9A-F]{8}/.exec((await status.textContent())!)![0];

  const desk = await asDesk(browser, "/admin/messages");
  const row = desk.getByRole("row").filter({ hasText: reference });
  await expect(row).toContainText("Is the physiotherapy unit open on Sunday mornings?");
  await noAxeViolations(desk);
  await row.getByLabel(`State of ${reference}`).selectOption("handled");
  await row.getByRole("button", { name: "Save" }).click();
  await expect(desk.getByText("Saved: Handled.")).toBeVisible();
  await desk.goto("/admin/messages?status=handled");
  await expect(desk.getByRole("row").filter({ hasText: reference })).toBeVisible();
  await desk.goto("/admin/messages?status=new");
  await expect(desk.getByRole("row").filter({ hasText: reference })).toHaveCount(0);
  await desk.goto("/admin/applications");
  await expect(desk.getByRole("heading", { level: 1 })).toHaveText("Job applications");
  await noAxeViolations(desk);
  // The front desk has no staff accounts page.
  expect((await desk.request.get("/api/admin/staff/list")).status()).toBe(403);
});

test("a résumé downloads as an attachment under its own sandbox policy, never a page's", async ({ browser, page }) => {
  // A name of letters only (the form's rule), new on each run.
  const name = `Ravi ${[...String(Date.now()).slice(-6)].map((d) => "abcdefghij"[Number(d)]).join("")} Shinde`;
  await openFirstPosition(page);
  await sendApplication(page, { name, email: `ravi.${Date.now()}@example.in`, phone: "98220 33447" });

  const desk = await asDesk(browser, "/admin/applications");
  const href = await desk.getByRole("link", { name: new RegExp(`Download ${name}'s résumé`) }).getAttribute("href");
  const response = await desk.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.headers()["content-disposition"]).toMatch(/^attachment/);
  expect(response.headers()["content-security-policy"]).toBe("default-src 'none'; sandbox");
  // Without the desk's session: refused, and still nothing that could run.
  const anonymous = await page.request.get(href!);
  expect(anonymous.status()).toBe(401);
  expect(anonymous.headers()["content-security-policy"]).toContain("default-src 'none'");
});

test("a patient books and pays; the front desk sees it waiting, confirms it, and the patient's confirmation SMS goes out", async ({ browser, page, request }) => {
  test.setTimeout(150_000);
  const doctor = "dr-pallavi-shinde";
  const days = 8;
  const day = await clinicDay(request, doctor, days);
  const slot = await nthFreeSlot(request, doctor, days, 6);
  const phone = "98220 55017";
  await page.goto(`/appointment?doctor=${doctor}&slot=${encodeURIComponent(slot.start)}`);
  await expect(page.locator(`input[type="radio"][value="${slot.start}"]`)).toBeChecked({ timeout: 20_000 });
  await page.getByRole("button", { name: "Continue to patient details" }).click();
  await fillPatientAndContinue(page, phone, "Farida Shaikh");
  await payInSandbox(page);
  const reference = (await lastSms(e164(phone), /appointment request (SH-[A-Z0-9]{8})/))[1];

  // The overview is the day at a glance: the waiting booking is counted there, a link to the filtered desk.
  const desk = await asDesk(browser, "/admin");
  await expect(desk.getByRole("heading", { level: 1 })).toHaveText("Today at a glance");
  await expect(desk.getByRole("figure")).toContainText(/Appointments per day: \d+ in the last 30 days/);
  await noAxeViolations(desk);
  await desk.getByRole("link", { name: /\d+ bookings? waiting for confirmation/ }).click();
  await expect(desk).toHaveURL(/\/admin\/bookings\?status=requested/);
  await expect(desk.getByRole("row").filter({ hasText: reference })).toBeVisible();
  await desk.goto(`/admin/bookings?doctor=${doctor}&from=${day}&to=${day}`);
  const row = desk.getByRole("row").filter({ hasText: reference });
  await expect(row).toContainText("Farida Shaikh");
  await expect(row).toContainText(/Waiting \d+ min/);
  await noAxeViolations(desk);
  await row.getByRole("button", { name: `Confirm ${reference} (Farida Shaikh)` }).click();
  await expect(desk.getByText(`${reference} confirmed: the patient is told.`)).toBeVisible();
  await expect(row).toContainText("Confirmed");
  expect((await lastSms(e164(phone), new RegExp(`${reference} with .* is confirmed`)))[0]).toBeTruthy();
  // On a phone the desk is one card per booking: the page never scrolls sideways.
  await desk.setViewportSize({ width: 375, height: 812 });
  await expect(row).toBeVisible();
  await expect.poll(() => desk.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  const bookingsBox = desk.getByRole("region", { name: /^Bookings: requests waiting for confirmation first/ });
  expect(await bookingsBox.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await noAxeViolations(desk);
  // Moved to another free slot of the same doctor, by keyboard, in a modal dialog named by its
  // heading: it takes focus, Escape closes it and gives focus back; it offers only free slots,
  // and the patient is told.
  const moveButton = row.getByRole("button", { name: `Move ${reference} (Farida Shaikh)` });
  await expect(moveButton).toHaveText("Move");
  await moveButton.focus();
  await desk.keyboard.press("Enter");
  const dialog = desk.getByRole("dialog", { name: new RegExp(`^Move ${reference} \\(Farida Shaikh\\) to another time with `) });
  await expect(dialog.getByRole("heading", { level: 2 })).toBeFocused();
  await expect.poll(() => dialog.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(375);
  await noAxeViolations(desk);
  await desk.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(moveButton).toBeFocused();
  await desk.keyboard.press("Enter");
  await expect(dialog.getByRole("heading", { level: 2 })).toBeFocused();
  const choice = dialog.getByRole("radio").first();
  await choice.focus();
  await desk.keyboard.press("Space");
  await expect(choice).toBeChecked();
  await dialog.getByRole("button", { name: /^Move to / }).focus();
  await desk.keyboard.press("Enter");
  await expect(desk.getByText(new RegExp(`${reference} moved`))).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await desk.setViewportSize({ width: 1280, height: 800 });
  expect((await lastSms(e164(phone), new RegExp(`${reference} with .* is now on`)))[0]).toBeTruthy();
  await desk.goto("/admin/outbox?channel=sms");
  await expect(desk.getByRole("row").filter({ hasText: `${reference} with` }).filter({ hasText: "is confirmed" })).toBeVisible();
  await expect(desk.getByText(/\d{6} is your/)).toHaveCount(0);
  await noAxeViolations(desk);
  // On a phone the wide table scrolls inside its own box, which takes focus for the arrow keys.
  await desk.setViewportSize({ width: 375, height: 812 });
  await noAxeViolations(desk);
  const box = desk.getByRole("region", { name: "Messages, newest first" });
  expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await box.focus();
  await desk.keyboard.press("ArrowRight");
  await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await desk.setViewportSize({ width: 1280, height: 800 });
  const csv = await desk.request.get(`/api/admin/bookings/export?doctor=${doctor}`);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(reference);
});

test("wrong passwords slow the account down instead of locking it: a guesser is told to wait, the real person's known browser still gets in", async ({ browser }) => {
  // The real person signed in on this browser before: it keeps the known-device cookie.
  const desk = await (await browser.newContext()).newPage();
  await signIn(desk, DESK);
  const device = (await desk.context().cookies()).find((c) => c.name === "staff_device")!;
  expect(device).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/" });
  await desk.getByRole("button", { name: "Sign out" }).click();
  await expect(desk).toHaveURL(/\/admin\/login$/);

  // Someone else guesses: three wrong passwords are told so, the next one comes too soon.
  const guesser = await (await browser.newContext()).newPage();
  await guesser.goto("/admin/login");
  for (let i = 0; i < 3; i += 1) {
    await guesser.getByLabel("E-mail").fill(DESK.email);
    await guesser.getByLabel("Password").fill(`wrong-password-${i}-here`);
    await guesser.getByRole("button", { name: "Sign in" }).click();
    await expect(guesser.getByRole("main").getByRole("alert")).toHaveText("The e-mail or the password is not right.");
    await expect(guesser.getByRole("button", { name: "Sign in" })).toBeEnabled();
  }
  // Two more, each once its wait has passed (the answer says how long): the wait is now 8 seconds.
  const origin = { origin: new URL(guesser.url()).origin };
  for (let failures = 3; failures < 5; ) {
    const res = await apiOf(guesser).post("/api/admin/auth/login", { data: { email: DESK.email, password: `wrong-password-${failures}-here` }, headers: origin });
    if (res.status() === 429) {
      expect((await res.json()).code).toBe("rate_limited");
      await guesser.waitForTimeout(Number(res.headers()["retry-after"]) * 1000);
    } else {
      expect(res.status()).toBe(401);
      failures += 1;
    }
  }
  // Too soon, even with the right password, from a browser the account has not signed in on.
  await guesser.getByLabel("Password").fill(DESK.password);
  await guesser.getByRole("button", { name: "Sign in" }).click();
  await expect(guesser.getByRole("main").getByRole("alert")).toContainText(/Too many tries: wait \d seconds and try again\./);
  await expect(guesser).toHaveURL(/\/admin\/login/);

  // The real person, on the known browser, is not held by the account's wait.
  await signIn(desk, DESK);
  await expect(desk.getByRole("heading", { level: 1 })).toBeVisible();
  await desk.context().close();
  await guesser.context().close();
});

test("a forgotten password: the same answer for any e-mail, a link by e-mail that sets a new password once and signs the account out everywhere", async ({ browser }) => {
  test.slow();
  const admin = await keptAdmin(browser);
  const person = { email: `forgot.${Date.now()}@hospital.example`, password: "saffron-ledger-pebble-31", next: "marigold-anchor-tundra-58" };
  expect((await apiOf(admin).post("/api/admin/staff/create", { data: { email: person.email, name: "Meera Forgetful", role: "editor", password: person.password }, headers: { origin: new URL(admin.url()).origin } })).status()).toBe(201);
  // Signed in elsewhere before the reset: that session ends with it.
  const elsewhere = await (await browser.newContext()).newPage();
  await signIn(elsewhere, person);

  const page = await (await browser.newContext()).newPage();
  await page.goto("/admin/login");
  await page.getByRole("link", { name: "Forgotten your password?" }).click();
  await expect(page).toHaveURL(/\/admin\/forgot-password$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Forgotten password");
  await noAxeViolations(page);
  // By keyboard alone; an e-mail no account has is answered the same.
  await page.getByLabel("E-mail").focus();
  await page.keyboard.type("nobody.here@hospital.example");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main").getByRole("status")).toHaveText(/If an account has this e-mail, we sent it a link/);
  await page.getByLabel("E-mail").fill(person.email);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(/If an account has this e-mail, we sent it a link/);
  await noAxeViolations(page);

  const [, token] = await lastEmail(person.email, /\/admin\/reset-password#([A-Za-z0-9_.-]+)/);
  const link = `/admin/reset-password#${token}`;
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Set a new password");
  await noAxeViolations(page);
  // A common password is refused next to its field, and the link stays usable.
  await page.getByLabel("New password", { exact: true }).fill("password1234");
  await page.getByLabel("New password again").fill("password1234");
  await page.getByRole("button", { name: "Set the new password" }).click();
  await expect(page.getByLabel("New password", { exact: true })).toHaveAccessibleDescription(/one of the most common ones/);
  await page.getByLabel("New password", { exact: true }).fill(person.next);
  await page.getByLabel("New password again").fill(person.next);
  await page.getByRole("button", { name: "Set the new password" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("Your new password is set");
  await noAxeViolations(page);
  // No one is signed in by the reset, and the session elsewhere has ended.
  expect((await page.context().cookies()).find((c) => c.name === "staff_session")).toBeUndefined();
  expect((await elsewhere.request.get("/api/admin/auth/me")).status()).toBe(401);

  await page.getByRole("link", { name: "Sign in with your new password" }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await givePassword(page, { email: person.email, password: person.next });
  // The reset does not skip the second factor.
  await expect(page.getByRole("heading", { name: "Your second factor" })).toBeVisible();
  await giveAppCode(page, appKeyOf(person.email));
  await expect(page).toHaveURL(/\/admin$/);

  // The link works once.
  const again = await (await browser.newContext()).newPage();
  await again.goto(link);
  await again.getByLabel("New password", { exact: true }).fill("another-quiet-harbour-12");
  await again.getByLabel("New password again").fill("another-quiet-harbour-12");
  await again.getByRole("button", { name: "Set the new password" }).click();
  await expect(again.getByRole("main").getByRole("alert")).toContainText("This link has been used or is older than 30 minutes");
});

test("a change posted from another site is refused even with the session cookie; a session ended from its page is refused on its next request; sign-out ends the session on the server", async ({ browser }) => {
  // axe runs on several long console pages here (the audit table grows with every spec).
  test.slow();
  const admin = await asAdmin(browser);
  const forged = await apiOf(admin).post("/api/admin/staff/create", {
    headers: { origin: "https://evil.example" },
    data: { email: "mallory@evil.example", name: "Mallory", role: "admin", password: "kettle-monsoon-harbour-99" },
  });
  expect(forged.status()).toBe(403);
  expect((await forged.json()).code).toBe("cross_site");
  const before = (await admin.context().cookies()).find((c) => c.name === "staff_session")!;

  // The same account signed in from a second browser (a User-Agent no other spec's browser sends),
  // ended by keyboard from the first's "Your sessions": its next page goes to the sign-in page and
  // its next call is 401.
  const elsewhere = await (await browser.newContext({ userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0" })).newPage();
  await signIn(elsewhere, E2E_ADMIN);
  await admin.goto("/admin/sessions");
  await expect(admin.getByRole("rowheader", { name: /\(this browser\)$/ })).toBeVisible();
  // The browser reaches "localhost" over IPv6's loopback or IPv4's: either network, masked.
  const endIt = admin.getByRole("button", { name: /^End this session: Firefox on Windows, last used .* from (127\.0\.0\.x|0:0:0::\/48)$/ });
  await expect(endIt).toHaveCount(1);
  await noAxeViolations(admin);
  await endIt.focus();
  await admin.keyboard.press("Enter");
  await expect(admin.getByRole("status").filter({ hasText: "Ended the session of Firefox on Windows" })).toBeVisible();
  await expect(endIt).toHaveCount(0);
  await elsewhere.goto("/admin/staff");
  await expect(elsewhere).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fstaff$/);
  expect((await elsewhere.request.get("/api/admin/auth/me")).status()).toBe(401);
  await elsewhere.context().close();

  await admin.goto("/admin/audit");
  // In words: the action's description heads its row, the record is named, no code or raw JSON.
  const created = admin.getByRole("row", { name: /Created a staff account/ }).first();
  await expect(created).toBeVisible();
  await expect(admin.getByRole("main")).not.toContainText("staff_created");
  await admin.getByLabel("What was done").selectOption({ label: "Created a staff account" });
  await admin.getByRole("button", { name: "Show" }).click();
  await expect(admin).toHaveURL(/action=staff_created/);
  await expect(admin.getByRole("row", { name: /Created a staff account/ }).first()).toContainText(/Role: (editor|front desk)/);
  await noAxeViolations(admin);
  await admin.setViewportSize({ width: 375, height: 812 });
  await noAxeViolations(admin);
  await admin.setViewportSize({ width: 1280, height: 800 });
  await admin.goto("/admin/password");
  await noAxeViolations(admin);
  await admin.goto("/admin");
  await noAxeViolations(admin);
  await admin.getByRole("button", { name: "Sign out" }).click();
  await expect(admin).toHaveURL(/\/admin\/login$/);
  await admin.goto("/admin");
  await expect(admin).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
  // The old cookie, replayed, opens nothing: the server ended the session.
  const replay = await admin.request.get("/api/admin/auth/me", { headers: { cookie: `staff_session=${before.value}` } });
  expect(replay.status()).toBe(401);
});

test("a stolen password alone opens nothing: no console page or call, no new factor, and a code already used is refused", async ({ browser }) => {
  // The real editor signs in (the app's code taken now), then someone with the password tries.
  const real = await (await browser.newContext()).newPage();
  const { code } = await signIn(real, EDITOR);
  const thief = await (await browser.newContext()).newPage();
  await thief.goto("/admin/login");
  await givePassword(thief, EDITOR);
  await expect(thief.getByRole("heading", { name: "Your second factor" })).toBeVisible();
  // The page they asked for is the sign-in's second step again; every call is 401 second_factor.
  await thief.goto("/admin/content");
  await expect(thief).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fcontent$/);
  await expect(thief.getByRole("heading", { name: "Your second factor" })).toBeVisible();
  const me = await thief.request.get("/api/admin/auth/me");
  expect([me.status(), (await me.json()).code]).toEqual([401, "second_factor"]);
  const origin = { origin: new URL(thief.url()).origin };
  const enrol = await thief.request.post("/api/admin/auth/factors/totp/start", { data: {}, headers: origin });
  expect([enrol.status(), (await enrol.json()).code]).toEqual([403, "enrolled"]);
  // The code the real editor just used (read over their shoulder) is refused: no code works twice.
  const field = thief.getByRole("textbox", { name: "Code from your authenticator app" });
  await field.fill(code);
  await thief.getByRole("button", { name: "Sign in" }).click();
  await expect(field).toHaveAccessibleDescription(/That did not work: check the code, or wait for your app's next one \(each code works once\)/);
  expect((await thief.request.get("/api/admin/auth/me")).status()).toBe(401);
  await noAxeViolations(thief);
  await thief.context().close();
  await real.context().close();
});

test("a new account sets up a passkey at its first sign-in (Chromium's virtual authenticator) and signs in with it; its security page lists it", async ({ browser }) => {
  const admin = await keptAdmin(browser);
  const person = { name: "Kiran Joshi", email: `kiran.${Date.now()}@hospital.example`, password: "monsoon-violet-anchor-27" };
  const made = await apiOf(admin).post("/api/admin/staff/create", { data: { ...person, role: "front_desk" }, headers: { origin: new URL(admin.url()).origin } });
  expect(made.status()).toBe(201);

  const page = await (await browser.newContext()).newPage();
  // A platform authenticator that answers at once (as a fingerprint reader touched), kept for the context.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  await page.goto("/admin/login");
  await givePassword(page, person);
  await expect(page.getByRole("heading", { name: "Set up your second factor" })).toBeVisible();
  await page.getByRole("radio", { name: "With a passkey (fingerprint, face or PIN)" }).check();
  await page.getByLabel("Name of this passkey").fill("Front desk PC");
  await page.getByRole("button", { name: "Make the passkey" }).click();
  const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  await noAxeViolations(page);
  await page.getByRole("checkbox", { name: "I have kept my recovery codes somewhere safe" }).check();
  await page.getByRole("button", { name: "Continue to the console" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await givePassword(page, person);
  await page.getByRole("button", { name: "Use your passkey" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/security");
  await expect(page.getByRole("rowheader", { name: /Front desk PC/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Recovery codes: 10 left" })).toBeVisible();
  await noAxeViolations(page);
  await page.context().close();
});

test("/login stays the public site's not-found page", async ({ request }) => {
  expect((await request.get("/login")).status()).toBe(404);
});
