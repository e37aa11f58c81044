import { DEFAULT_FOOTER } from "@/lib/footer/defaults";
import { DEFAULT_CONTACT } from "./contact";
import { DEFAULT_HOMEPAGE } from "./home";
import { contactPageSchema, footerSettingsSchema, homepageSchema } from "./site-answers";

// The answers' schemas are built from the settings' fields at run time and typed from the same
// fields by ValueOf: what the site answers when nothing is stored must fit what they declare.
describe("the site settings' answer schemas", () => {
  it("describe the home page answered when none is stored, and its second button left out (null)", () => {
    expect(homepageSchema.safeParse(DEFAULT_HOMEPAGE).success).toBe(true);
    expect(homepageSchema.safeParse({ ...DEFAULT_HOMEPAGE, hero: { ...DEFAULT_HOMEPAGE.hero, secondaryCta: null } }).success).toBe(true);
    expect(homepageSchema.safeParse({ ...DEFAULT_HOMEPAGE, hero: { ...DEFAULT_HOMEPAGE.hero, title: null } }).success).toBe(false);
  });

  it("describe the default footer, its plain-text links' url null", () => {
    expect(DEFAULT_FOOTER.legalSection.links.some((link) => link.url === null) || DEFAULT_FOOTER.navigationSections.some((s) => s.links.some((l) => l.url === null))).toBe(true);
    expect(footerSettingsSchema.safeParse(DEFAULT_FOOTER).success).toBe(true);
  });

  it("describe the contact page as the contact setting with the page's own fields", () => {
    expect(Object.keys(contactPageSchema.shape)).toEqual(expect.arrayContaining(Object.keys(DEFAULT_CONTACT)));
    expect(contactPageSchema.shape.address.safeParse(DEFAULT_CONTACT.address).success).toBe(true);
  });
});
