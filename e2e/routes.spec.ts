import { expect, test } from "@playwright/test";
import { Shell } from "./pages/shell";
import { UNKNOWN_ADDRESSES } from "./pages/unknown-addresses";

// Every route of SPEC.md section 2 with content of its own, and the heading it shows.
const PAGES: [path: string, heading: RegExp][] = [
  ["/", /Sunrise Multispeciality Hospital/],
  ["/home", /Sunrise Multispeciality Hospital/],
  ["/doctorList", /Find a Doctor/],
  ["/specialityList", /^Specialities$/],
  ["/specialities/cardiology", /^Cardiology$/],
  ["/services", /Our Services/],
  ["/services-v2", /^Services$/],
  ["/patients", /Patient Testimonials/],
  ["/news", /News & Media/],
  ["/gallery", /Gallery/],
  ["/bloglist", /Health Blogs/],
  ["/about", /About Us/],
  ["/contactUs", /Contact Us/],
  ["/appointment", /Book an Appointment/],
  ["/career", /Careers/],
  ["/Terms", /Terms & Conditions/],
  ["/Privacy", /Privacy Policy/],
  ["/payment", /^Payment$/],
  ["/payment-success", /^Payment Confirmation$/],
  ["/payment-failed", /^Payment Not Completed$/],
  ["/send-otp", /Verify Your Phone Number/],
];


test.describe("routes", () => {
  for (const [path, heading] of PAGES) {
    test(`${path} answers 200 inside the shell with its heading`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const shell = new Shell(page);
      await expect(shell.heading()).toHaveText(heading);
      await shell.expectShell();
    });
  }

  for (const [path, heading] of UNKNOWN_ADDRESSES) {
    test(`${path} shows the not-found page inside the shell with 404`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(new Shell(page).heading()).toHaveText(heading);
      await new Shell(page).expectShell();
    });
  }

  test("paths keep their case: /Terms is a page, /terms is not", async ({ request }) => {
    expect((await request.get("/Terms")).status()).toBe(200);
    expect((await request.get("/terms")).status()).toBe(404);
  });

  test("/home shows the home page with the canonical URL /", async ({ request, baseURL }) => {
    const html = await (await request.get("/home")).text();
    expect(html).toContain(`<link rel="canonical" href="${baseURL}"/>`);
  });

  test("a speciality without a url slug is addressed by its id", async ({ page, request }) => {
    const list = await (await request.post("/api/web/speciality-v2/list-user")).json();
    const noSlug = list.data.find((s: { specialityUrl: string | null }) => !s.specialityUrl);
    const response = await page.goto(`/specialities/${noSlug._id}`);
    expect(response?.status()).toBe(200);
    await expect(new Shell(page).heading()).toHaveText(noSlug.specialityName);
  });

  test("page content, title and description are in the HTML before any script runs", async ({ request }) => {
    const html = await (await request.get("/specialities/cardiology")).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toMatch(/<title>Cardiology \| Sunrise Multispeciality Hospital<\/title>/);
    expect(head).toMatch(/<meta name="description" content="[^"]+cardiolog/i);
    expect(html).toMatch(/<h1[^>]*>Cardiology<\/h1>/);
    expect(html).toContain("Overview");
  });
});

test.describe("short links", () => {
  test("/p/:shortId is a server redirect to the stored target", async ({ request }) => {
    const response = await request.get("/p/cardio", { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers()["location"]).toBe("/specialities/cardiology");
  });

  test("a visitor following a short link lands on the page", async ({ page }) => {
    await page.goto("/p/doctors");
    await expect(page).toHaveURL(/\/doctorList$/);
    await expect(new Shell(page).heading()).toHaveText(/Find a Doctor/);
  });
});

test.describe("static files", () => {
  test("image paths the API hands out are served under /public", async ({ request }) => {
    const response = await request.get("/public/images/specialities/cardiology.svg");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/svg+xml");
  });
});
