import { expect, test } from "@playwright/test";
import { Shell } from "./pages/shell";
import {
  expectNotFound,
  NAVIGATION,
  listHierarchy,
  listServicesV1,
  listServicesV2,
  readHtml,
  serviceV1Path,
  serviceV2Path,
} from "./pages/clinical";

test.describe("services v1", () => {
  test("/services lists every category with its services, each linking to /service/<category>/<id>", async ({ page, request }) => {
    const categories = await listServicesV1(request);
    const response = await page.goto("/services");
    expect(response?.status()).toBe(200);
    const shell = new Shell(page);
    await expect(shell.heading()).toHaveText("Our Services");
    await shell.expectShell();
    const main = page.getByRole("main");
    for (const c of categories) {
      const section = main.getByRole("region", { name: c.categoryName, exact: true });
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(c.categoryName);
      for (const s of c.services) {
        await expect(section.getByRole("link", { name: s.serviceName, exact: true })).toHaveAttribute("href", serviceV1Path(c, s));
      }
    }
  });

  test("the category list jumps to its section", async ({ page }) => {
    await page.goto("/services");
    await page.getByRole("navigation", { name: "Service categories" }).getByRole("link", { name: /^Surgery/ }).click();
    await expect(page).toHaveURL(/\/services#category-surgery$/, NAVIGATION);
    await expect(page.getByRole("heading", { level: 2, name: "Surgery", exact: true })).toBeInViewport();
  });

  test("a service on the list leads to its page with details", async ({ page }) => {
    await page.goto("/services");
    await page.getByRole("main").getByRole("link", { name: "Knee & Hip Replacement", exact: true }).click();
    await expect(page).toHaveURL(/\/service\/surgery\/[0-9a-f-]{36}$/, NAVIGATION);
    const shell = new Shell(page);
    await expect(shell.heading()).toHaveText("Knee & Hip Replacement");
    await shell.expectShell();
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2, name: "Overview" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Orthopaedics" })).toHaveAttribute("href", "/specialities/orthopaedics");
    await expect(main.getByRole("region", { name: "Doctors for this service" }).getByRole("article").first()).toBeVisible();
    await expect(main.getByRole("link", { name: "Book Appointment", exact: true }).first()).toHaveAttribute("href", /^\/appointment/);
    const crumbs = main.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Our Services" })).toHaveAttribute("href", "/services");
  });

  test("every v1 service page answers 200 with its name", async ({ request }) => {
    test.setTimeout(180_000);
    for (const c of await listServicesV1(request)) {
      for (const s of c.services) {
        const response = await request.get(serviceV1Path(c, s));
        expect(response.status(), serviceV1Path(c, s)).toBe(200);
        expect(readHtml(await response.text()).h1).toBe(s.serviceName);
      }
    }
  });

  test("the category may be given by name; the canonical URL uses its slug", async ({ request, baseURL }) => {
    const categories = await listServicesV1(request);
    const mother = categories.find((c) => c.categoryUrl === "mother-child")!;
    const service = mother.services[0];
    const response = await request.get(`/service/${encodeURIComponent(mother.categoryName)}/${service._id}`);
    expect(response.status()).toBe(200);
    const html = readHtml(await response.text());
    expect(html.h1).toBe(service.serviceName);
    expect(html.canonical).toBe(`${baseURL}${serviceV1Path(mother, service)}`);
  });

  test("an unknown category or id, or a service under another category, is the not-found page", async ({ page, request }) => {
    const categories = await listServicesV1(request);
    const surgery = categories.find((c) => c.categoryUrl === "surgery")!;
    const laboratory = categories.find((c) => c.categoryUrl === "laboratory")!;
    const id = surgery.services[0]._id;
    for (const path of [
      `/service/laboratory/${id}`,
      `/service/${laboratory.categoryUrl}x/${laboratory.services[0]._id}`,
      "/service/surgery/00000000-0000-4000-8000-000000000000",
      "/service/surgery/123",
      `/service/no-such-category/${id}`,
    ]) {
      await expectNotFound(page, path, "Service not found");
    }
  });
});

test.describe("services v2", () => {
  test("/services-v2 shows the hierarchy, each service linking to /service-v2/detail/<slug>", async ({ page, request }) => {
    const hierarchy = await listHierarchy(request);
    const response = await page.goto("/services-v2");
    expect(response?.status()).toBe(200);
    const shell = new Shell(page);
    await expect(shell.heading()).toHaveText("Services");
    await shell.expectShell();
    const main = page.getByRole("main");
    for (const c of hierarchy) {
      const section = main.getByRole("region", { name: c.categoryName, exact: true });
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(c.categoryName);
      for (const s of c.services) {
        await expect(section.getByRole("link", { name: s.serviceName, exact: true })).toHaveAttribute("href", serviceV2Path(s.serviceUrl));
      }
    }
  });

  test("a service on the list leads to its page: hero, overview, sections, doctors, specialities, booking", async ({ page }) => {
    await page.goto("/services-v2");
    await page.getByRole("main").getByRole("link", { name: "3 Tesla MRI", exact: true }).click();
    await expect(page).toHaveURL(/\/service-v2\/detail\/mri-scan$/, NAVIGATION);
    const shell = new Shell(page);
    await expect(shell.heading()).toHaveText("3 Tesla MRI");
    await shell.expectShell();
    const main = page.getByRole("main");
    await expect(main.getByText("Detailed, radiation-free imaging in a quieter, wider scanner.")).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "Overview" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "Preparing for your visit" })).toBeVisible();
    const specialities = main.getByRole("region", { name: "Related specialities" });
    await expect(specialities.getByRole("link", { name: "Neurology" })).toHaveAttribute("href", "/specialities/neurology");
    const doctors = main.getByRole("region", { name: "Doctors for this service" });
    const doctorLinks = doctors.getByRole("heading", { level: 3 }).getByRole("link");
    expect(await doctorLinks.count()).toBeGreaterThan(0);
    expect(await doctorLinks.count()).toBeLessThanOrEqual(8);
    await expect(main.getByRole("link", { name: "Book Appointment", exact: true }).first()).toHaveAttribute("href", /^\/appointment\?speciality=/);
    await expect(main.getByRole("link", { name: /24x7 Emergency/ })).toHaveAttribute("href", /^tel:/);
    const crumbs = main.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Services", exact: true })).toHaveAttribute("href", "/services-v2");
    await expect(crumbs.getByRole("link", { name: "Diagnostics & Imaging" })).toHaveAttribute("href", "/services-v2#category-diagnostics-imaging");
  });

  test("a related speciality leads to the speciality's page", async ({ page }) => {
    await page.goto("/service-v2/detail/joint-replacement");
    await page.getByRole("region", { name: "Related specialities" }).getByRole("link", { name: "Orthopaedics" }).click();
    await expect(page).toHaveURL(/\/specialities\/orthopaedics$/, NAVIGATION);
    await expect(new Shell(page).heading()).toHaveText("Orthopaedics");
  });

  test("every v2 service answers 200 on both addresses with the same page and one canonical URL", async ({ request, baseURL }) => {
    test.setTimeout(180_000);
    for (const s of await listServicesV2(request)) {
      const [v2, legacy] = await Promise.all([request.get(serviceV2Path(s.serviceUrl)), request.get(`/service/detail/${s.serviceUrl}`)]);
      expect(v2.status(), s.serviceUrl).toBe(200);
      expect(legacy.status(), s.serviceUrl).toBe(200);
      const [a, b] = [readHtml(await v2.text()), readHtml(await legacy.text())];
      expect(a.h1).toBe(s.serviceName);
      expect(b.h1).toBe(s.serviceName);
      expect(b.mainText).toBe(a.mainText);
      expect(a.canonical).toBe(`${baseURL}${serviceV2Path(s.serviceUrl)}`);
      expect(b.canonical).toBe(a.canonical);
    }
  });

  test("/service/detail/<slug> shows the same service as /service-v2/detail/<slug>", async ({ page }) => {
    const response = await page.goto("/service/detail/cataract-surgery");
    expect(response?.status()).toBe(200);
    const shell = new Shell(page);
    await expect(shell.heading()).toHaveText("Cataract Surgery");
    await shell.expectShell();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/service-v2\/detail\/cataract-surgery$/);
    await expect(page.getByRole("region", { name: "Related specialities" }).getByRole("link", { name: "Ophthalmology" })).toBeVisible();
  });

  for (const path of [
    "/service-v2/detail/no-such-service",
    "/service/detail/no-such-service",
    "/service-v2/detail/mri%20scan",
    "/service/detail/..%2Fservices",
  ]) {
    test(`${path} is the not-found page with 404`, async ({ page }) => {
      await expectNotFound(page, path, "Service not found");
      await new Shell(page).expectShell();
    });
  }
});
