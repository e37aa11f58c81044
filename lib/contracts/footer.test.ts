import { isVideoAddress } from "./footer";

describe("isVideoAddress", () => {
  it.each([
    "https://www.youtube.com/watch?v=Sunr1seT0ur",
    "https://youtu.be/Sunr1seT0ur",
    "https://vimeo.com/123456789",
    "https://media.example.org/tour.mp4",
    "/about#tour",
  ])("accepts one video: %s", (url) => {
    expect(isVideoAddress(url)).toBe(true);
  });

  it.each([
    "https://www.youtube.com/@sunrisehospitalpune",
    "https://www.youtube.com/channel/UC123456",
    "https://vimeo.com/sunrise",
    "http://youtu.be/Sunr1seT0ur",
    "//evil.example/x.mp4",
    "javascript:alert(1)",
    "",
  ])("refuses what is not one video: %s", (url) => {
    expect(isVideoAddress(url)).toBe(false);
  });
});
