import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

/** /doctorList as a visitor (and a screen reader) sees it. */
export class DoctorListPage {
  constructor(readonly page: Page) {}

  search = () => this.page.getByRole("search", { name: "Search doctors" });
  nameField = () => this.search().getByLabel("Doctor’s name");
  specialityField = () => this.search().getByLabel("Speciality");
  genderField = () => this.search().getByLabel("Gender");
  languageField = () => this.search().getByLabel("Language");
  searchButton = () => this.search().getByRole("button", { name: "Search" });
  clearLink = () => this.search().getByRole("link", { name: "Clear" });
  results = () => this.page.getByRole("region", { name: /doctors? found|No doctors match your search/ });
  resultsHeading = () => this.page.locator("#doctor-results-title");
  cards = () => this.results().getByRole("article");
  /** The doctors' names as the cards show them, in order. */
  cardNames = () => this.cards().getByRole("heading", { level: 3 }).allInnerTexts();
  pager = () => this.page.getByRole("navigation", { name: "Pagination" });
  currentPage = () => this.pager().locator('[aria-current="page"]');

  async goto(query = "") {
    const response = await this.page.goto(`/doctorList${query}`);
    expect(response?.status()).toBe(200);
    return response;
  }

  card(name: string | RegExp): Locator {
    return this.cards().filter({ has: this.page.getByRole("heading", { name }) });
  }
}

/** /doctordetail/:username */
export class DoctorProfilePage {
  constructor(readonly page: Page) {}

  heading = () => this.page.getByRole("heading", { level: 1 });
  facts = () => this.page.getByRole("complementary", { name: "At a glance" });
  /** The page's call to action, in its header (on the first screen); the facts card repeats it. */
  bookLink = () => this.page.getByRole("main").getByRole("link", { name: /^Book Appointment with / }).first();
  opdTable = () => this.page.getByRole("table", { name: /Weekly OPD timings/ });
}

interface ApiDoctor {
  username: string;
  fullName: string;
  gender: string;
  languages: string[];
  specialities: { specialityName: string; specialityUrl: string | null }[];
}

/** Doctors as the API answers the same filters: the source of truth the pages must agree with. */
export async function searchDoctorsApi(request: APIRequestContext, filters: Record<string, unknown>) {
  const response = await request.post("/api/web/doctor/search", { data: { limit: 100, ...filters } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: ApiDoctor[]; pagination: { total: number } };
  return body;
}

/** Every JSON-LD block of a raw HTML document, parsed (a block that does not parse fails the test). */
export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(data) ? data : [data];
  });
}

/** The <head> facts a search engine reads from the raw HTML, before any script runs. */
export function headFacts(html: string) {
  const head = html.slice(0, html.indexOf("</head>"));
  const attr = (re: RegExp) => re.exec(head)?.[1]?.replace(/&amp;/g, "&") ?? null;
  return {
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    ogImage: attr(/<meta property="og:image" content="([^"]*)"/),
    ogTitle: attr(/<meta property="og:title" content="([^"]*)"/),
  };
}
