import { collectionSpec, objectSchema } from "@/lib/contracts/collections";
import { FOOTER_SETTINGS_SEED, CONTACT_SETTINGS_SEED } from "../db/seed/footer";
import { HOMEPAGE_SEED } from "../db/seed/home";
import { ABOUT_SEED } from "../db/seed/about";
import { CONTACT_PAGE_SEED } from "../db/seed/contact-page";
import { PRIVACY_SEED, TERMS_SEED } from "../db/seed/legal";
import { SETTINGS, type SettingKey } from "./keys";

// A setting edited as a whole is declared once (lib/contracts/collections): its fields are the
// schema the console saves with, the staff door stores with and the pages read with. A seed that
// did not pass would be replaced by the empty default on every read, so each seed is checked.

const SEEDS: Record<SettingKey, unknown> = {
  footer: FOOTER_SETTINGS_SEED,
  homepage: HOMEPAGE_SEED,
  contact: CONTACT_SETTINGS_SEED,
  about: ABOUT_SEED,
  contactPage: CONTACT_PAGE_SEED,
  terms: TERMS_SEED,
  privacy: PRIVACY_SEED,
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
