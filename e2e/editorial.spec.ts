import { expect, test, type APIRequestContext } from "@playwright/test";
import { noAxeViolations } from "./pages/axe";
import { openFirstPosition, sendApplication } from "./pages/careers";

// The editorial pages and their two forms, against the production build with the demo content:
// what the server sends (content, title, description, JSON-LD in the raw HTML, no script
// needed), the 404s, the feeds and the sitemap; then in the browser the contact form, a job
// application with a real file, and the gallery's lightbox by keyboard; axe on each page and
// each form state.

test.describe.configure({ timeout: 90_000 });

/** The page's raw HTML (no JavaScript), with its JSON-LD nodes parsed. */
async function raw(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  const html = await response.text();
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap((m) => {
    const data = JSON.parse(m[1]);
    return Array.isArray(data) ? data : [data];
  });
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? "";
  return { status: response.status(), html, jsonLd, title, description, canonical, types: jsonLd.map((n) => n["@type"]) };
}

const firstLink = (html: string, prefix: string) => new RegExp(`href="(${prefix}/[a-z0-9-]+)"`).exec(html)?.[1];

test.describe("server-rendered editorial pages (no JavaScript)", () => {
  test("the blog list, an article, the news list and a news item carry their content and BlogPosting / NewsArticle", async ({ request }) => {
    const list = await raw(request, "/bloglist");
    expect(list.status).toBe(200);
    expect(list.title).toMatch(/^Health Blog \| /);
    expect(list.description.length).toBeGreaterThan(50);
    expect(list.html).toContain('type="application/rss+xml"');
    const articlePath = firstLink(list.html, "/blogdetail")!;
    const article = await raw(request, articlePath);
    expect(article.status).toBe(200);
    expect(article.types).toContain("BlogPosting");
    const posting = article.jsonLd.find((n) => n["@type"] === "BlogPosting");
    expect(posting).toMatchObject({ headline: expect.any(String), datePublished: expect.any(String), publisher: { "@type": "Hospital" } });
    expect(article.types).toContain("BreadcrumbList");
    expect(article.html).toMatch(/<h2>[^<]+<\/h2>/);
    expect(article.html).toMatch(/>[3-6](?:<!-- -->)? min read</);
    expect(article.canonical).toContain(articlePath);
    // Medically reviewed by a doctor, on the page and on the MedicalWebPage the article is the main entity of.
    expect(article.html).toMatch(/Medically reviewed by <a [^>]*href="\/doctordetail\/dr-[a-z-]+"[^>]*>Dr\. [^<]+<\/a>, [A-Z]/);
    expect(posting.mainEntityOfPage).toMatchObject({
      "@type": "MedicalWebPage",
      reviewedBy: { "@type": "Person", name: expect.stringMatching(/^Dr\. /), url: expect.stringContaining("/doctordetail/dr-") },
      lastReviewed: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });

    const news = await raw(request, "/news");
    const newsPath = firstLink(news.html, "/newsdetail")!;
    const item = await raw(request, newsPath);
    expect(item.status).toBe(200);
    expect(item.types).toContain("NewsArticle");
  });

  test("an article names its reviewing doctor with speciality and day, and shows its cover once", async ({ request }) => {
    const article = await raw(request, "/blogdetail/heart-attack-warning-signs");
    expect(article.status).toBe(200);
    expect(article.html).toMatch(/Medically reviewed by <a [^>]*href="\/doctordetail\/dr-ananya-kulkarni"[^>]*>Dr\. Ananya Kulkarni<\/a>, Cardiology/);
    expect(article.html).toMatch(/Reviewed <time dateTime="\d{4}-\d{2}-\d{2}">/i);
    const posting = article.jsonLd.find((n) => n["@type"] === "BlogPosting");
    expect(posting.mainEntityOfPage.reviewedBy).toMatchObject({ name: "Dr. Ananya Kulkarni", jobTitle: "Senior Consultant, Cardiology" });
    expect(posting.author).toMatchObject({ "@type": "Person", name: "Dr. Rajesh Iyer" });
    expect(article.html.match(/<img [^>]*src="[^"]*heart-attack-warning-signs\.svg[^"]*"/g)).toHaveLength(1);
  });

  test("careers list open and closed openings; an open one carries JobPosting with Google's required fields and its form, a closed one neither", async ({ request }) => {
    const list = await raw(request, "/career");
    expect(list.status).toBe(200);
    expect(list.html).toContain("Open positions");
    expect(list.html).toContain("Recently closed");
    const path = firstLink(list.html, "/careers")!;
    const opening = await raw(request, path);
    const job = opening.jsonLd.find((n) => n["@type"] === "JobPosting");
    expect(job).toMatchObject({
      title: expect.any(String),
      description: expect.stringContaining("<h2>"),
      datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      validThrough: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T23:59:59\+05:30$/),
      employmentType: expect.any(String),
      hiringOrganization: { "@type": "Organization", name: expect.any(String) },
      jobLocation: { "@type": "Place", address: { "@type": "PostalAddress", addressCountry: "IN" } },
      directApply: true,
    });
    expect(opening.html).toContain("Apply for this position");
    const closedPath = [...list.html.split("Recently closed")[1].matchAll(/href="(\/careers\/[a-z0-9-]+)"/g)][0][1];
    const closed = await raw(request, closedPath);
    expect(closed.html).toContain("no longer takes applications");
    expect(closed.html).not.toContain("Apply for this position");
    expect(closed.status).toBe(200);
    expect(closed.jsonLd.map((n) => n["@type"])).not.toContain("JobPosting");
  });

  test("about, contact, patients, gallery, Terms and Privacy render their content", async ({ request }) => {
    const about = await raw(request, "/about");
    expect(about.types).toContain("AboutPage");
    expect(about.html).toContain("Leadership");
    expect(about.html).toContain("Accreditations");
    const contact = await raw(request, "/contactUs");
    expect(contact.types).toContain("ContactPage");
    expect(contact.html).toContain("Desks and departments");
    expect(contact.html).toContain("<svg");
    expect(contact.html).toContain("Write to us");
    const patients = await raw(request, "/patients");
    expect(patients.html).toContain("Rated 4 out of 5");
    expect(patients.types).not.toContain("Review");
    expect(patients.types).not.toContain("AggregateRating");
    const gallery = await raw(request, "/gallery");
    expect((gallery.html.match(/<img [^>]*src="\/public\/images\/gallery\//g) ?? []).length).toBeGreaterThanOrEqual(16);
    const privacy = await raw(request, "/Privacy");
    expect(privacy.html).toContain("Grievance Officer");
    expect(privacy.html).toContain("Digital Personal Data Protection Act");
    const terms = await raw(request, "/Terms");
    expect(terms.html).toContain("24 hours");
  });

  test("unknown articles, news items and openings give the not-found page with 404", async ({ request }) => {
    for (const path of ["/blogdetail/no-such-article", "/newsdetail/no-such-news", "/careers/astronaut", "/blogdetail/NO-SUCH", "/careers/%E2%80%8B"]) {
      const page = await raw(request, path);
      expect(page.status, path).toBe(404);
      expect(page.html).toMatch(/not found/i);
    }
    // A control character is refused before any page renders, as on every other page.
    for (const path of ["/blogdetail/%00x", "/newsdetail/a%01b", "/careers/x%7F"]) {
      const page = await raw(request, path);
      expect(page.status, path).toBe(400);
      expect(page.html).toContain("not valid");
    }
  });

  test("the RSS feeds list the newest items and the sitemap names every article, news item and opening", async ({ request }) => {
    for (const feed of ["/bloglist/feed.xml", "/news/feed.xml"]) {
      const response = await request.get(feed);
      expect(response.headers()["content-type"]).toContain("application/rss+xml");
      const xml = await response.text();
      expect((xml.match(/<item>/g) ?? []).length).toBeGreaterThanOrEqual(8);
    }
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/blogdetail/");
    expect(sitemap).toContain("/newsdetail/");
    expect(sitemap).toContain("/careers/");
  });
});

test.describe("in the browser", () => {
  for (const path of ["/bloglist", "/blogdetail/heart-attack-warning-signs", "/news", "/gallery", "/patients", "/about", "/career", "/Terms", "/Privacy"]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await noAxeViolations(page);
    });
  }

  test("the contact form shows each error next to its field, keeps what was typed, then sends and empties itself", async ({ page }) => {
    await page.goto("/contactUs");
    await noAxeViolations(page);
    await page.getByLabel("Your name").fill("M");
    await page.getByLabel("E-mail").fill("not-an-email");
    await page.getByRole("button", { name: "Send the message" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toBeFocused();
    await expect(page.getByLabel("Your name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("E-mail")).toHaveValue("not-an-email");
    await expect(page.locator("#contact-message-error")).toBeVisible();
    await noAxeViolations(page);

    await page.getByLabel("Your name").fill("Meenal Kulkarni");
    await page.getByLabel("Mobile number").fill("98765 43210");
    await page.getByLabel("E-mail").fill("meenal@example.in");
    await page.getByLabel("Subject").selectOption({ index: 1 });
    await page.getByLabel("Message").fill("Could you tell me the visiting hours of the ICU this weekend?");
    await page.getByRole("button", { name: "Send the message" }).click();
    await expect(page.getByRole("status").filter({ hasText: /your message has reached us \(reference CM-/ })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByLabel("Message")).toHaveValue("");
    await noAxeViolations(page);
  });

  test("a job application with a real PDF goes through, with the sending state and a confirmation", async ({ page }) => {
    await openFirstPosition(page);
    await noAxeViolations(page);
    await page.getByRole("button", { name: "Send the application" }).click();
    await expect(page.locator("#apply-resume-error")).toHaveText(/Attach your résumé/);
    await noAxeViolations(page);
    await sendApplication(page, { name: "Ravi Shinde", email: `ravi.shinde.${Date.now()}@example.in`, phone: "98220 33445", file: "Ravi Shinde CV.pdf" });
    await expect(page.getByLabel("Full name")).toHaveValue("");
    await noAxeViolations(page);
  });

  test("a renamed file is refused next to the résumé field, keeping what was typed", async ({ page }) => {
    await openFirstPosition(page);
    await page.getByLabel("Full name").fill("Asha Patil");
    await page.getByLabel("E-mail").fill(`asha.${Date.now()}@example.in`);
    await page.getByLabel("Mobile number").fill("98220 33446");
    await page.getByLabel("Years of experience").fill("2");
    await page.getByLabel("Résumé").setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("just some text pretending to be a pdf ".repeat(10)) });
    await page.getByRole("button", { name: "Send the application" }).click();
    await expect(page.locator("#apply-resume-error")).toHaveText(/must be a PDF, DOC or DOCX file/, { timeout: 20_000 });
    await expect(page.getByLabel("Full name")).toHaveValue("Asha Patil");
  });

  test("the gallery's lightbox works by keyboard: opens, moves with the arrows, closes with Escape, focus returns", async ({ page }) => {
    await page.goto("/gallery");
    const thumbs = page.getByRole("link", { name: /: open the larger picture$/ });
    const second = thumbs.nth(1);
    for (let i = 0; i < 120 && !(await second.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press("Tab");
    await expect(second).toBeFocused();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close the picture" })).toBeFocused();
    await expect(dialog.getByText(/^Picture 2 of \d+$/)).toBeVisible();
    await noAxeViolations(page);
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByText(/^Picture 3 of \d+$/)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(second).toBeFocused();
  });
});

