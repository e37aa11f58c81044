import { doctorListTitle, findSpeciality, hasFilters, parseDoctorListQuery } from "./list-query";
import { doctorListHref, ROUTES, specialityKey } from "@/lib/routes";

const SPECIALITIES = [
  { _id: "3f0c9a52-1111-4a4a-8b8b-000000000001", specialityName: "Cardiology", specialityUrl: "cardiology" },
  { _id: "3f0c9a52-1111-4a4a-8b8b-000000000002", specialityName: "Sleep Medicine", specialityUrl: null },
  { _id: "3f0c9a52-1111-4a4a-8b8b-000000000003", specialityName: "ENT (Ear, Nose & Throat)", specialityUrl: "ent" },
];

describe("parseDoctorListQuery", () => {
  it("reads every filter and the page", () => {
    expect(
      parseDoctorListQuery({ name: "  Ananya  Kulkarni ", speciality: "cardiology", gender: "Female", language: "marathi", page: "3" }),
    ).toEqual({ name: "Ananya Kulkarni", speciality: "cardiology", gender: "female", language: "Marathi", page: 3 });
  });

  it("treats missing and blank values as no filter, page 1", () => {
    expect(parseDoctorListQuery({})).toEqual({ page: 1 });
    expect(parseDoctorListQuery({ name: "  ", speciality: "", gender: "", language: "", page: "" })).toEqual({ page: 1 });
  });

  it.each([["-1"], ["0"], ["abc"], ["2.5"], ["1e3"], ["99999999"], ["10001"]])("normalises page=%s to page 1", (page) => {
    expect(parseDoctorListQuery({ page }).page).toBe(1);
  });

  it("drops a gender or language that is not one of the known values", () => {
    expect(parseDoctorListQuery({ gender: "x", language: "Klingon" })).toEqual({ page: 1 });
  });

  it("takes the first value of a repeated parameter", () => {
    expect(parseDoctorListQuery({ gender: ["male", "female"], page: ["2", "5"] })).toEqual({ gender: "male", page: 2 });
  });

  it("cuts an over-long name to 100 characters", () => {
    expect(parseDoctorListQuery({ name: "a".repeat(500) }).name).toHaveLength(100);
  });
});

describe("findSpeciality", () => {
  it("finds a speciality by url slug, id or name, ignoring case", () => {
    expect(findSpeciality("Cardiology", SPECIALITIES)?._id).toBe(SPECIALITIES[0]._id);
    expect(findSpeciality("ENT", SPECIALITIES)?.specialityName).toBe("ENT (Ear, Nose & Throat)");
    expect(findSpeciality(SPECIALITIES[1]._id.toUpperCase(), SPECIALITIES)?.specialityName).toBe("Sleep Medicine");
    expect(findSpeciality("sleep medicine", SPECIALITIES)?.specialityName).toBe("Sleep Medicine");
  });

  it("finds nothing for an unknown or blank value", () => {
    expect(findSpeciality("astrology", SPECIALITIES)).toBeUndefined();
    expect(findSpeciality(" ", SPECIALITIES)).toBeUndefined();
    expect(findSpeciality(undefined, SPECIALITIES)).toBeUndefined();
  });

  it("gives each speciality its slug, else its id, as the filter value", () => {
    expect(SPECIALITIES.map(specialityKey)).toEqual(["cardiology", SPECIALITIES[1]._id, "ent"]);
  });
});

describe("doctorListHref", () => {
  it("is the plain path without filters on page 1", () => {
    expect(doctorListHref({})).toBe(ROUTES.doctorList);
    expect(doctorListHref({ page: 1 })).toBe(ROUTES.doctorList);
  });

  it("keeps the filters in a fixed order and leaves out page 1", () => {
    expect(doctorListHref({ language: "Hindi", gender: "female", speciality: "cardiology", name: "Dr. Rao" }, 1)).toBe(
      "/doctorList?name=Dr.+Rao&speciality=cardiology&gender=female&language=Hindi",
    );
    expect(doctorListHref({ speciality: "cardiology" }, 2)).toBe("/doctorList?speciality=cardiology&page=2");
  });

  it("round-trips through the parser", () => {
    const query = { name: "Meera & Co", speciality: "ent", gender: "male" as const, language: "Tamil" as const, page: 4 };
    const params = Object.fromEntries(new URL(doctorListHref(query), "http://x").searchParams);
    expect(parseDoctorListQuery(params)).toEqual(query);
  });
});

describe("doctorListTitle", () => {
  it("names the filters in plain words", () => {
    expect(doctorListTitle({})).toBe("Find a Doctor");
    expect(doctorListTitle({ speciality: "cardiology" }, "Cardiology")).toBe("Cardiology doctors");
    expect(doctorListTitle({ speciality: "cardiology", gender: "female" }, "Cardiology")).toBe("Female Cardiology doctors");
    expect(doctorListTitle({ language: "Marathi" })).toBe("Doctors who speak Marathi");
    expect(doctorListTitle({ gender: "male", name: "rao" })).toBe("Male doctors matching “rao”");
  });

  it("ignores a speciality it could not name", () => {
    expect(doctorListTitle({ speciality: "astrology" })).toBe("Find a Doctor");
  });

  it("says whether any filter is set", () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ language: "Hindi" })).toBe(true);
  });
});
