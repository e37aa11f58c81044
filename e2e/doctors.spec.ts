import { expect, test } from "@playwright/test";
import { noAxeViolations } from "./pages/axe";
import { Shell } from "./pages/shell";
import { DoctorListPage, DoctorProfilePage, headFacts, jsonLdBlocks, searchDoctorsApi } from "./pages/doctors";

const PAGE_SIZE = 12;
/** A demo consultant (lib/server/db/seed/doctors.ts). */
const DOCTOR = { username: "dr-ananya-kulkarni", name: "Dr. Ananya Kulkarni", speciality: "Cardiology" };

test.describe("doctor list", () => {
  test("answers 200 inside the shell with the search form, a count and a page of doctor cards", async ({ page, request }) => {
    const list = new DoctorListPage(page);
    await list.goto();
    const shell = new Shell(page);
    await shell.expectShell();
    await expect(shell.heading()).toHaveText("Find a Doctor");
    const { pagination } = await searchDoctorsApi(request, {});
    await expect(list.resultsHeading()).toHaveText(`${pagination.total} doctors found`);
    await expect(list.cards()).toHaveCount(Math.min(PAGE_SIZE, pagination.total));

    const card = list.cards().first();
    await expect(card.getByText("Experience")).toBeVisible();
    await expect(card.getByText("Languages")).toBeVisible();
    await expect(card.getByText(/^₹[\d,]+$/)).toBeVisible();
    await expect(card.getByRole("link", { name: /^Book Appointment with Dr\. / })).toHaveAttribute(
      "href",
      /^\/appointment\?doctor=dr-[a-z0-9-]+$/,
    );
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a filtered address renders only the matching doctors and keeps the filters in the form", async ({ page, request }) => {
      const expected = await searchDoctorsApi(request, { speciality: "cardiology", gender: "female" });
      expect(expected.data.length).toBeGreaterThan(0);
      const list = new DoctorListPage(page);
      await list.goto("?speciality=cardiology&gender=female");
      await expect(new Shell(page).heading()).toHaveText("Female Cardiology doctors");
      expect(await list.cardNames()).toEqual(expected.data.map((d) => d.fullName));
      for (const card of await list.cards().all()) await expect(card.getByText("Cardiology", { exact: true })).toBeVisible();
      await expect(list.specialityField()).toHaveValue("cardiology");
      await expect(list.genderField()).toHaveValue("female");
      await expect(list.languageField()).toHaveValue("");
      await expect(list.nameField()).toHaveValue("");
    });

    test("the form submits as a plain GET and the Clear link resets it", async ({ page }) => {
      const list = new DoctorListPage(page);
      await list.goto();
      await list.specialityField().selectOption({ label: "Neurology" });
      await list.languageField().selectOption("Malayalam");
      await list.searchButton().click();
      await expect(page).toHaveURL(/\/doctorList\?name=&speciality=neurology&gender=&language=Malayalam$/);
      expect(await list.cardNames()).toEqual(["Dr. Arjun Nair"]);
      await list.clearLink().click();
      await expect(page).toHaveURL(/\/doctorList$/);
      await expect(list.specialityField()).toHaveValue("");
    });

    test("pagination moves to page 2 and keeps the filters", async ({ page }) => {
      const list = new DoctorListPage(page);
      await list.goto("?language=Hindi");
      await expect(list.currentPage()).toHaveText(/1$/);
      const first = await list.cardNames();
      const next = list.pager().getByRole("link", { name: "Next page" });
      await expect(next).toHaveAttribute("rel", "next");
      await next.click();
      await expect(page).toHaveURL(/\/doctorList\?language=Hindi&page=2$/);
      await expect(list.currentPage()).toHaveText(/2$/);
      await expect(list.currentPage()).toHaveAccessibleName("Page 2");
      await expect(list.pager().getByRole("link", { name: "Previous page" })).toHaveAttribute("rel", "prev");
      const second = await list.cardNames();
      expect(second.length).toBeGreaterThan(0);
      expect(second.filter((name) => first.includes(name))).toEqual([]);
      await expect(list.languageField()).toHaveValue("Hindi");
    });
  });

  test("the filter form works with the keyboard alone", async ({ page }) => {
    const list = new DoctorListPage(page);
    await list.goto();
    await list.nameField().focus();
    await page.keyboard.type("Kulkarni");
    await page.keyboard.press("Tab");
    await expect(list.specialityField()).toBeFocused();
    await page.keyboard.type("Cardiology");
    await page.keyboard.press("Tab");
    await expect(list.genderField()).toBeFocused();
    await page.keyboard.type("Female");
    await page.keyboard.press("Tab");
    await expect(list.languageField()).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(list.searchButton()).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/name=Kulkarni&speciality=cardiology&gender=female/);
    expect(await list.cardNames()).toEqual([DOCTOR.name]);
    await expect(list.resultsHeading()).toHaveText("1 doctor found");
  });

  test("invalid query values are ignored, never an error", async ({ page, request }) => {
    const list = new DoctorListPage(page);
    const { pagination } = await searchDoctorsApi(request, {});
    for (const query of ["?page=-1&gender=x", "?page=abc&language=Klingon", "?speciality=astrology", "?page=0"]) {
      await list.goto(query);
      await expect(list.resultsHeading()).toHaveText(`${pagination.total} doctors found`);
      await expect(list.currentPage()).toHaveAccessibleName("Page 1");
      await expect(list.genderField()).toHaveValue("");
      await expect(list.specialityField()).toHaveValue("");
    }
    // A page past the end shows the last page.
    await list.goto("?page=9999");
    await expect(list.currentPage()).toHaveAccessibleName(`Page ${Math.ceil(pagination.total / PAGE_SIZE)}`);
    await expect(list.cards().first()).toBeVisible();
  });

  test("no match shows the empty state with a way back", async ({ page }) => {
    const list = new DoctorListPage(page);
    await list.goto("?name=zzzzqq");
    await expect(page.getByRole("heading", { name: "No doctors match your search" })).toBeVisible();
    await expect(list.cards()).toHaveCount(0);
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/doctorList$/);
    await expect(list.cards().first()).toBeVisible();
  });

  test("a doctor card leads to the profile", async ({ page }) => {
    const list = new DoctorListPage(page);
    await list.goto("?speciality=cardiology");
    await list.card(DOCTOR.name).getByRole("link", { name: DOCTOR.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/doctordetail/${DOCTOR.username}$`));
    await expect(new Shell(page).heading()).toHaveText(DOCTOR.name);
  });
});

test.describe("doctor profile", () => {
  test("answers 200 inside the shell with the full profile", async ({ page }) => {
    const response = await page.goto(`/doctordetail/${DOCTOR.username}`);
    expect(response?.status()).toBe(200);
    const shell = new Shell(page);
    await shell.expectShell();
    const profile = new DoctorProfilePage(page);
    await expect(profile.heading()).toHaveText(DOCTOR.name);
    const facts = profile.facts();
    await expect(facts.getByText("Senior Consultant")).toBeVisible();
    await expect(facts.getByText(/MBBS/)).toBeVisible();
    await expect(facts.getByText(/^MMC \d{4}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expect(facts.getByText("18 years")).toBeVisible();
    await expect(facts.getByText("English, Hindi, Marathi")).toBeVisible();
    await expect(facts.getByText("₹1,200")).toBeVisible();
    await expect(facts.getByRole("link", { name: DOCTOR.speciality })).toHaveAttribute("href", "/specialities/cardiology");
    await expect(page.getByRole("heading", { name: `About ${DOCTOR.name}` })).toBeVisible();

    const table = profile.opdTable();
    await expect(table).toBeVisible();
    await expect(table).toContainText("India Standard Time");
    await expect(table.getByRole("rowheader")).toHaveText(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);
    await expect(table.getByRole("row", { name: /Monday/ })).toContainText("9:30 am to 1:30 pm");
    await expect(table.getByRole("row", { name: /Tuesday/ })).toContainText("No OPD");
  });

  test("Book Appointment and the next free time are on the first screen at 375 and 1366 px", async ({ page }) => {
    await page.goto(`/doctordetail/${DOCTOR.username}`);
    const profile = new DoctorProfilePage(page);
    for (const viewport of [{ width: 375, height: 667 }, { width: 1366, height: 768 }]) {
      await page.setViewportSize(viewport);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(profile.bookLink(), `at ${viewport.width} px`).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole("main").getByRole("link", { name: /\d{1,2}:\d{2} (am|pm)/ }).first(), `at ${viewport.width} px`).toBeInViewport({ ratio: 1 });
    }
  });

  test("Book Appointment links to the booking page with the doctor chosen", async ({ page }) => {
    await page.goto(`/doctordetail/${DOCTOR.username}`);
    const book = new DoctorProfilePage(page).bookLink();
    await expect(book).toHaveAttribute("href", `/appointment?doctor=${DOCTOR.username}`);
    await book.click();
    // /appointment renders per request (nonce CSP): give a loaded machine time for it.
    await expect(page).toHaveURL(new RegExp(`/appointment\\?doctor=${DOCTOR.username}$`), { timeout: 20_000 });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 20_000 });
  });

  test("an unknown username shows the not-found page inside the shell with 404", async ({ page }) => {
    for (const path of ["/doctordetail/dr-nobody", "/doctordetail/NOT%20A%20NAME", "/doctordetail/dr-bench-99999"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(new Shell(page).heading()).toHaveText("Doctor not found");
      await new Shell(page).expectShell();
    }
  });
});

test.describe("server-rendered HTML (no JavaScript)", () => {
  test("the doctor list has its heading, title, description, canonical and BreadcrumbList", async ({ request, baseURL }) => {
    const html = await (await request.get("/doctorList")).text();
    const head = headFacts(html);
    expect(head.title).toBe("Find a Doctor | Sunrise Multispeciality Hospital");
    expect(head.description).toMatch(/speciality/);
    expect(head.canonical).toBe(`${baseURL}/doctorList`);
    expect(html).toMatch(/<h1[^>]*>Find a Doctor<\/h1>/);
    expect(html).toMatch(/\d+ doctors found/);
    expect(html).toMatch(/<form [^>]*action="\/doctorList" method="get"/);
    const crumbs = jsonLdBlocks(html).find((b) => b["@type"] === "BreadcrumbList");
    expect(crumbs).toMatchObject({ itemListElement: [{ name: "Home" }, { name: "Find a Doctor", item: `${baseURL}/doctorList` }] });
  });

  test("a filtered list names its filters in the title and points its canonical at the speciality", async ({ request, baseURL }) => {
    const html = await (await request.get("/doctorList?speciality=cardiology&gender=female&page=1")).text();
    const head = headFacts(html);
    expect(head.title).toBe("Female Cardiology doctors | Sunrise Multispeciality Hospital");
    expect(head.description).toMatch(/^Cardiology doctors at /);
    expect(head.canonical).toBe(`${baseURL}/doctorList?speciality=cardiology`);
    expect(html).toContain(DOCTOR.name);
    expect(html).not.toContain("Dr. Rajesh Iyer");
    const crumbs = jsonLdBlocks(html).find((b) => b["@type"] === "BreadcrumbList") as { itemListElement: { name: string }[] };
    expect(crumbs.itemListElement.map((i) => i.name)).toEqual(["Home", "Find a Doctor", "Female Cardiology doctors"]);
  });

  test("a doctor's page has its content, its drawn portrait inline, metadata, Open Graph photo, IndividualPhysician and BreadcrumbList", async ({ request, baseURL }) => {
    const response = await request.get(`/doctordetail/${DOCTOR.username}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const head = headFacts(html);
    expect(head.title).toBe(`${DOCTOR.name} – ${DOCTOR.speciality} | Sunrise Multispeciality Hospital`);
    expect(head.ogTitle).toBe(`${DOCTOR.name} – ${DOCTOR.speciality}`);
    expect(head.description).toMatch(/^Dr\. Ananya Kulkarni is a senior consultant in cardiology/);
    expect(head.description!.length).toBeLessThanOrEqual(160);
    expect(head.canonical).toBe(`${baseURL}/doctordetail/${DOCTOR.username}`);
    expect(head.ogImage).toMatch(new RegExp(`^https?://.+/${DOCTOR.username}\\.svg$`));
    expect(html).toMatch(/<h1[^>]*>Dr\. Ananya Kulkarni<\/h1>/);
    expect(html).toContain("OPD timings");
    // The drawn portrait comes inside the page (its largest paint with the first frame), not as a second request.
    expect(html).toMatch(/<span class="[^"]*" aria-hidden="true"><svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 240 240">/);
    expect(html).not.toMatch(new RegExp(`<img[^>]+src="/public/images/doctors/${DOCTOR.username}\\.svg"`));

    const blocks = jsonLdBlocks(html);
    const physician = blocks.find((b) => b["@type"] === "IndividualPhysician") as Record<string, unknown>;
    expect(physician).toMatchObject({
      "@context": "https://schema.org",
      name: DOCTOR.name,
      url: `${baseURL}/doctordetail/${DOCTOR.username}`,
      medicalSpecialty: ["https://schema.org/Cardiovascular"],
      knowsLanguage: ["English", "Hindi", "Marathi"],
      practicesAt: { "@type": "Hospital", "@id": `${baseURL}/#hospital`, name: "Sunrise Multispeciality Hospital" },
    });
    expect(physician.image).toMatch(/\.svg$/);
    expect(physician.hasCredential).toContainEqual({ "@type": "EducationalOccupationalCredential", name: "MBBS" });
    const crumbs = blocks.find((b) => b["@type"] === "BreadcrumbList") as { itemListElement: { name: string; item?: string }[] };
    expect(crumbs.itemListElement.map((i) => i.name)).toEqual(["Home", "Find a Doctor", DOCTOR.name]);
    expect(crumbs.itemListElement[2].item).toBe(`${baseURL}/doctordetail/${DOCTOR.username}`);
  });
});

test.describe("accessibility", () => {
  for (const path of [
    "/doctorList",
    "/doctorList?speciality=cardiology&gender=female",
    "/doctorList?language=Hindi&page=2",
    "/doctorList?name=zzzzqq",
    `/doctordetail/${DOCTOR.username}`,
  ]) {
    test(`axe-core finds no WCAG 2.2 AA violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await noAxeViolations(page);
    });
  }

  for (const path of ["/doctorList?speciality=cardiology", `/doctordetail/${DOCTOR.username}`]) {
    test(`${path} fits a 360 px screen and keeps 44 px targets`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 780 });
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      for (const target of await page.getByRole("main").getByRole("link", { name: /^Book Appointment/ }).all()) {
        const box = (await target.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(44);
      }
    });
  }
});
