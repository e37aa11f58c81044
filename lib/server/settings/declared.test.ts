import { collectionSpec, objectSchema } from "@/lib/contracts/collections";
import { FOOTER_SETTINGS_SEED, CONTACT_SETTINGS_SEED } from "../db/seed/footer";
import { HOMEPAGE_SEED } from "../db/seed/home";
import { ABOUT_SEED } from "../db/seed/about";
import { CONTACT_PAGE_SEED } from "../db/seed/contact-page";
import { PRIVACY_SEED, TERMS_SEED } from "../db/seed/legal";
import { SETTINGS, type SettingKey } from "./keys";
import { footerToForm } from "@/lib/contracts/footer";
import { DEFAULT_CHANGE_TIERS } from "@/lib/contracts/change-rules";
import { DEFAULT_FOOTER } from "@/lib/footer/defaults";

// A setting edited as a whole is declared once (lib/contracts/collections): its fields are the
// schema the console saves with and the pages read with. A seed that
// did not pass would be replaced by the empty default on every read, so each seed is checked.

const SEEDS: Record<SettingKey, unknown> = {
  footer: FOOTER_SETTINGS_SEED,
  homepage: HOMEPAGE_SEED,
  contact: CONTACT_SETTINGS_SEED,
  about: ABOUT_SEED,
  contactPage: CONTACT_PAGE_SEED,
  terms: TERMS_SEED,
  privacy: PRIVACY_SEED,
  changeRules: { tiers: DEFAULT_CHANGE_TIERS },
};

describe("site settings declared once", () => {
  it.each(Object.keys(SEEDS) as SettingKey[])("the demo %s passes its setting's schema and its console form's", (key) => {
    const stored = SETTINGS[key].schema.safeParse(SEEDS[key]);
    expect([key, stored.success ? "ok" : stored.error.issues.slice(0, 2)]).toEqual([key, "ok"]);
    const form = objectSchema(collectionSpec(key).fields).safeParse(SEEDS[key]);
    expect([key, form.success ? "ok" : form.error.issues.slice(0, 2)]).toEqual([key, "ok"]);
  });

  it("refuses through the setting's schema what the console's form refuses, with the field's own words", () => {
    const tooLong = { ...(ABOUT_SEED as object), leadership: [{ name: "x".repeat(101), role: "Director", bio: "Leads the hospital." }] };
    const stored = SETTINGS.about.schema.safeParse(tooLong);
    const form = objectSchema(collectionSpec("about").fields).safeParse(tooLong);
    expect(stored.success).toBe(false);
    expect(stored.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual(form.error?.issues.map((i) => [i.path.join("."), i.message]));
    expect(stored.error?.issues[0].message).toBe("Name must be at most 100 characters");
  });
});

describe("the footer, declared once like the other settings", () => {
  const [section] = DEFAULT_FOOTER.navigationSections;
  const withLink = (url: string | null) => ({ ...DEFAULT_FOOTER, navigationSections: [{ ...section, links: [{ ...section.links[0], url }] }] });
  const withVideo = (videoUrl: string) => ({ ...DEFAULT_FOOTER, videoSection: { enabled: true, title: "Tour", description: "", videoUrl } });
  const OTHER_HOST = ["/\\evil.example/login", "//evil.example/login", "/%5Cevil.example", "https://www.youtube.com/@hospital"];

  it("stores and answers a plain-text link as null, as docs/API.md says, and the console's form holds it as empty text", () => {
    const stored = SETTINGS.footer.schema.parse(withLink(""));
    expect(stored.navigationSections[0].links[0].url).toBeNull();
    expect(SETTINGS.footer.schema.parse(withLink(null)).navigationSections[0].links[0].url).toBeNull();
    expect(SETTINGS.footer.readSchema.parse(stored).navigationSections[0].links[0].url).toBeNull();
    const form = objectSchema(collectionSpec("footer").fields).parse(footerToForm(stored)) as { navigationSections: { links: { url: string }[] }[] };
    expect(form.navigationSections[0].links[0].url).toBe("");
  });

  it("refuses on a write, with the field's words, a link or a video that a browser opens on another host or that is not one video", () => {
    for (const bad of OTHER_HOST) {
      const video = SETTINGS.footer.schema.safeParse(withVideo(bad));
      expect([bad, video.error?.issues.map((i) => [i.path.join("."), i.message])]).toEqual([bad, [["videoSection.videoUrl", expect.stringContaining("must be one video")]]]);
      if (bad.startsWith("https://")) continue;
      const link = SETTINGS.footer.schema.safeParse(withLink(bad));
      expect([bad, link.error?.issues.map((i) => i.path.join("."))]).toEqual([bad, ["navigationSections.0.links.0.url"]]);
    }
  });

  it("reads a footer stored under looser rules whole, leaving out only the video or link that breaks today's rule", () => {
    for (const bad of OTHER_HOST) {
      const read = SETTINGS.footer.readSchema.parse({ ...withVideo(bad), navigationSections: withLink(bad).navigationSections });
      expect([bad, read.videoSection.videoUrl, read.videoSection.title, read.navigationSections[0].links[0].url]).toEqual([bad, "", "Tour", bad.startsWith("https://") ? bad : null]);
    }
    expect(SETTINGS.footer.readSchema.parse(withVideo(" https://youtu.be/Sunr1seT0ur ")).videoSection.videoUrl).toBe("https://youtu.be/Sunr1seT0ur");
  });
});
