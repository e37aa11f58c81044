import type { PostalAddress } from "@/lib/contracts/contact";
import { hospitalJsonLd, physicianJsonLd } from "./structured-data";
import { hospitalId } from "./structured-data/core";
import { medicalSpecialtyUrls } from "./structured-data/medical-specialty";
import type { PhysicianJsonLdInput } from "./structured-data/physician";

const SITE = "https://www.sunrise.example";
/** As the contact setting holds it (the address the footer shows). */
const ADDRESS: PostalAddress = {
  streetAddress: "14 Riverside Road, Baner",
  addressLocality: "Pune",
  addressRegion: "Maharashtra",
  postalCode: "411045",
  addressCountry: "IN",
};

describe("medicalSpecialtyUrls", () => {
  it("maps our specialities to schema.org MedicalSpecialty members", () => {
    expect(medicalSpecialtyUrls({ specialityName: "Cardiology", specialityUrl: "cardiology" })).toEqual(["https://schema.org/Cardiovascular"]);
    expect(medicalSpecialtyUrls({ specialityName: "Obstetrics & Gynaecology", specialityUrl: "obstetrics-gynaecology" })).toEqual([
      "https://schema.org/Obstetric",
      "https://schema.org/Gynecologic",
    ]);
    expect(medicalSpecialtyUrls({ specialityName: "ENT (Ear, Nose & Throat)", specialityUrl: "ent" })).toEqual([
      "https://schema.org/Otolaryngologic",
    ]);
  });

  it("falls back to the name for a speciality without a slug", () => {
    expect(medicalSpecialtyUrls({ specialityName: "Sleep Medicine", specialityUrl: null })).toEqual(["https://schema.org/Pulmonary"]);
  });

  it("gives nothing where no member fits", () => {
    expect(medicalSpecialtyUrls({ specialityName: "Ophthalmology", specialityUrl: "ophthalmology" })).toEqual([]);
  });
});

describe("hospitalJsonLd", () => {
  const ld = hospitalJsonLd({
    siteUrl: SITE,
    name: "Sunrise Multispeciality Hospital",
    emergencyPhone: "+91 20 6720 1000",
    logoPath: "/images/logo.svg",
    address: ADDRESS,
    specialities: [
      { specialityName: "Cardiology", specialityUrl: "cardiology" },
      { specialityName: "Cardiothoracic Surgery", specialityUrl: "cardiothoracic-surgery" },
      { specialityName: "Ophthalmology", specialityUrl: "ophthalmology" },
    ],
  });

  it("is a Hospital with absolute URLs, the emergency line and a postal address", () => {
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Hospital",
      "@id": `${SITE}/#hospital`,
      url: `${SITE}/`,
      logo: `${SITE}/images/logo.svg`,
      telephone: "+91 20 6720 1000",
      address: { "@type": "PostalAddress", ...ADDRESS },
    });
  });

  it("states the address it is given (the stored contact setting), and none when none is stored", () => {
    const moved = { ...ADDRESS, streetAddress: "2 Hill Road", postalCode: "411001" };
    const input = { siteUrl: SITE, name: "H", emergencyPhone: "1", logoPath: "/l.svg", specialities: [] };
    expect(hospitalJsonLd({ ...input, address: moved }).address).toEqual({ "@type": "PostalAddress", ...moved });
    const none = hospitalJsonLd({ ...input, address: null });
    expect(none).not.toHaveProperty("address");
    expect(JSON.stringify(none)).not.toContain("PostalAddress");
  });

  it("is open 24x7 and has a 24x7 EmergencyService department with the same line", () => {
    const everyDay = expect.arrayContaining(["https://schema.org/Monday", "https://schema.org/Sunday"]);
    expect(ld.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: everyDay, opens: "00:00", closes: "23:59" },
    ]);
    expect(ld.department).toEqual([
      expect.objectContaining({
        "@type": "EmergencyService",
        telephone: "+91 20 6720 1000",
        openingHoursSpecification: [expect.objectContaining({ opens: "00:00", closes: "23:59" })],
      }),
    ]);
  });

  it("lists each MedicalSpecialty member once, and only members", () => {
    expect(ld.medicalSpecialty).toEqual(["https://schema.org/Cardiovascular", "https://schema.org/Surgical"]);
  });
});

describe("physicianJsonLd", () => {
  const input: PhysicianJsonLdInput = {
    siteUrl: SITE,
    hospitalName: "Sunrise Multispeciality Hospital",
    path: "/doctordetail/dr-ananya-kulkarni",
    fullName: "Dr. Ananya Kulkarni",
    description: "A senior consultant in cardiology.",
    photo: "/public/images/doctors/dr-ananya-kulkarni.svg",
    specialities: [
      { specialityName: "Cardiology", specialityUrl: "cardiology" },
      { specialityName: "Critical Care", specialityUrl: "critical-care" },
    ],
    languages: ["English", "Hindi"],
    qualifications: ["MBBS", "DM (Cardiology)"],
    registrationNumber: "MMC 2006/09/3279",
    opdTimings: [{ dayOfWeek: 3, startTime: "09:30", endTime: "13:30" }],
    address: ADDRESS,
  };
  const ld = physicianJsonLd(input);

  it("is an IndividualPhysician practising at the hospital node", () => {
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "IndividualPhysician",
      name: "Dr. Ananya Kulkarni",
      url: `${SITE}/doctordetail/dr-ananya-kulkarni`,
      image: `${SITE}/public/images/doctors/dr-ananya-kulkarni.svg`,
      knowsLanguage: ["English", "Hindi"],
      practicesAt: { "@type": "Hospital", "@id": hospitalId(SITE) },
      hospitalAffiliation: { "@type": "Hospital", "@id": hospitalId(SITE) },
    });
  });

  it("names specialities by MedicalSpecialty member where one fits, else by name", () => {
    expect(ld.medicalSpecialty).toEqual(["https://schema.org/Cardiovascular", "Critical Care"]);
  });

  it("lists degrees and the registration as credentials", () => {
    expect(ld.hasCredential).toEqual([
      { "@type": "EducationalOccupationalCredential", name: "MBBS" },
      { "@type": "EducationalOccupationalCredential", name: "DM (Cardiology)" },
      expect.objectContaining({
        credentialCategory: "Medical registration",
        identifier: "MMC 2006/09/3279",
        recognizedBy: { "@type": "Organization", name: "Maharashtra Medical Council" },
      }),
    ]);
  });

  it("gives the OPD sittings as opening hours", () => {
    expect(ld.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: "https://schema.org/Wednesday", opens: "09:30", closes: "13:30" },
    ]);
  });

  it("leaves out the image and hours when there are none", () => {
    const bare = physicianJsonLd({ ...input, photo: null, opdTimings: [] });
    expect(bare).not.toHaveProperty("image");
    expect(bare).not.toHaveProperty("openingHoursSpecification");
  });
});
