import { allowList, isApiPath } from "./methods";

describe("allow lists", () => {
  it("adds HEAD to GET and OPTIONS always, in a fixed order", () => {
    expect(allowList(["POST"])).toEqual(["POST", "OPTIONS"]);
    expect(allowList(["POST", "GET"])).toEqual(["GET", "HEAD", "POST", "OPTIONS"]);
    expect(allowList([])).toEqual(["OPTIONS"]);
  });

  it("tells the API's paths from the rest", () => {
    expect(isApiPath("/api")).toBe(true);
    expect(isApiPath("/api/web/footer/get")).toBe(true);
    expect(isApiPath("/apis")).toBe(false);
    expect(isApiPath("/about")).toBe(false);
  });
});
