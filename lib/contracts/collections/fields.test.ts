import { COLLECTION_NAMES, collectionSpec, mayAccess, rolesFor } from "@/lib/contracts/collections";
import { fieldSchema, objectSchema, type Field, type ValueOf } from "./fields";

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
  it("leaves content to the editors unless a collection says otherwise; an admin always may", () => {
    const doctors = collectionSpec("doctors");
    expect(["admin", "editor", "front_desk"].map((role) => mayAccess(doctors, role as "admin", "change"))).toEqual([true, true, false]);
    expect(rolesFor(doctors, "read")).toEqual(["editor"]);
    const leave = { ...doctors, access: { read: ["editor", "front_desk"] as const, change: ["front_desk"] as const } };
    expect(["admin", "editor", "front_desk"].map((role) => mayAccess(leave, role as "admin", "read"))).toEqual([true, true, true]);
    expect(["admin", "editor", "front_desk"].map((role) => mayAccess(leave, role as "admin", "change"))).toEqual([true, false, true]);
  });
});

describe("a collection's value types follow from its declaration (ValueOf)", () => {
  // Each case: a field, what its schema reads from an empty form and from a filled one, and (in
  // the type) what ValueOf says it holds. The assignments fail the type check if the two drift.
  it("gives each kind the value its schema really answers: text \"\", optional dates, numbers and choices null, lists arrays", () => {
    const parse = <F extends Field>(f: F, input: unknown): ValueOf<F> => fieldSchema(f).parse(input) as ValueOf<F>;
    const title = { kind: "text", name: "title", label: "Title", max: 50, optional: true } as const satisfies Field;
    const day = { kind: "date", name: "day", label: "Day", optional: true } as const satisfies Field;
    const fee = { kind: "money", name: "fee", label: "Fee", max: 100_000, optional: true } as const satisfies Field;
    const state = { kind: "select", name: "state", label: "State", optional: true, options: [{ value: "draft", label: "Draft" }] } as const satisfies Field;
    const doctors = { kind: "reference", name: "doctors", label: "Doctors", to: "doctors", multiple: true } as const satisfies Field;
    const days = { kind: "list", name: "days", label: "Days", max: 3, maxItems: 7, optional: true, options: ["Mon", "Tue"] } as const satisfies Field;
    const faqs = { kind: "array", name: "faqs", label: "FAQs", itemLabel: "FAQ", maxItems: 5, keyed: true, fields: [{ kind: "text", name: "q", label: "Q", max: 50 }] } as const satisfies Field;

    const emptyTitle: string = parse(title, null);
    const emptyDay: string | null = parse(day, "");
    const emptyFee: number | null = parse(fee, "");
    const emptyState: "draft" | null = parse(state, "");
    const noDoctors: string[] = parse(doctors, []);
    const noDays: ("Mon" | "Tue")[] = parse(days, undefined);
    expect([emptyTitle, emptyDay, emptyFee, emptyState, noDoctors, noDays]).toEqual(["", null, null, null, [], []]);

    const items = parse(faqs, [{ q: "Do I need to fast?" }]);
    const id: string = items[0]._id;
    const q: string = items[0].q;
    expect([typeof id, q]).toEqual(["string", "Do I need to fast?"]);
  });
});
