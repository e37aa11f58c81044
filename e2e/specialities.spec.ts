import { expect, test } from "@playwright/test";
import { Shell } from "./pages/shell";
import { expectNotFound, listDoctorUsernames, listSpecialities, NAVIGATION, readHtml, specialityPath } from "./pages/clinical";

test.describe("speciality list", () => {
  test("lists every speciality inside the shell, each linking to its page", async ({ page, request }) => {
    const specialities = await listSpecialities(request);
    const response = await page.goto("/specialityList");
    expect(response?.status()).toBe(200);
    const shell = new Shell(page);
    await expect(shell.heading()).toHaveText("Specialities");
    await shell.expectShell();
    const main = page.getByRole("main");
    for (const s of specialities) {
      await expect(main.getByRole("link", { name: s.specialityName, exact: true })).toHaveAttribute("href", specialityPath(s));
    }
  });

  test("a card leads to the speciality's page", async ({ page }) => {
    await page.goto("/specialityList");
    await page.getByRole("main").getByRole("link", { name: "Neurology", exact: true }).click();
    await expect(page).toHaveURL(/\/specialities\/neurology$/, NAVIGATION);
    await expect(new Shell(page).heading()).toHaveText("Neurology");
  });
});

test.describe("speciality page", () => {
  test("shows hero, overview, conditions, procedures, doctors, services, FAQs and booking", async ({ page }) => {
    const response = await page.goto("/specialities/cardiology");
    expect(response?.status()).toBe(200);
    const shell = new Shell(page);
    await expect(shell.heading()).toHaveText("Cardiology");
    await shell.expectShell();
    const main = page.getByRole("main");

    // Hero: breadcrumbs, name, hero sentence, picture.
    const crumbs = main.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Specialities" })).toHaveAttribute("href", "/specialityList");
    await expect(main.locator('img[src$="/images/specialities/cardiology.svg"]')).toBeVisible();

    await expect(main.getByRole("heading", { level: 2, name: "Overview" })).toBeVisible();
    await expect(main.getByText(/coronary artery disease/).first()).toBeVisible();

    const conditions = main.getByRole("region", { name: "Conditions we treat" });
    await expect(conditions.getByRole("listitem").first()).toBeVisible();
    expect(await conditions.getByRole("listitem").count()).toBeGreaterThanOrEqual(3);
    const procedures = main.getByRole("region", { name: "Procedures and treatments" });
    await expect(procedures.getByText("Coronary angiography", { exact: true })).toBeVisible();

    // Doctors link to their profiles.
    const doctors = main.getByRole("region", { name: "Our doctors" });
    const doctorLinks = doctors.getByRole("heading", { level: 3 }).getByRole("link");
    expect(await doctorLinks.count()).toBeGreaterThan(0);
    for (const href of await doctorLinks.evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
      expect(href).toMatch(/^\/doctordetail\/[a-z0-9-]+$/);
    }

    // Related services link to the v2 service pages.
    const services = main.getByRole("region", { name: "Related services" });
    const serviceLinks = services.getByRole("heading", { level: 3 }).getByRole("link");
    expect(await serviceLinks.count()).toBeGreaterThan(0);
    for (const href of await serviceLinks.evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
      expect(href).toMatch(/^\/service-v2\/detail\/[a-z0-9-]+$/);
    }

    // FAQs open and close with the keyboard.
    const faqs = main.getByRole("region", { name: "Frequently asked questions" });
    const second = faqs.locator("details").nth(1);
    await expect(second).not.toHaveAttribute("open");
    await second.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(second).toHaveAttribute("open", "");
    await expect(second.getByText(/local anaesthetic/)).toBeVisible();

    // Booking with the speciality chosen, and the emergency line.
    const book = main.getByRole("link", { name: "Book Appointment", exact: true });
    expect(await book.count()).toBeGreaterThanOrEqual(1);
    for (const href of await book.evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
      expect(href).toBe("/appointment?speciality=cardiology");
    }
    await expect(main.getByRole("link", { name: /24x7 Emergency/ })).toHaveAttribute("href", /^tel:\+?\d+$/);
  });

  test("a doctor card leads to the doctor's profile", async ({ page }) => {
    await page.goto("/specialities/cardiology");
    const link = page.getByRole("region", { name: "Our doctors" }).getByRole("heading", { level: 3 }).getByRole("link").first();
    const name = (await link.textContent())!.trim();
    await link.click();
    await expect(page).toHaveURL(/\/doctordetail\/[a-z0-9-]+$/, NAVIGATION);
    await expect(new Shell(page).heading()).toHaveText(name);
  });

  test("a related service leads to the service's page", async ({ page }) => {
    await page.goto("/specialities/orthopaedics");
    const link = page.getByRole("region", { name: "Related services" }).getByRole("link", { name: "Knee & Hip Replacement" });
    await link.click();
    await expect(page).toHaveURL(/\/service-v2\/detail\/joint-replacement$/, NAVIGATION);
    await expect(new Shell(page).heading()).toHaveText("Knee & Hip Replacement");
  });

  test("every speciality's page answers 200 with its name, doctors from the API and no broken links", async ({ request }) => {
    test.setTimeout(180_000);
    const [specialities, usernames] = await Promise.all([listSpecialities(request), listDoctorUsernames(request)]);
    const known = new Set(usernames);
    for (const s of specialities) {
      const response = await request.get(specialityPath(s));
      expect(response.status(), specialityPath(s)).toBe(200);
      const html = await response.text();
      expect(readHtml(html).h1).toBe(s.specialityName);
      for (const [, username] of html.matchAll(/href="\/doctordetail\/([^"]+)"/g)) expect(known.has(decodeURIComponent(username))).toBe(true);
    }
  });

  test("a speciality with a url slug is also found by its id, with the slug as canonical", async ({ request, baseURL }) => {
    const cardiology = (await listSpecialities(request)).find((s) => s.specialityUrl === "cardiology")!;
    const response = await request.get(`/specialities/${cardiology._id}`);
    expect(response.status()).toBe(200);
    expect(readHtml(await response.text()).canonical).toBe(`${baseURL}/specialities/cardiology`);
  });

  test("a slug typed in another letter case moves for good to the speciality's address", async ({ request, baseURL }) => {
    for (const path of ["/specialities/Cardiology", "/specialities/CARDIOLOGY"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(308);
      expect(new URL(response.headers()["location"], baseURL).pathname).toBe("/specialities/cardiology");
    }
  });

  for (const path of ["/specialities/no-such-speciality", "/specialities/00000000-0000-4000-8000-000000000000", "/specialities/Cardiology%20x"]) {
    test(`${path} is the not-found page with 404`, async ({ page }) => {
      await expectNotFound(page, path, "Speciality not found");
      await new Shell(page).expectShell();
    });
  }
});
