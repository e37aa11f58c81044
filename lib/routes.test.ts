/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import { contentHref,
  absoluteUrl,
  appointmentHref,
  blogHref,
  bookDoctorHref,
  careerHref,
  consoleLoginHref,
  CONSOLE_ROUTES,
  decodeSegment,
  isConsolePath,
  doctorHref,
  doctorListHref,
  DOCTOR_LIST_VIEWS,
  encodeSegment,
  newsHref,
  ROUTE_PREFIXES,
  ROUTES,
  FEEDS,
  serviceV1Href,
  serviceV2Href,
  shortLinkHref,
  specialityHref,
  specialityKey,
} from "./routes";
import { isPageOf } from "./console-pages";
import { TRANSLATED_LOCALES } from "./i18n/locales";

const APP = path.resolve(__dirname, "../app");
/**
 * Folders of app/ that are not English pages: the API, the uploaded files, and the Marathi and
 * Hindi copies of translated pages (lib/i18n/paths.ts; scripts/i18n-routes.ts makes them).
 */
const NOT_PAGES = new Set(["api", "public", ...TRANSLATED_LOCALES]);

/**
 * Every page or route handler folder under app/, as a list of segments ("[username]" kept): a
 * route group "(en)" adds no segment, a private folder "_pages" no route.
 */
function appRoutes(dir = APP, segments: string[] = []): string[][] {
  const entries = fs.readdirSync(dir, { withFileTypes: true });
  const here = entries.some((e) => e.isFile() && /^(page\.tsx|route\.ts)$/.test(e.name)) ? [segments] : [];
  return [
    ...here,
    ...entries
      .filter((e) => e.isDirectory() && !e.name.startsWith("_") && !(segments.length === 0 && NOT_PAGES.has(e.name)))
      .flatMap((e) => appRoutes(path.join(dir, e.name), /^\(.+\)$/.test(e.name) ? segments : [...segments, e.name])),
  ];
}

/**
 * The folder of app/ that serves an address, as Next.js picks it: letter case counts, and a
 * fixed folder name wins over a [parameter] ("/service/detail/x" is not /service/:category/:id).
 */
function servedBy(address: string): string | undefined {
  const parts = address.split(/[?#]/)[0].split("/").filter(Boolean).map(decodeURIComponent);
  const matches = appRoutes().filter(
    (route) => route.length === parts.length && route.every((folder, i) => folder === parts[i] || /^\[[^.\]]+\]$/.test(folder)),
  );
  const fixed = (route: string[]) => route.filter((folder, i) => folder === parts[i]).length;
  const best = matches.sort((a, b) => fixed(b) - fixed(a))[0];
  return best && `/${best.join("/")}`;
}

const ODD = "a b/c?d#e%f";
const ODD_ENCODED = "a%20b%2Fc%3Fd%23e%25f";

describe("static routes", () => {
  it.each(Object.entries(ROUTES))("%s (%s) is a page folder of app/ with the same letter case", (_key, route) => {
    // Folder names as the file system lists them: a file system that ignores case cannot pass a wrong one.
    expect(appRoutes().map((segments) => `/${segments.join("/")}`)).toContain(route);
  });

  it("keeps SPEC.md's spelling of the mixed-case addresses", () => {
    expect([ROUTES.contactUs, ROUTES.terms, ROUTES.privacy, ROUTES.doctorList, ROUTES.specialityList]).toEqual([
      "/contactUs",
      "/Terms",
      "/Privacy",
      "/doctorList",
      "/specialityList",
    ]);
  });

  it.each(Object.entries(ROUTE_PREFIXES))("the %s prefix (%s) is a folder of app/ holding a page with a parameter", (_key, prefix) => {
    expect(appRoutes().some((route) => route[0] === prefix.slice(1) && route.some((s) => s.startsWith("[")))).toBe(true);
  });
});

describe("every page has its builder", () => {
  const built: Record<string, string> = {
    doctor: doctorHref("dr-x"),
    speciality: specialityHref({ _id: "id-1", specialityUrl: "cardiology" }),
    serviceV1: serviceV1Href({ categoryUrl: "surgery" }, "id-1"),
    serviceV2: serviceV2Href("mri-scan"),
    // The other address of the v2 service page: served, linked from nowhere, so no builder.
    serviceDetail: `${ROUTE_PREFIXES.serviceV1}/detail/mri-scan`,
    blog: blogHref("healthy-heart"),
    news: newsHref("new-wing"),
    career: careerHref("staff-nurse"),
    shortLink: shortLinkHref("book"),
    bookDoctor: bookDoctorHref("dr-x"),
    appointment: appointmentHref({ _id: "id-1", specialityUrl: "ent" }),
    doctorList: doctorListHref({ speciality: "ent" }, 2),
    // What the server serves a filtered list from (doctorListViewPath); never an address of its own.
    doctorListView: `${DOCTOR_LIST_VIEWS}/ent/-/-/2`,
    contentList: contentHref("doctors"),
    contentRecord: contentHref("doctors", "new"),
  };

  it.each(Object.entries(built))("%s: %s is served by a folder of app/", (_key, address) => {
    expect(servedBy(address)).toBeDefined();
  });

  it("leaves no page of app/ without a constant or a builder", () => {
    const addresses = [...Object.values(ROUTES), ...Object.values(built), ...Object.values(FEEDS), ...Object.values(CONSOLE_ROUTES)];
    const served = new Set(addresses.map(servedBy));
    expect(appRoutes().map((route) => `/${route.join("/")}`).filter((route) => !served.has(route))).toEqual([]);
  });
});

describe("path segments", () => {
  it("are escaped the same way by every builder", () => {
    expect(encodeSegment(ODD)).toBe(ODD_ENCODED);
    expect(doctorHref(ODD)).toBe(`/doctordetail/${ODD_ENCODED}`);
    expect(specialityHref({ _id: "id", specialityUrl: ODD })).toBe(`/specialities/${ODD_ENCODED}`);
    expect(serviceV2Href(ODD)).toBe(`/service-v2/detail/${ODD_ENCODED}`);
    expect(serviceV1Href({ categoryUrl: ODD }, ODD)).toBe(`/service/${ODD_ENCODED}/${ODD_ENCODED}`);
    expect(blogHref(ODD)).toBe(`/blogdetail/${ODD_ENCODED}`);
    expect(newsHref(ODD)).toBe(`/newsdetail/${ODD_ENCODED}`);
    expect(careerHref(ODD)).toBe(`/careers/${ODD_ENCODED}`);
    expect(shortLinkHref(ODD)).toBe(`/p/${ODD_ENCODED}`);
  });

  it("round-trip through decodeSegment, and a malformed escape decodes to null", () => {
    expect(decodeSegment(ODD_ENCODED)).toBe(ODD);
    expect(decodeSegment("caf%C3%A9")).toBe("café");
    expect(decodeSegment("100%")).toBeNull();
    expect(decodeSegment("%E0%A4%A")).toBeNull();
  });
});

describe("a speciality's address: its slug, else its id", () => {
  it.each([
    ["a slug", "cardiology", "cardiology"],
    ["no slug", null, "id-1"],
    ["an empty slug", "", "id-1"],
    ["a whitespace-only slug", " \t ", "id-1"],
    ["a slug with spaces around it", "  ent ", "ent"],
  ])("%s", (_name, specialityUrl, key) => {
    expect(specialityKey({ _id: "id-1", specialityUrl })).toBe(key);
    expect(specialityHref({ _id: "id-1", specialityUrl })).toBe(`/specialities/${key}`);
    expect(appointmentHref({ _id: "id-1", specialityUrl })).toBe(`/appointment?speciality=${key}`);
  });

  it("books without a speciality when none is known", () => {
    expect(appointmentHref(undefined)).toBe("/appointment");
    expect(appointmentHref(null)).toBe("/appointment");
    expect(appointmentHref({ _id: "id 1", specialityUrl: null })).toBe("/appointment?speciality=id+1");
  });
});

describe("query strings", () => {
  it("book a doctor with the username escaped", () => {
    expect(bookDoctorHref("dr-ananya-kulkarni")).toBe("/appointment?doctor=dr-ananya-kulkarni");
    expect(bookDoctorHref("a&b=c")).toBe("/appointment?doctor=a%26b%3Dc");
  });

  it("drop blank filters and page 1 from the doctor list", () => {
    expect(doctorListHref()).toBe("/doctorList");
    expect(doctorListHref({ name: "", speciality: "  ", language: undefined }, 1)).toBe("/doctorList");
    expect(doctorListHref({ page: 1 })).toBe("/doctorList");
    expect(doctorListHref({ page: 0 })).toBe("/doctorList");
    expect(doctorListHref({ name: " ", gender: "female" }, 3)).toBe("/doctorList?gender=female&page=3");
    expect(doctorListHref({ name: "Dr. Rao", speciality: "ent", page: 2 })).toBe("/doctorList?name=Dr.+Rao&speciality=ent&page=2");
  });
});

describe("absoluteUrl", () => {
  it("joins the public origin and a path with one slash", () => {
    expect(absoluteUrl("https://hospital.example", ROUTES.contactUs)).toBe("https://hospital.example/contactUs");
    expect(absoluteUrl("https://hospital.example/", doctorHref("dr-x"))).toBe("https://hospital.example/doctordetail/dr-x");
    expect(absoluteUrl("https://hospital.example//", "images/a.svg")).toBe("https://hospital.example/images/a.svg");
    expect(absoluteUrl("https://hospital.example", ROUTES.home)).toBe("https://hospital.example/");
  });

  it("keeps an address that is already absolute", () => {
    expect(absoluteUrl("https://hospital.example", "https://cdn.example/a.png")).toBe("https://cdn.example/a.png");
  });
});

describe("console addresses", () => {
  it.each(["/admin", "/admin/staff", "/admin/audit?actor=priya&page=2"])("takes %s as a place to come back to after sign-in", (path) => {
    expect(isConsolePath(path)).toBe(true);
    expect(consoleLoginHref(path)).toBe(`/admin/login?next=${encodeURIComponent(path)}`);
  });

  it.each(["//evil.example/admin", "https://evil.example/admin", "/admin.evil.example", "/administrator", "/admin//evil.example", "/admin\\evil", "javascript:alert(1)", "/"])("never sends anyone back to %s", (path) => {
    expect(isConsolePath(path)).toBe(false);
    expect(consoleLoginHref(path)).toBe(CONSOLE_ROUTES.login);
  });
});

describe("console pages", () => {
  it.each([
    ["/admin", true],
    ["/admin/content/doctors/new", true],
    ["/admin/bookings", true],
    ["/admin/nope", false],
    ["/administrator", false],
    ["/doctorList", false],
  ])("%s is a console page: %s", (path, expected) => {
    expect(isPageOf(CONSOLE_ROUTES, path)).toBe(expected);
  });
});
