// schema.org for the editorial pages (pure), typed against schema-dts: articles and news,
// job postings, the about and contact pages. No review markup for the hospital itself (Google
// treats self-serving reviews as spam): testimonials are shown, not marked up.
import type { AboutPage, BlogPosting, ContactPage, JobPosting, MedicalWebPage, NewsArticle, WithContext } from "schema-dts";
import type { PostalAddress } from "@/lib/contracts/contact";
import type { ArticleDetail, EmploymentType, JobOpening } from "@/lib/contracts/content";
import { absoluteUrl, doctorHref, ROUTES } from "@/lib/routes";
import { hasPostalAddress } from "@/lib/contracts/contact";
import { endOfLocalDay } from "@/lib/format/appointment-time";
import { hospitalId } from "./core";

export interface SiteFacts {
  siteUrl: string;
  hospitalName: string;
  logoPath: string;
  address: PostalAddress | null;
  /** The hospital's IANA zone: the day a deadline ends. */
  timeZone: string;
}

const organisation = (site: SiteFacts) => ({
  "@type": "Hospital" as const,
  "@id": hospitalId(site.siteUrl),
  name: site.hospitalName,
  url: absoluteUrl(site.siteUrl, ROUTES.home),
  logo: absoluteUrl(site.siteUrl, site.logoPath),
});

/**
 * The page an article is the main entity of. A medically reviewed one is a MedicalWebPage with
 * its reviewer and the day of the review: schema.org's reviewedBy and lastReviewed belong to
 * WebPage, not to the Article itself.
 */
function articlePage(site: SiteFacts, article: ArticleDetail, url: string): string | MedicalWebPage {
  const reviewer = article.reviewer;
  if (!reviewer) return url;
  return {
    "@type": "MedicalWebPage",
    "@id": url,
    url,
    reviewedBy: {
      "@type": "Person",
      name: reviewer.fullName,
      url: absoluteUrl(site.siteUrl, doctorHref(reviewer.username)),
      jobTitle: reviewer.speciality ? `${reviewer.designation}, ${reviewer.speciality}` : reviewer.designation,
    },
    ...(reviewer.reviewedOn ? { lastReviewed: reviewer.reviewedOn } : {}),
  };
}

/** A blog article (BlogPosting) or a news item (NewsArticle), on a MedicalWebPage when a doctor reviewed it. */
export function articleJsonLd(site: SiteFacts, article: ArticleDetail, path: string): WithContext<BlogPosting> | WithContext<NewsArticle> {
  const url = absoluteUrl(site.siteUrl, path);
  const author = article.doctor && article.doctor.role === "author"
    ? { "@type": "Person" as const, name: article.doctor.fullName, url: absoluteUrl(site.siteUrl, doctorHref(article.doctor.username)) }
    : { "@type": "Organization" as const, name: article.author };
  const common = {
    headline: article.title.slice(0, 110),
    description: article.excerpt,
    url,
    mainEntityOfPage: articlePage(site, article, url),
    ...(article.coverImage ? { image: [absoluteUrl(site.siteUrl, article.coverImage)] } : {}),
    ...(article.publishedAt ? { datePublished: article.publishedAt } : {}),
    dateModified: article.updatedAt,
    author,
    publisher: organisation(site),
    articleSection: article.category,
    keywords: article.tags.join(", "),
    inLanguage: "en-IN",
  };
  return article.kind === "news" ? { "@context": "https://schema.org", "@type": "NewsArticle", ...common } : { "@context": "https://schema.org", "@type": "BlogPosting", ...common };
}

const EMPLOYMENT: Record<EmploymentType, string> = { FULL_TIME: "FULL_TIME", PART_TIME: "PART_TIME", CONTRACTOR: "CONTRACTOR", TEMPORARY: "TEMPORARY", INTERN: "INTERN" };

/** A job opening as Google's job-posting guidelines ask: dates, organisation, place, type, pay, direct apply. */
/**
 * The opening's place: the hospital's full address when the opening's location names the campus's
 * neighbourhood ("Baner, Pune" for "14 Riverside Road, Baner"), else its locality alone.
 */
function jobAddress(site: SiteFacts, location: string) {
  const area = location.split(",")[0].trim().toLowerCase();
  const campus = site.address && hasPostalAddress(site.address) ? site.address : null;
  const atCampus = campus && area && campus.streetAddress.toLowerCase().split(/,\s*/).includes(area);
  return atCampus
    ? { "@type": "PostalAddress" as const, streetAddress: campus.streetAddress, addressLocality: campus.addressLocality, addressRegion: campus.addressRegion, postalCode: campus.postalCode, addressCountry: campus.addressCountry || "IN" }
    : { "@type": "PostalAddress" as const, addressLocality: location, addressCountry: campus?.addressCountry || "IN" };
}

/** An open job opening (Google's job-posting fields). A closed one carries no JobPosting: Google asks for it to be removed. */
export function jobPostingJsonLd(site: SiteFacts, opening: JobOpening, path: string): WithContext<JobPosting> {
  const address = jobAddress(site, opening.location);
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: opening.title,
    description: opening.description,
    datePosted: opening.postedAt.slice(0, 10),
    validThrough: endOfLocalDay(opening.closesOn, site.timeZone),
    employmentType: EMPLOYMENT[opening.employmentType],
    hiringOrganization: { "@type": "Organization", name: site.hospitalName, sameAs: absoluteUrl(site.siteUrl, ROUTES.home), logo: absoluteUrl(site.siteUrl, site.logoPath) },
    jobLocation: { "@type": "Place", address },
    directApply: opening.isOpen,
    url: absoluteUrl(site.siteUrl, path),
    industry: "Healthcare",
    occupationalCategory: opening.department,
    experienceRequirements: opening.experience,
    ...(opening.salary
      ? { baseSalary: { "@type": "MonetaryAmount", currency: "INR", value: { "@type": "QuantitativeValue", minValue: opening.salary.min / 100, maxValue: opening.salary.max / 100, unitText: "YEAR" } } }
      : {}),
  };
}

/** A page's own name and address, in the language of its version (the English one's by default). */
export interface PageNaming {
  name: string;
  path: string;
  /** The page's language, a BCP 47 tag ("mr-IN"): English's unless given. */
  inLanguage?: string;
}

export function aboutPageJsonLd(site: SiteFacts, description: string, page: PageNaming = { name: `About ${site.hospitalName}`, path: ROUTES.about }): WithContext<AboutPage> {
  return {
    "@context": "https://schema.org",
    "@type": "AboutPage",
    name: page.name,
    description,
    url: absoluteUrl(site.siteUrl, page.path),
    ...(page.inLanguage ? { inLanguage: page.inLanguage } : {}),
    about: { "@id": hospitalId(site.siteUrl) },
  };
}

export function contactPageJsonLd(site: SiteFacts, phone: string, email: string, page: PageNaming = { name: `Contact ${site.hospitalName}`, path: ROUTES.contactUs }): WithContext<ContactPage> {
  return {
    "@context": "https://schema.org",
    "@type": "ContactPage",
    name: page.name,
    url: absoluteUrl(site.siteUrl, page.path),
    ...(page.inLanguage ? { inLanguage: page.inLanguage } : {}),
    about: { "@type": "Hospital", "@id": hospitalId(site.siteUrl), name: site.hospitalName, ...(phone ? { telephone: phone } : {}), ...(email ? { email } : {}) },
  };
}
