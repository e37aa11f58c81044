import { footerSettingsSchema, isVideoAddress } from "./footer";
import { DEFAULT_FOOTER } from "@/lib/footer/defaults";

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

describe("footerSettingsSchema", () => {
  it("drops a video link that opens a channel, so the footer shows no 'Watch the video' to a list", () => {
    const stored = { ...DEFAULT_FOOTER, videoSection: { enabled: true, title: "Tour", description: "", videoUrl: "https://www.youtube.com/@hospital" } };
    expect(footerSettingsSchema.parse(stored).videoSection.videoUrl).toBe("");
  });
});
