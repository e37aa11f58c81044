import { normalisePercentEncoding } from "./canonical-path";

describe("normalisePercentEncoding", () => {
  it.each([
    ["/doctordetail/dr%2Drajesh%2Diyer", "/doctordetail/dr-rajesh-iyer"],
    ["/specialities/%63ardiology", "/specialities/cardiology"],
    ["/service-v2/detail/mri%2dscan", "/service-v2/detail/mri-scan"],
    ["/a%7Eb%5Fc%2E", "/a~b_c."],
    ["/a%2fb", "/a%2Fb"],
    ["/a%20b", "/a%20b"],
    ["/%E0%A4%95", "/%E0%A4%95"],
    ["/doctorList", "/doctorList"],
  ])("%s → %s", (from, to) => {
    expect(normalisePercentEncoding(from)).toBe(to);
  });
});
