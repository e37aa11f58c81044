import type { ArticleDetail, JobOpening } from "./contracts/content";
import { aboutPageJsonLd, articleJsonLd, contactPageJsonLd, jobPostingJsonLd, type SiteFacts } from "./structured-data";

const SITE: SiteFacts = {
  siteUrl: "https://hospital.example/",
  hospitalName: "Sunrise Multispeciality Hospital",
  logoPath: "/images/logo.svg",
  address: { streetAddress: "14 Riverside Road, Baner", addressLocality: "Pune", addressRegion: "Maharashtra", postalCode: "411045", addressCountry: "IN" },
  timeZone: "Asia/Kolkata",
};

const ARTICLE: ArticleDetail = {
  _id: "a1",
  kind: "blog",
  url: "heart-health",
  title: "Heart health after forty",
  excerpt: "What to check and when.",
  coverImage: "/images/articles/heart.svg",
  author: "Cardiology team",
  category: "Heart",
  tags: ["heart", "screening"],
  publishedAt: "2026-10-01T04:30:00.000Z",
  updatedAt: "2026-10-02T04:30:00.000Z",
  readingMinutes: 4,
  content: "<p>Body</p>",
  doctor: { username: "dr-rajesh-iyer", fullName: "Dr. Rajesh Iyer", designation: "Cardiologist", photo: null, role: "author" },
  reviewer: { username: "dr-ananya-kulkarni", fullName: "Dr. Ananya Kulkarni", designation: "Senior Consultant", speciality: "Cardiology", photo: null, reviewedOn: "2026-09-28" },
  related: [],
};

const OPENING: JobOpening = {
  _id: "j1",
  url: "staff-nurse-icu",
  title: "Staff Nurse – ICU",
  department: "Nursing",
  location: "Baner, Pune",
  employmentType: "FULL_TIME",
  experience: "2–4 years",
  salary: { min: 36_000_000, max: 54_000_000, currency: "INR" },
  postedAt: "2026-11-01T04:30:00.000Z",
  closesOn: "2026-12-25",
  isOpen: true,
  description: "<h2>The role</h2><p>Care.</p>",
};

describe("articleJsonLd", () => {
  test("a blog article is a BlogPosting by its doctor, published by the hospital, with absolute URLs", () => {
    const data = articleJsonLd(SITE, ARTICLE, "/blogdetail/heart-health");
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: "Heart health after forty",
      url: "https://hospital.example/blogdetail/heart-health",
      image: ["https://hospital.example/images/articles/heart.svg"],
      datePublished: "2026-10-01T04:30:00.000Z",
      dateModified: "2026-10-02T04:30:00.000Z",
      author: { "@type": "Person", name: "Dr. Rajesh Iyer", url: "https://hospital.example/doctordetail/dr-rajesh-iyer" },
      publisher: { "@type": "Hospital", name: "Sunrise Multispeciality Hospital" },
      keywords: "heart, screening",
    });
  });

  test("a reviewed article's page is a MedicalWebPage naming its reviewer and the day of the review (reviewedBy belongs to the page, not the article)", () => {
    const data = articleJsonLd(SITE, ARTICLE, "/blogdetail/heart-health") as unknown as Record<string, unknown>;
    expect(data.mainEntityOfPage).toEqual({
      "@type": "MedicalWebPage",
      "@id": "https://hospital.example/blogdetail/heart-health",
      url: "https://hospital.example/blogdetail/heart-health",
      reviewedBy: { "@type": "Person", name: "Dr. Ananya Kulkarni", url: "https://hospital.example/doctordetail/dr-ananya-kulkarni", jobTitle: "Senior Consultant, Cardiology" },
      lastReviewed: "2026-09-28",
    });
    expect(data).not.toHaveProperty("reviewedBy");
    expect(data).not.toHaveProperty("contributor");
  });

  test("an article nobody reviewed is the main entity of its plain address; a review without a day has no lastReviewed", () => {
    expect((articleJsonLd(SITE, { ...ARTICLE, reviewer: null }, "/blogdetail/x") as unknown as Record<string, unknown>).mainEntityOfPage).toBe("https://hospital.example/blogdetail/x");
    const undated = articleJsonLd(SITE, { ...ARTICLE, reviewer: { ...ARTICLE.reviewer!, speciality: null, reviewedOn: null } }, "/blogdetail/x") as unknown as { mainEntityOfPage: Record<string, unknown> };
    expect(undated.mainEntityOfPage).not.toHaveProperty("lastReviewed");
    expect(undated.mainEntityOfPage.reviewedBy).toMatchObject({ jobTitle: "Senior Consultant" });
  });

  test("a news item is a NewsArticle; a doctor who only reviewed it is not its author, the desk is; no date, no datePublished", () => {
    const data = articleJsonLd(SITE, { ...ARTICLE, kind: "news", publishedAt: null, doctor: { ...ARTICLE.doctor!, role: "reviewer" } }, "/newsdetail/x") as unknown as Record<string, unknown>;
    expect(data["@type"]).toBe("NewsArticle");
    expect(data.author).toEqual({ "@type": "Organization", name: "Cardiology team" });
    expect(data).not.toHaveProperty("datePublished");
  });

  test("a headline longer than 110 characters is cut to 110", () => {
    const data = articleJsonLd(SITE, { ...ARTICLE, title: "x".repeat(150) }, "/blogdetail/x") as unknown as Record<string, unknown>;
    expect(String(data.headline)).toHaveLength(110);
  });
});

describe("jobPostingJsonLd: Google's required and recommended fields", () => {
  test("an opening on the campus carries the full address, the closing day's end in the hospital's zone and the yearly pay in rupees", () => {
    expect(jobPostingJsonLd(SITE, OPENING, "/careers/staff-nurse-icu")).toMatchObject({
      "@type": "JobPosting",
      title: "Staff Nurse – ICU",
      datePosted: "2026-11-01",
      validThrough: "2026-12-25T23:59:59+05:30",
      employmentType: "FULL_TIME",
      directApply: true,
      hiringOrganization: { "@type": "Organization", name: "Sunrise Multispeciality Hospital", logo: "https://hospital.example/images/logo.svg" },
      jobLocation: { "@type": "Place", address: { "@type": "PostalAddress", streetAddress: "14 Riverside Road, Baner", postalCode: "411045", addressCountry: "IN" } },
      baseSalary: { "@type": "MonetaryAmount", currency: "INR", value: { minValue: 360_000, maxValue: 540_000, unitText: "YEAR" } },
    });
  });

  test("an opening elsewhere gives its own locality, never the campus's street", () => {
    const data = jobPostingJsonLd(SITE, { ...OPENING, location: "Wakad Clinic, Pune" }, "/careers/x") as unknown as { jobLocation: { address: Record<string, string> } };
    expect(data.jobLocation.address).toEqual({ "@type": "PostalAddress", addressLocality: "Wakad Clinic, Pune", addressCountry: "IN" });
  });

  test("a neighbourhood that is only part of a word does not count as the campus", () => {
    const data = jobPostingJsonLd(SITE, { ...OPENING, location: "Ban, Pune" }, "/careers/x") as unknown as { jobLocation: { address: Record<string, string> } };
    expect(data.jobLocation.address).not.toHaveProperty("streetAddress");
  });

  test("the deadline follows the zone's offset on the closing day", () => {
    const data = jobPostingJsonLd({ ...SITE, timeZone: "Europe/London" }, { ...OPENING, closesOn: "2026-07-01" }, "/careers/x") as unknown as { validThrough: string };
    expect(data.validThrough).toBe("2026-07-01T23:59:59+01:00");
  });

  test("no salary, no baseSalary", () => {
    expect(jobPostingJsonLd(SITE, { ...OPENING, salary: null }, "/careers/x")).not.toHaveProperty("baseSalary");
  });
});

describe("about and contact pages", () => {
  test("AboutPage and ContactPage point at the one Hospital node", () => {
    expect(aboutPageJsonLd(SITE, "Care.")).toMatchObject({ "@type": "AboutPage", url: "https://hospital.example/about", about: { "@id": expect.stringContaining("https://hospital.example/") } });
    expect(contactPageJsonLd(SITE, "+91 20 6720 2000", "")).toMatchObject({ "@type": "ContactPage", about: { "@type": "Hospital", telephone: "+91 20 6720 2000" } });
    expect((contactPageJsonLd(SITE, "", "") as unknown as { about: object }).about).not.toHaveProperty("email");
  });

  test("a version in another language names itself in it, at its own address", () => {
    expect(aboutPageJsonLd(SITE, "Care.", { name: "आमच्याविषयी", path: "/mr/about" })).toMatchObject({ name: "आमच्याविषयी", url: "https://hospital.example/mr/about" });
    expect(contactPageJsonLd(SITE, "", "", { name: "संपर्क", path: "/mr/contactUs" })).toMatchObject({ name: "संपर्क", url: "https://hospital.example/mr/contactUs" });
  });
});
