import { expect, test } from "@playwright/test";
import { noAxeViolations } from "./pages/axe";
import { Shell } from "./pages/shell";
import { headFacts, jsonLdBlocks } from "./pages/doctors";


interface HoursLd {
  "@type": string;
  dayOfWeek: string[];
  opens: string;
  closes: string;
}

interface HospitalLd {
  "@context": string;
  "@type": string;
  name: string;
  url: string;
  logo: string;
  telephone: string;
  address: Record<string, string>;
  openingHoursSpecification: HoursLd[];
  department: { "@type": string; telephone: string; openingHoursSpecification: HoursLd[] }[];
  medicalSpecialty: string[];
}

test.describe("home page", () => {
  for (const path of ["/", "/home"]) {
    test(`${path} answers 200 inside the shell with the hero, specialities, doctors, services, figures and features`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const shell = new Shell(page);
      await shell.expectShell();
      await expect(shell.heading()).toHaveText("Sunrise Multispeciality Hospital");

      const main = page.getByRole("main");
      const hero = main.getByRole("region", { name: "Sunrise Multispeciality Hospital", exact: true });
      await expect(hero.getByRole("link", { name: "Book Appointment" })).toHaveAttribute("href", "/appointment");
      await expect(hero.getByRole("link", { name: /24x7 Emergency/ })).toHaveAttribute("href", /^tel:\+\d+$/);

      const specialities = main.getByRole("region", { name: "Our specialities" });
      await expect(specialities.getByRole("link", { name: "Cardiology" })).toHaveAttribute("href", "/specialities/cardiology");

      const doctors = main.getByRole("region", { name: "Meet our doctors" });
      expect(await doctors.getByRole("article").count()).toBeGreaterThan(0);
      await expect(doctors.getByRole("link", { name: "Find a Doctor" })).toHaveAttribute("href", "/doctorList");

      const services = main.getByRole("region", { name: "Services", exact: true });
      const serviceLinks = services.getByRole("heading", { level: 3 }).getByRole("link");
      expect(await serviceLinks.count()).toBeGreaterThan(0);
      await expect(serviceLinks.first()).toHaveAttribute("href", /^\/service-v2\/detail\/[a-z0-9-]+$/);

      await expect(main.getByRole("region", { name: /in figures/ }).getByText("Beds", { exact: true })).toBeVisible();
      await expect(main.getByRole("region", { name: /Why patients choose/ }).getByRole("heading", { level: 3 }).first()).toBeVisible();
    });
  }

  test("shows three patients' testimonials and the three latest blog articles, each leading to its page", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    const testimonials = main.getByRole("region", { name: "What our patients say" });
    await expect(testimonials.getByRole("listitem")).toHaveCount(3);
    await expect(testimonials.getByText(/Rated [1-5] out of 5/).first()).toBeAttached();
    await expect(testimonials.getByRole("link", { name: "More from our patients" })).toHaveAttribute("href", "/patients");

    const articles = main.getByRole("region", { name: "From our health blog" });
    const links = articles.getByRole("heading", { level: 3 }).getByRole("link");
    await expect(links).toHaveCount(3);
    const first = links.first();
    await expect(first).toHaveAttribute("href", /^\/blogdetail\/[a-z0-9-]+$/);
    const title = (await first.innerText()).trim();
    await first.click();
    await expect(new Shell(page).heading()).toHaveText(title);
  });

  test("a featured doctor's card leads to the profile, and its booking link names the doctor", async ({ page }) => {
    await page.goto("/");
    const card = page.getByRole("region", { name: "Meet our doctors" }).getByRole("article").first();
    const name = (await card.getByRole("heading", { level: 3 }).innerText()).trim();
    const book = card.getByRole("link", { name: /^Book Appointment/ });
    await expect(book).toHaveAttribute("href", /^\/appointment\?doctor=dr-[a-z0-9-]+$/);
    const username = (await book.getAttribute("href"))!.split("doctor=")[1];
    await card.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/doctordetail/${username}$`));
    await expect(new Shell(page).heading()).toHaveText(name);
  });

  test("a service card leads to its v2 page address", async ({ page }) => {
    await page.goto("/");
    const link = page.getByRole("region", { name: "Services", exact: true }).getByRole("heading", { level: 3 }).getByRole("link").first();
    const href = await link.getAttribute("href");
    expect(href).toMatch(/^\/service-v2\/detail\//);
  });

  test("the raw HTML (no JavaScript) has the content, title, description, canonical and Hospital JSON-LD", async ({ request, baseURL }) => {
    for (const path of ["/", "/home"]) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const head = headFacts(html);
      expect(head.title).toMatch(/^Sunrise Multispeciality Hospital/);
      expect(head.description).toMatch(/emergency/i);
      expect(head.canonical).toBe(baseURL);
      expect(html).toMatch(/<h1[^>]*>Sunrise Multispeciality Hospital<\/h1>/);
      expect(html).toContain('href="/appointment"');
      expect(html).toContain("Meet our doctors");

      const hospital = jsonLdBlocks(html).find((b) => b["@type"] === "Hospital") as unknown as HospitalLd;
      expect(hospital).toBeTruthy();
      expect(hospital["@context"]).toBe("https://schema.org");
      expect(hospital.name).toBe("Sunrise Multispeciality Hospital");
      expect(hospital.url).toBe(`${baseURL}/`);
      expect(hospital.logo).toMatch(/^https?:\/\/.+\/images\/logo\.svg$/);
      expect(hospital.telephone).toMatch(/^\+91[\d ]+$/);
      expect(hospital.address).toEqual({
        "@type": "PostalAddress",
        streetAddress: "14 Riverside Road, Baner",
        addressLocality: "Pune",
        addressRegion: "Maharashtra",
        postalCode: "411045",
        addressCountry: "IN",
      });
      const hours = hospital.openingHoursSpecification[0];
      expect(hours["@type"]).toBe("OpeningHoursSpecification");
      expect(hours.dayOfWeek).toHaveLength(7);
      expect([hours.opens, hours.closes]).toEqual(["00:00", "23:59"]);
      const emergency = hospital.department.find((d) => d["@type"] === "EmergencyService")!;
      expect(emergency.telephone).toBe(hospital.telephone);
      expect(emergency.openingHoursSpecification[0].dayOfWeek).toHaveLength(7);
      expect(hospital.medicalSpecialty).toContain("https://schema.org/Cardiovascular");
      for (const value of hospital.medicalSpecialty) expect(value).toMatch(/^https:\/\/schema\.org\/[A-Z][A-Za-z]+$/);
    }
  });

  test("axe-core finds no WCAG 2.2 AA violations on the home page", async ({ page }) => {
    await page.goto("/");
    await noAxeViolations(page);
  });

  test("at 360 px nothing overflows sideways and the hero actions stay on screen", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto("/");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const book = page.getByRole("region", { name: "Sunrise Multispeciality Hospital", exact: true }).getByRole("link", { name: "Book Appointment" });
    const box = (await book.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  });

  test("on a phone the page is a short scroll: specialities a dense list, the other sections rows to swipe, every link kept and Tab bringing each card into view", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/");
    const main = page.getByRole("main");
    const hero = main.getByRole("region", { name: "Sunrise Multispeciality Hospital", exact: true });
    for (const name of ["Book Appointment", /24x7 Emergency/, "Find a Doctor"]) await expect(hero.getByRole("link", { name })).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(8000);
    const specialities = main.getByRole("region", { name: "Our specialities" });
    expect(await specialities.getByRole("listitem").count()).toBe(await specialities.getByRole("heading", { level: 3 }).getByRole("link").count());
    // The second doctor's card sits to the right, off screen, until its link is focused.
    const doctors = main.getByRole("region", { name: "Meet our doctors" });
    const second = doctors.getByRole("article").nth(1).getByRole("link").first();
    await expect(second).not.toBeInViewport();
    await second.focus();
    await expect(second).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });

  test("on a wide screen the hero's doctor search takes the visitor to the matching doctors", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto("/");
    const search = page.getByRole("search", { name: "Find the right doctor" });
    await expect(search).toBeInViewport({ ratio: 1 });
    await search.getByRole("combobox", { name: "Speciality" }).selectOption({ label: "Cardiology" });
    await search.getByRole("button", { name: "Show doctors" }).click();
    await expect(page).toHaveURL(/\/doctorList\?speciality=cardiology(&name=)?$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cardiology doctors");
    expect(await page.getByRole("main").getByRole("article").count()).toBeGreaterThan(0);
  });
});
