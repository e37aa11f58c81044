import { COLLECTION_NAMES, collectionSpec } from "@/lib/contracts/collections";
import { fieldSchema, objectSchema } from "./fields";

const image = fieldSchema({ kind: "image", name: "photo", label: "Photo", purpose: "photo" });
const link = fieldSchema({ kind: "text", name: "url", label: "Link", max: 300, format: "href" });

describe("collection fields", () => {
  it.each(COLLECTION_NAMES)("%s: values left out are refused in each field's own words (regression: 'Invalid input: expected string, received undefined')", (name) => {
    const result = objectSchema(collectionSpec(name).fields).safeParse({});
    for (const issue of result.success ? [] : result.error.issues) expect(issue.message).not.toMatch(/Invalid input|expected|received/);
  });

  it.each(["/images/doctors/dr-rajesh-iyer.svg", "/public/images/gallery/opd.svg", "/public/3f0c1d2e-4b5a-4c6d-8e7f-0a1b2c3d4e5f.webp"])("takes the picture %s (a site image or an upload)", (path) => {
    expect(image.safeParse(path).success).toBe(true);
  });

  it.each(["/api/admin/auth/logout.png", "/public/x.svg", "/images/../api/x.png", "/images//evil.example/x.png", "//evil.example/x.png", "https://evil.example/x.png", "javascript:alert(1).png", "/images/a b.png"])(
    "refuses the picture %s: neither a site image nor an upload",
    (path) => {
      expect(image.safeParse(path).success).toBe(false);
    },
  );

  it.each(["/doctorList", "https://insurance.example.org/claims?x=1", "tel:+912067201000", "mailto:care@hospital.example"])("takes the link %s", (href) => {
    expect(link.safeParse(href).success).toBe(true);
  });

  it.each(["http:/\\evil.example", "https:\\\\evil.example", "https://user:pw@evil.example", "https:evil.example", "javascript:alert(1)", "//evil.example", "/\\evil.example", "https://evil.example/a b"])(
    "refuses the link %s, which a browser could read as another host or a script",
    (href) => {
      expect(link.safeParse(href).success).toBe(false);
    },
  );
});

describe("who may read and change a collection, declared beside it", () => {
  it("leaves content to the editors unless a collection says otherwise; an admin always may", async () => {
    const { collectionSpec, mayAccess, rolesFor } = await import(".");
    const doctors = collectionSpec("doctors");
    expect(["admin", "editor", "front_desk"].map((role) => mayAccess(doctors, role as "admin", "change"))).toEqual([true, true, false]);
    expect(rolesFor(doctors, "read")).toEqual(["editor"]);
    const leave = { ...doctors, access: { read: ["editor", "front_desk"] as const, change: ["front_desk"] as const } };
    expect(["admin", "editor", "front_desk"].map((role) => mayAccess(leave, role as "admin", "read"))).toEqual([true, true, true]);
    expect(["admin", "editor", "front_desk"].map((role) => mayAccess(leave, role as "admin", "change"))).toEqual([true, false, true]);
  });
});
