import { linkedItemListJsonLd, serviceJsonLd, specialityPageJsonLd } from "./structured-data";
import { hospitalId } from "./structured-data/core";
import { serviceSchemaKind } from "./structured-data/service";

const SITE = { name: "Sunrise Multispeciality Hospital", url: "https://hospital.example/" };

describe("linkedItemListJsonLd", () => {
  it("numbers the entries from 1 with absolute URLs", () => {
    const data = linkedItemListJsonLd(SITE.url, "Specialities", [
      { name: "Cardiology", path: "/specialities/cardiology" },
      { name: "ENT", path: "/specialities/ent" },
    ]);
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "ItemList",
      name: "Specialities",
      numberOfItems: 2,
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Cardiology", url: "https://hospital.example/specialities/cardiology" },
        { "@type": "ListItem", position: 2, name: "ENT", url: "https://hospital.example/specialities/ent" },
      ],
    });
  });
});

describe("specialityPageJsonLd", () => {
  const page = {
    name: "Cardiology",
    specialityUrl: "cardiology",
    description: "Heart care.",
    path: "/specialities/cardiology",
    image: "/public/images/specialities/cardiology.svg",
    faqs: [{ q: "Do I need a referral?", a: "No." }],
    inLanguage: "en-IN",
  };

  it("is a MedicalWebPage about a MedicalSpecialty, and an FAQPage of its questions", () => {
    const data = specialityPageJsonLd(SITE, page);
    expect(data["@type"]).toEqual(["MedicalWebPage", "FAQPage"]);
    expect(data.url).toBe("https://hospital.example/specialities/cardiology");
    expect(data.inLanguage).toBe("en-IN");
    expect(specialityPageJsonLd(SITE, { ...page, inLanguage: "mr-IN" }).inLanguage).toBe("mr-IN");
    expect(data.about).toEqual({ "@type": "MedicalSpecialty", name: "Cardiology", description: "Heart care." });
    expect(data.specialty).toBe("https://schema.org/Cardiovascular");
    expect(data.publisher).toMatchObject({ "@type": "Hospital", "@id": hospitalId(SITE.url), name: SITE.name });
    expect(data.primaryImageOfPage).toEqual({
      "@type": "ImageObject",
      url: "https://hospital.example/public/images/specialities/cardiology.svg",
    });
    expect(data.mainEntity).toEqual([
      { "@type": "Question", name: "Do I need a referral?", acceptedAnswer: { "@type": "Answer", text: "No." } },
    ]);
  });

  it("is only a MedicalWebPage without FAQs (blank ones do not count)", () => {
    const data = specialityPageJsonLd(SITE, { ...page, image: null, faqs: [{ q: " ", a: "x" }] });
    expect(data["@type"]).toBe("MedicalWebPage");
    expect(data).not.toHaveProperty("mainEntity");
    expect(data).not.toHaveProperty("primaryImageOfPage");
  });

  it("names no schema.org member for a speciality without one", () => {
    const data = specialityPageJsonLd(SITE, { ...page, name: "Critical Care", specialityUrl: "critical-care" });
    expect(data).not.toHaveProperty("specialty");
    expect(data.about).toMatchObject({ "@type": "MedicalSpecialty", name: "Critical Care" });
  });
});

describe("serviceSchemaKind", () => {
  it.each([
    ["surgery", { type: "MedicalProcedure", procedureType: "https://schema.org/SurgicalProcedure" }],
    ["day-care-surgery", { type: "MedicalProcedure", procedureType: "https://schema.org/SurgicalProcedure" }],
    ["rehabilitation", { type: "PhysicalTherapy", procedureType: "https://schema.org/NoninvasiveProcedure" }],
    ["diagnostics-imaging", { type: "MedicalTest" }],
    ["laboratory", { type: "MedicalTest" }],
    ["critical-care", { type: "Service" }],
    ["mother-child", { type: "Service" }],
    ["emergency", { type: "Service" }],
    ["health-checks", { type: "Service" }],
    ["collaboration", { type: "Service" }],
  ])("%s is %j", (slug, kind) => {
    expect(serviceSchemaKind(slug)).toEqual(kind);
  });
});

describe("serviceJsonLd", () => {
  const service = {
    name: "Knee & Hip Replacement",
    description: "Joint replacement.",
    path: "/service-v2/detail/joint-replacement",
    image: "/public/images/services/surgery.svg",
    category: { name: "Surgery", url: "surgery" },
    sections: [
      { title: "Preparing for your visit", body: "Fast for six hours." },
      { title: "What to expect", body: "Surgery takes two hours." },
      { title: "After you go home", body: "Physiotherapy daily." },
      { title: "Visiting", body: "Two visitors." },
    ],
    specialities: [
      { specialityName: "Orthopaedics", specialityUrl: "orthopaedics" },
      { specialityName: "Critical Care", specialityUrl: "critical-care" },
    ],
  };

  it("describes a surgery as a surgical MedicalProcedure with its preparation and follow-up", () => {
    const data = serviceJsonLd(SITE, service);
    expect(data).toMatchObject({
      "@type": "MedicalProcedure",
      procedureType: "https://schema.org/SurgicalProcedure",
      name: "Knee & Hip Replacement",
      url: "https://hospital.example/service-v2/detail/joint-replacement",
      image: "https://hospital.example/public/images/services/surgery.svg",
      preparation: "Fast for six hours.",
      howPerformed: "Surgery takes two hours.",
      followup: "Physiotherapy daily.",
    });
    // schema.org members where one fits, the rest by name.
    expect(data.relevantSpecialty).toEqual(["https://schema.org/Musculoskeletal", { "@type": "MedicalSpecialty", name: "Critical Care" }]);
    expect(data).not.toHaveProperty("provider");
  });

  it("describes a test as a MedicalTest without procedure-only properties", () => {
    const data = serviceJsonLd(SITE, { ...service, category: { name: "Laboratory", url: "laboratory" } });
    expect(data["@type"]).toBe("MedicalTest");
    for (const key of ["procedureType", "preparation", "howPerformed", "followup", "provider"]) expect(data).not.toHaveProperty(key);
  });

  it("describes a care unit as a Service the hospital provides", () => {
    const data = serviceJsonLd(SITE, { ...service, image: null, category: { name: "Critical Care", url: "critical-care" } });
    expect(data).toMatchObject({
      "@type": "Service",
      serviceType: "Critical Care",
      provider: { "@type": "Hospital", "@id": hospitalId(SITE.url), name: SITE.name, url: "https://hospital.example/" },
    });
    for (const key of ["relevantSpecialty", "procedureType", "preparation", "image"]) expect(data).not.toHaveProperty(key);
  });
});
