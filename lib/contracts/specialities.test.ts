import { specialityKey } from "./specialities";

describe("specialityKey", () => {
  it("names a speciality by its url slug, else its id (the booking form and the doctor filters alike)", () => {
    expect(specialityKey({ _id: "id-1", specialityUrl: "cardiology" })).toBe("cardiology");
    expect(specialityKey({ _id: "id-1", specialityUrl: null })).toBe("id-1");
    expect(specialityKey({ _id: "id-1", specialityUrl: "  " })).toBe("id-1");
  });
});
