import { cssUrl } from "./css-url";

describe("cssUrl", () => {
  it("quotes the path so it cannot end the declaration", () => {
    expect(cssUrl("/public/images/a.svg")).toBe('url("/public/images/a.svg")');
    expect(cssUrl('/x");background:red;("')).toBe('url("/x\\");background:red;(\\"")');
  });
});
