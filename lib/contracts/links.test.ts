import { fieldSchema, type TextFormat } from "./collections/fields";
import { isLinkTarget, isSitePath, isVideoAddress, sitePathProblem } from "./links";
import { targetProblem } from "./short-links";

// Addresses a browser opens on another host, or that are not a plain path of this site.
const OTHER_HOST = ["/\\evil.example/login", "//evil.example/login", "\\\\evil.example", "/%5Cevil.example", "/%5cevil.example/x", "/\\/evil.example"];
const NOT_A_PATH = ["/a/../admin", "/./x", "/doctor list", "/x\u0000", "/%E0%A4", "javascript:alert(1)", "doctorList", ""];

describe("one rule for every link staff can store", () => {
  it("a site path is a path a browser keeps on this site", () => {
    for (const good of ["/", "/doctorList", "/blogdetail/x?utm_source=poster", "/#faq", "/about#tour", "/public/brochure.pdf", "/doctordetail/%E0%A4%85"]) {
      expect([good, sitePathProblem(good)]).toEqual([good, null]);
    }
    for (const bad of [...OTHER_HOST, ...NOT_A_PATH]) expect([bad, isSitePath(bad)]).toEqual([bad, false]);
  });

  it("refuses another host written as a path in every link field kind and in short links (regression: /\\evil.example/login was a video; the footer's own cases are in lib/server/settings/declared.test.ts)", () => {
    const formats: TextFormat[] = ["sitePath", "href", "video"];
    for (const format of formats) {
      const schema = fieldSchema({ kind: "text", name: "link", label: "Link", max: 300, format, optional: true });
      for (const bad of OTHER_HOST) expect([format, bad, schema.safeParse(bad).success]).toEqual([format, bad, false]);
    }
    for (const bad of OTHER_HOST) {
      expect([bad, isLinkTarget(bad), isVideoAddress(bad)]).toEqual([bad, false, false]);
      expect([bad, targetProblem(bad)]).toEqual([bad, expect.any(String)]);
    }
  });

  it("keeps what a link may really be: a page here, a full web address, tel: and mailto:; a video is one video", () => {
    for (const good of ["/appointment", "https://www.example-hospital.in/x", "tel:+91 20 4000 1000", "mailto:care@hospital.example"]) expect([good, isLinkTarget(good)]).toEqual([good, true]);
    for (const good of ["/about#tour", "https://www.youtube.com/watch?v=abcdef12", "https://youtu.be/abcdef12", "https://vimeo.com/123456", "https://cdn.example/tour.mp4"]) {
      expect([good, isVideoAddress(good)]).toEqual([good, true]);
    }
    for (const bad of ["https://evil.example/login", "http://youtu.be/abcdef12", "https://www.youtube.com/@hospital", "https://user@youtu.be/abcdef12"]) {
      expect([bad, isVideoAddress(bad)]).toEqual([bad, false]);
    }
  });
});
