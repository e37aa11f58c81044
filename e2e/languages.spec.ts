import { expect, test, type APIRequestContext } from "@playwright/test";
import { noAxeViolations } from "./pages/axe";
import { withoutScripts } from "./pages/html";

// The site in Marathi and Hindi, as a crawler and a visitor see it: each page's language, its
// other versions and canonical address in the server's HTML; the switcher keeping the visitor on
// the same page; the remembered choice; axe at a phone's and a laptop's width.

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);

async function html(request: APIRequestContext, path: string) {
  const answer = await request.get(path);
  expect(answer.status(), path).toBe(200);
  return { text: await answer.text(), headers: answer.headers() };
}

for (const [locale, tag, heading] of [
  ["mr", "mr-IN", "हृदयरोग (कार्डिओलॉजी)"],
  ["hi", "hi-IN", "कार्डियोलॉजी"],
] as const) {
  test(`the ${locale} speciality page is in ${tag} in the server's HTML: lang, h1, title, canonical, alternates, JSON-LD, and cached`, async ({ request, baseURL }) => {
    const { text, headers } = await html(request, `/${locale}/specialities/cardiology`);
    expect(text).toContain(`<html lang="${tag}"`);
    const page = withoutScripts(text);
    expect(page).toMatch(new RegExp(`<h1[^>]*>${heading.replace(/[()]/g, "\\$&")}</h1>`));
    expect(page).toMatch(new RegExp(`<title>${heading.replace(/[()]/g, "\\$&")} \\| `));
    expect(page).toContain(`<link rel="canonical" href="${baseURL}/${locale}/specialities/cardiology"/>`);
    for (const [lang, at] of [["en-IN", ""], ["mr-IN", "/mr"], ["hi-IN", "/hi"], ["x-default", ""]]) {
      expect(page).toContain(`<link rel="alternate" hrefLang="${lang}" href="${baseURL}${at}/specialities/cardiology"/>`);
    }
    const webPage = jsonLd(text).find((node) => node["@type"] === "WebPage");
    expect(webPage).toMatchObject({ inLanguage: tag, url: `${baseURL}/${locale}/specialities/cardiology` });
    expect(headers["cache-control"]).toContain("s-maxage=300");
  });
}

test("English keeps its addresses and words, and names its Marathi and Hindi versions", async ({ request, baseURL }) => {
  const { text } = await html(request, "/specialities/cardiology");
  expect(text).toContain('<html lang="en-IN"');
  expect(withoutScripts(text)).toMatch(/<h1[^>]*>Cardiology<\/h1>/);
  expect(text).toContain(`<link rel="canonical" href="${baseURL}/specialities/cardiology"/>`);
  expect(text).toContain(`<link rel="alternate" hrefLang="mr-IN" href="${baseURL}/mr/specialities/cardiology"/>`);
});

test("an address in no language of the site, or a page not translated yet, is the whole not-found page", async ({ request }) => {
  for (const path of ["/fr/specialities/cardiology", "/mr/careers", "/hi/specialities/no-such-department"]) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(404);
    expect(withoutScripts(await answer.text())).toContain("<h1");
  }
});

test("the sitemap lists each translated page in every language, each naming the others", async ({ request, baseURL }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  expect(xml).toContain(`<loc>${baseURL}/mr/specialities/cardiology</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/hi/specialityList</loc>`);
  expect(xml).toContain(`hreflang="x-default" href="${baseURL}/specialities/cardiology"`);
});

test("the switcher keeps the visitor on the same page with its query, remembers the choice, and links stay in the language", async ({ page, context }) => {
  await page.goto("/specialities/cardiology?from=test#our-doctors");
  const switcher = page.getByRole("navigation", { name: "Language" });
  await switcher.getByRole("link", { name: "मराठी" }).click();
  await expect(page).toHaveURL(/\/mr\/specialities\/cardiology\?from=test#our-doctors$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "mr-IN");
  expect((await context.cookies()).find((c) => c.name === "site_lang")?.value).toBe("mr");
  // A link to another translated page stays in Marathi; the current language is marked.
  await expect(page.getByRole("navigation", { name: /./ }).getByRole("link", { name: "मराठी" }).first()).toHaveAttribute("aria-current", "page");
  await page.getByRole("link", { name: "स्पेशालिटी विभाग" }).first().click();
  await expect(page).toHaveURL(/\/mr\/specialityList$/);
});

test("a visitor who chose Marathi is offered the Marathi version of an English page, and can dismiss it", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "site_lang", value: "mr", url: baseURL! }]);
  await page.goto("/specialityList");
  const offer = page.getByRole("complementary", { name: "मराठी" });
  await expect(offer.getByRole("link")).toHaveAttribute("href", "/mr/specialityList");
  await offer.getByRole("button").click();
  await expect(offer).toBeHidden();
  expect((await context.cookies()).find((c) => c.name === "site_lang")?.value).toBe("en");
});

for (const width of [375, 1366]) {
  for (const path of ["/mr/specialities/cardiology", "/hi/specialityList", "/mr", "/hi/doctordetail/dr-ananya-kulkarni", "/mr/service-v2/detail/mri-scan"]) {
    test(`axe-core finds no WCAG 2.2 AA violations on ${path} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await noAxeViolations(page);
    });
  }
}

test("the doctor search finds the same doctor typed in Devanagari, in Latin letters and misspelt", async ({ request }) => {
  for (const name of ["कुलकर्णी", "Kulkarni", "kulkarny"]) {
    const answer = await request.get(`/doctorList?name=${encodeURIComponent(name)}`);
    expect(answer.status(), name).toBe(200);
    expect(withoutScripts(await answer.text()), name).toContain("Dr. Ananya Kulkarni");
  }
});
