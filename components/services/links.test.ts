import {
  appointmentHref,
  cssUrl,
  categoryAnchorId,
  decodeSegment,
  serviceV1Href,
  serviceV2Href,
} from "./links";

describe("clinical page addresses", () => {
  it("builds the v2 service page from the slug", () => {
    expect(serviceV2Href("mri-scan")).toBe("/service-v2/detail/mri-scan");
  });

  it("escapes anything unsafe in a path segment", () => {
    expect(serviceV2Href("a b/c")).toBe("/service-v2/detail/a%20b%2Fc");
  });

  it("builds the v1 service page from the category slug and the id", () => {
    expect(serviceV1Href({ categoryUrl: "surgery" }, "0b9f6c1e-1d1a-4a57-9a55-4c1f7a7c0a11")).toBe(
      "/service/surgery/0b9f6c1e-1d1a-4a57-9a55-4c1f7a7c0a11",
    );
  });

  it("makes a valid, stable anchor id for a category", () => {
    expect(categoryAnchorId({ categoryUrl: "mother-child" })).toBe("category-mother-child");
    expect(categoryAnchorId({ categoryUrl: " Mother & Child " })).toBe("category-mother-child");
    expect(categoryAnchorId({ categoryUrl: "&&" })).toBe("category-other");
  });

  it("preselects the speciality on the booking page when one is known", () => {
    expect(appointmentHref({ _id: "id-1", specialityUrl: "ent" })).toBe("/appointment?speciality=ent");
    expect(appointmentHref({ _id: "id 1", specialityUrl: null })).toBe("/appointment?speciality=id+1");
    expect(appointmentHref(undefined)).toBe("/appointment");
    expect(appointmentHref(null)).toBe("/appointment");
  });

  it("decodes a route segment, and gives null for a malformed escape", () => {
    expect(decodeSegment("caf%C3%A9")).toBe("café");
    expect(decodeSegment("cardiology")).toBe("cardiology");
    expect(decodeSegment("100%")).toBeNull();
    expect(decodeSegment("%E0%A4%A")).toBeNull();
  });
});

describe("cssUrl", () => {
  it("quotes the path so it cannot end the declaration", () => {
    expect(cssUrl("/public/images/a.svg")).toBe('url("/public/images/a.svg")');
    expect(cssUrl('/x");background:red;("')).toBe('url("/x\\");background:red;(\\"")');
  });
});
