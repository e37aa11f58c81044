import { z } from "zod";
import { checked, readJson } from "./content";

describe("demo content files", () => {
  it("name the file and the field that is wrong", () => {
    const schema = z.array(z.strictObject({ slug: z.string(), rating: z.int() }));
    expect(() => checked("testimonials.json", schema, [{ slug: "a", rating: 5 }, { slug: "b", rating: "five" }])).toThrow(
      /^Demo content lib\/server\/db\/seed\/content\/testimonials\.json does not have the expected shape:\n[\s\S]*→ at \[1\]\.rating/,
    );
    expect(() => checked("testimonials.json", schema, [{ slug: "a", rating: 5, ratting: 4 }])).toThrow(/ratting/);
  });

  it("name a file that is missing", () => {
    expect(() => readJson("no-such-collection.json", z.unknown())).toThrow(/^Demo content lib\/server\/db\/seed\/content\/no-such-collection\.json cannot be read/);
  });
});
