import { COLLECTION_NAMES, collectionSpec, TRANSLATED_COLLECTIONS, type Field, type TranslatedFieldOf } from "@/lib/contracts/collections";
import { TABLE_ENTITIES, TRANSLATABLE } from ".";
import { TRANSLATED_SETTING_NAMES as TRANSLATED_SETTINGS } from "@/lib/contracts/collections";

// Which fields have a Marathi and a Hindi version is each collection's own declaration
// (`translatable`); the kinds of record the translations table keeps, and their fields, follow.

/** Every field of a set, those inside groups and arrays too, by its path. */
const allFields = (fields: readonly Field[], at = ""): [string, Field][] =>
  fields.flatMap((f): [string, Field][] => [[`${at}${f.name}`, f], ...(f.kind === "group" || f.kind === "array" ? allFields(f.fields, `${at}${f.name}.`) : [])]);

describe("the translated fields, declared with each collection", () => {
  it("keeps the kinds of record and the field names the translations' rows use", () => {
    expect(TRANSLATABLE).toEqual({
      speciality: ["name", "heroDescription", "overviewDescription", "conditions", "procedures", "faqs"],
      doctor: ["name", "designation", "biography"],
      service: ["name", "summary", "heroTitle", "heroDescription", "overviewDescription", "sections"],
      serviceCategory: ["name", "description"],
      feature: ["title", "description"],
      statistic: ["label"],
      setting: ["value"],
    });
    // The same as a type: a field that is not translated does not compile.
    const doctor: TranslatedFieldOf<"doctors">[] = ["name", "designation", "biography"];
    // @ts-expect-error the fee is no text a visitor reads in their language
    const fee: TranslatedFieldOf<"doctors">[] = ["consultationFee"];
    expect([doctor, fee]).toHaveLength(2);
  });

  it("translates whole the settings the Marathi and Hindi pages show", () => {
    expect(TRANSLATED_SETTINGS).toEqual(["homepage", "about", "contactPage", "terms", "privacy"]);
  });

  it("keeps every collection with a translated field as a kind of record or a setting", () => {
    const kept = new Set<string>([...Object.values(TABLE_ENTITIES), ...TRANSLATED_SETTINGS]);
    expect(TRANSLATED_COLLECTIONS.filter((name) => !kept.has(name))).toEqual([]);
  });

  it.each(COLLECTION_NAMES)("%s marks only words translatable: text without a format, long text, rich text, a typed list", (name) => {
    const wrong = allFields(collectionSpec(name).fields)
      .filter(([, f]) => "translatable" in f && f.translatable)
      .filter(([, f]) => !((f.kind === "text" && !f.format) || f.kind === "textarea" || f.kind === "richtext" || (f.kind === "list" && !f.options)))
      .map(([path]) => path);
    expect(wrong).toEqual([]);
  });
});
