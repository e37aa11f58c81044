import { expect, type APIRequestContext, type Page } from "@playwright/test";

// Helpers of the speciality, service and SEO specs: the API as the source of truth, and
// what a crawler reads in the raw HTML (no JavaScript).

export interface ApiSpeciality {
  _id: string;
  specialityName: string;
  specialityUrl: string | null;
}

export interface ApiServiceV1 {
  _id: string;
  serviceName: string;
}

export interface ApiCategory {
  _id: string;
  categoryName: string;
  categoryUrl: string;
}

export interface ApiCategoryV1 extends ApiCategory {
  services: ApiServiceV1[];
}

export interface ApiServiceV2 {
  _id: string;
  serviceName: string;
  serviceUrl: string;
  category: ApiCategory;
}

export interface ApiHierarchyNode extends ApiCategory {
  services: ApiServiceV2[];
}

/** A click's client-side navigation renders a server page; under a loaded CI box it may take a while. */
export const NAVIGATION = { timeout: 30_000 };

export async function apiData<T>(request: APIRequestContext, path: string, data: object = {}): Promise<T> {
  const response = await request.post(path, { data });
  expect(response.status(), `POST ${path}`).toBe(200);
  return (await response.json()).data as T;
}

export const listSpecialities = (request: APIRequestContext) => apiData<ApiSpeciality[]>(request, "/api/web/speciality-v2/list-user");
export const listServicesV1 = (request: APIRequestContext) => apiData<ApiCategoryV1[]>(request, "/api/web/service/mapped-by-category");
export const listHierarchy = (request: APIRequestContext) => apiData<ApiHierarchyNode[]>(request, "/api/web/v2/service/mapped-hierarchy");
export const listServicesV2 = (request: APIRequestContext) => apiData<ApiServiceV2[]>(request, "/api/web/v2/service/list-public");

/** Every active doctor's username, page by page as the API serves them. */
export async function listDoctorUsernames(request: APIRequestContext): Promise<string[]> {
  const usernames: string[] = [];
  for (let page = 1; ; page++) {
    const response = await request.post("/api/web/doctor/list-user", { data: { limit: 100, page } });
    expect(response.status()).toBe(200);
    const body = await response.json();
    usernames.push(...body.data.map((d: { username: string }) => d.username));
    if (usernames.length >= body.pagination.total || body.data.length === 0) return usernames;
  }
}

export const specialityPath = (s: ApiSpeciality) => `/specialities/${encodeURIComponent(s.specialityUrl || s._id)}`;
export const serviceV1Path = (c: ApiCategory, s: ApiServiceV1) => `/service/${encodeURIComponent(c.categoryUrl)}/${s._id}`;
export const serviceV2Path = (slug: string) => `/service-v2/detail/${encodeURIComponent(slug)}`;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" };
const decodeEntities = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e: string) => ENTITIES[e]);

function metaContent(head: string, attribute: "name" | "property", key: string): string | null {
  const tag = head.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`));
  return tag ? decodeEntities(tag[1]) : null;
}

/** What a crawler without JavaScript reads in a page's HTML. */
export function readHtml(html: string) {
  const head = html.slice(0, html.indexOf("</head>"));
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
  const h1 = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/);
  return {
    head,
    title: decodeEntities(head.match(/<title>([^<]*)<\/title>/)?.[1] ?? ""),
    description: metaContent(head, "name", "description"),
    canonical: head.match(/<link rel="canonical" href="([^"]+)"/)?.[1] ?? null,
    ogTitle: metaContent(head, "property", "og:title"),
    ogUrl: metaContent(head, "property", "og:url"),
    ogImage: metaContent(head, "property", "og:image"),
    ogSiteName: metaContent(head, "property", "og:site_name"),
    h1: h1 ? decodeEntities(h1[1].replace(/<[^>]+>/g, "")) : null,
    /** Main content as text (tags removed), for "is the content in the HTML" checks. */
    mainText: decodeEntities(
      (html.match(/<main[^>]*>([\s\S]*?)<\/main>/)?.[1] ?? "")
        .replace(/<script[\s\S]*?<\/script>/g, " ")
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " "),
    ),
    jsonLd,
    /** The JSON-LD nodes whose @type is (or includes) `type`. */
    ofType: (type: string) => jsonLd.filter((d) => ([] as string[]).concat(d["@type"]).includes(type)),
  };
}

/** The not-found page inside the shell, answered with 404, its heading naming what was missing. */
export async function expectNotFound(page: Page, path: string, heading: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
}
