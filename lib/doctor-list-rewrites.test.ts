import { DOCTOR_LANGUAGES, DOCTOR_GENDERS } from "@/lib/contracts/doctor-filters";
import { doctorListHref, doctorListRewrites, doctorListViewHref, DOCTOR_LIST_VIEW_FILTERS, type DoctorListViewParams } from "./routes";

// The rewrites of filtered doctor lists to their cached views (next.config.ts): every list a
// visitor can reach has one, a name search none, and a view stands for the list it came from.

type Rule = ReturnType<typeof doctorListRewrites>[number];

/** What Next does with the rules: the first whose conditions hold, its destination filled in. */
function rewrite(href: string): string | null {
  const query = new URL(href, "http://x").searchParams;
  for (const rule of doctorListRewrites() as Rule[]) {
    const captured: Record<string, string> = {};
    const holds =
      rule.has.every(({ key, value }) => {
        const match = query.has(key) ? new RegExp(`^${value}$`).exec(query.get(key)!) : null;
        if (match?.groups) Object.assign(captured, match.groups);
        return match !== null;
      }) && rule.missing.every(({ key }) => !query.has(key));
    if (holds) return rule.destination.replace(/:(\w+)/g, (_, key: string) => captured[key]);
  }
  return null;
}

describe("doctorListRewrites", () => {
  it("has one rule for each set of filters present, sixteen in all", () => {
    expect(doctorListRewrites()).toHaveLength(16);
    expect(new Set(doctorListRewrites().map((r) => r.destination)).size).toBe(16);
  });

  it.each([
    [{ speciality: "cardiology" }, "/doctorList/filtered/cardiology/-/-/-"],
    [{ speciality: "obstetrics-gynaecology", gender: "female", language: "Marathi" }, "/doctorList/filtered/obstetrics-gynaecology/female/Marathi/-"],
    [{ gender: "male" }, "/doctorList/filtered/-/male/-/-"],
    // The list without filters has its cached view too.
    [{}, "/doctorList/filtered/-/-/-/-"],
  ] as const)("rewrites the list %j to its view", (filters, view) => {
    expect(rewrite(doctorListHref(filters))).toBe(view);
  });

  it("rewrites every list a visitor can reach (each gender, each language, later pages)", () => {
    for (const gender of DOCTOR_GENDERS) expect(rewrite(doctorListHref({ gender }))).not.toBeNull();
    for (const language of DOCTOR_LANGUAGES) expect([language, rewrite(doctorListHref({ language }))]).toEqual([language, `/doctorList/filtered/-/-/${language}/-`]);
    expect(rewrite(doctorListHref({ speciality: "cardiology" }, 3))).toBe("/doctorList/filtered/cardiology/-/-/3");
  });

  it("leaves a name search and values of no filter's shape to the page rendered per request", () => {
    expect(rewrite(doctorListHref({ name: "Kulkarni", speciality: "cardiology" }))).toBeNull();
    expect(rewrite("/doctorList?speciality=cardiology&name=")).toBeNull();
    expect(rewrite("/doctorList?speciality=%3Cscript%3E")).toBeNull();
    expect(rewrite(`/doctorList?speciality=${"a".repeat(81)}`)).toBeNull();
  });

  it("gives each view back the list address it stands for", () => {
    for (const href of [doctorListHref({ speciality: "cardiology", gender: "female", language: "Hindi" }, 2), doctorListHref({ gender: "male" })]) {
      const view = rewrite(href)!;
      const values = view.split("/").slice(-DOCTOR_LIST_VIEW_FILTERS.length);
      const params = Object.fromEntries(DOCTOR_LIST_VIEW_FILTERS.map((key, i) => [key, values[i]])) as DoctorListViewParams;
      expect(doctorListViewHref(params)).toBe(href);
    }
  });
});
