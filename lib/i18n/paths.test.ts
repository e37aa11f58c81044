import { isTranslatedPage, localeOfPath, localePath, versionsOf, withoutLocale } from "./paths";

describe("addresses in each language", () => {
  it.each([
    ["/", "mr", "/mr"],
    ["/about", "hi", "/hi/about"],
    ["/specialities/cardiology", "mr", "/mr/specialities/cardiology"],
    ["/doctordetail/dr-ananya-kulkarni?x=1#top", "hi", "/hi/doctordetail/dr-ananya-kulkarni?x=1#top"],
    ["/about", "en", "/about"],
    // Not translated yet, the console, files and other sites stay as they are.
    ["/careers/staff-nurse", "mr", "/careers/staff-nurse"],
    ["/admin", "mr", "/admin"],
    ["/images/logo.svg", "mr", "/images/logo.svg"],
    ["//evil.example/", "mr", "//evil.example/"],
    ["https://example.com/about", "mr", "https://example.com/about"],
    // A prefix alone is no page under it.
    ["/specialities", "mr", "/specialities"],
  ] as const)("%s in %s is %s", (english, locale, expected) => {
    expect(localePath(locale, english)).toBe(expected);
  });

  it.each([
    ["/mr", "mr", "/"],
    ["/mr/about", "mr", "/about"],
    ["/hi/doctordetail/x", "hi", "/doctordetail/x"],
    ["/about", "en", "/about"],
    // A first segment that only starts like a language is English.
    ["/mrs-joshi", "en", "/mrs-joshi"],
  ])("%s is in %s, at %s in English", (address, locale, english) => {
    expect(localeOfPath(address)).toBe(locale);
    expect(withoutLocale(address)).toBe(english);
  });

  it("names every version of a translated page, and only English for the others", () => {
    expect(versionsOf("/mr/about")).toEqual({ en: "/about", mr: "/mr/about", hi: "/hi/about" });
    expect(versionsOf("/gallery")).toEqual({ en: "/gallery" });
    expect(isTranslatedPage("/specialityList/")).toBe(true);
  });

  it("translates the v2 service pages, and leaves the v1 ones (and the alias /service/detail/x) English", () => {
    expect(isTranslatedPage("/services-v2")).toBe(true);
    expect(isTranslatedPage("/service-v2/detail/mri-scan")).toBe(true);
    expect(localePath("hi", "/service-v2/detail/mri-scan#doctors")).toBe("/hi/service-v2/detail/mri-scan#doctors");
    for (const v1 of ["/services", "/services/", "/service/diagnostics-imaging/abc", "/service/detail/mri-scan"]) {
      expect(isTranslatedPage(v1)).toBe(false);
      expect(localePath("mr", v1)).toBe(v1);
    }
  });
});
