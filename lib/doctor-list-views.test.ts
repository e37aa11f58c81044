import { DOCTOR_LANGUAGES, DOCTOR_GENDERS } from "@/lib/contracts/doctor-filters";
import { doctorListHref, doctorListViewHref, doctorListViewPath, DOCTOR_LIST_VIEW_FILTERS, type DoctorListViewParams } from "./routes";

// Which cached view a filtered doctor list is served from (the server's doctorListViews step):
// every list a visitor can reach has one, a name search none, and a view stands for the list it
// came from.

const viewOf = (href: string): string | null => doctorListViewPath(new URL(href, "http://x").searchParams);

describe("doctorListViewPath", () => {
  it.each([
    [{ speciality: "cardiology" }, "/doctorList/filtered/cardiology/-/-/-"],
    [{ speciality: "obstetrics-gynaecology", gender: "female", language: "Marathi" }, "/doctorList/filtered/obstetrics-gynaecology/female/Marathi/-"],
    [{ gender: "male" }, "/doctorList/filtered/-/male/-/-"],
    // The list without filters has its cached view too.
    [{}, "/doctorList/filtered/-/-/-/-"],
  ] as const)("serves the list %j from its view", (filters, view) => {
    expect(viewOf(doctorListHref(filters))).toBe(view);
  });

  it("has a view for every list a visitor can reach (each gender, each language, later pages)", () => {
    for (const gender of DOCTOR_GENDERS) expect(viewOf(doctorListHref({ gender }))).toBe(`/doctorList/filtered/-/${gender}/-/-`);
    for (const language of DOCTOR_LANGUAGES) expect([language, viewOf(doctorListHref({ language }))]).toEqual([language, `/doctorList/filtered/-/-/${language}/-`]);
    expect(viewOf(doctorListHref({ speciality: "cardiology" }, 3))).toBe("/doctorList/filtered/cardiology/-/-/3");
  });

  it("takes the filter form's blank fields for no filter, other parameters for nothing, and a repeated filter's last value", () => {
    // The form sent without JavaScript names every field, the blank ones too.
    expect(viewOf("/doctorList?name=&speciality=neurology&gender=&language=Malayalam")).toBe("/doctorList/filtered/neurology/-/Malayalam/-");
    expect(viewOf("/doctorList?gender=male&speciality=cardiology&utm_source=poster&language=&page=1")).toBe("/doctorList/filtered/cardiology/male/-/1");
    expect(viewOf("/doctorList?speciality=ent&speciality=cardiology")).toBe("/doctorList/filtered/cardiology/-/-/-");
  });

  it("leaves a name search and values of no filter's shape to the page rendered per request", () => {
    expect(viewOf(doctorListHref({ name: "Kulkarni", speciality: "cardiology" }))).toBeNull();
    expect(viewOf("/doctorList?speciality=%3Cscript%3E")).toBeNull();
    expect(viewOf("/doctorList?language=Hindi%00")).toBeNull();
    expect(viewOf("/doctorList?page=..%2F..")).toBeNull();
    expect(viewOf(`/doctorList?speciality=${"a".repeat(81)}`)).toBeNull();
  });

  it("gives each view back the list address it stands for", () => {
    for (const href of [doctorListHref({ speciality: "cardiology", gender: "female", language: "Hindi" }, 2), doctorListHref({ gender: "male" })]) {
      const view = viewOf(href)!;
      const values = view.split("/").slice(-DOCTOR_LIST_VIEW_FILTERS.length);
      const params = Object.fromEntries(DOCTOR_LIST_VIEW_FILTERS.map((key, i) => [key, values[i]])) as DoctorListViewParams;
      expect(doctorListViewHref(params)).toBe(href);
    }
  });
});
