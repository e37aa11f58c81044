import type { FooterLink, FooterNavigationSection } from "@/lib/contracts/footer";
import {
  DEFAULT_FOOTER,
  DEFAULT_LEGAL_LINKS,
  DEFAULT_NAVIGATION_SECTIONS,
  copyrightText,
  mergeFooter,
} from "./defaults";

const storedSection: FooterNavigationSection = {
  _id: "stored",
  title: "For Patients",
  isActive: true,
  links: [{ _id: "s1", label: "Visiting Hours", url: "/about", isActive: true, isExternal: false }],
};
const storedLegal: FooterLink[] = [{ _id: "l1", label: "Refund Policy", url: "/refunds", isActive: true, isExternal: false }];

describe("mergeFooter", () => {
  it("returns the whole default footer when nothing is stored", () => {
    expect(mergeFooter(null)).toEqual(DEFAULT_FOOTER);
    expect(mergeFooter(undefined)).toEqual(DEFAULT_FOOTER);
    expect(mergeFooter({})).toEqual(DEFAULT_FOOTER);
  });

  it("falls back to the default link sections when the stored list is empty", () => {
    expect(mergeFooter({ navigationSections: [] }).navigationSections).toBe(DEFAULT_NAVIGATION_SECTIONS);
  });

  it("keeps stored link sections instead of the defaults", () => {
    expect(mergeFooter({ navigationSections: [storedSection] }).navigationSections).toEqual([storedSection]);
  });

  it("falls back to the default legal links when none are stored, but keeps the stored on/off switch", () => {
    const merged = mergeFooter({ legalSection: { enabled: false, links: [] } });
    expect(merged.legalSection).toEqual({ enabled: false, links: DEFAULT_LEGAL_LINKS });
    expect(mergeFooter({ legalSection: { links: storedLegal } }).legalSection).toEqual({ enabled: true, links: storedLegal });
  });

  it("merges partial blocks field by field over the defaults", () => {
    const merged = mergeFooter({
      companyInfo: { logo: { alt: "Sunrise" }, description: "" },
      contactInfo: { enabled: true, generalContact: { phone: { value: "+91 20 6720 2000", enabled: true } } },
      copyright: { showYear: false },
    });
    expect(merged.companyInfo).toEqual({
      logo: { src: "/images/logo.svg", alt: "Sunrise" },
      description: DEFAULT_FOOTER.companyInfo.description,
    });
    expect(merged.contactInfo.enabled).toBe(true);
    expect(merged.contactInfo.generalContact.phone).toEqual({ label: "Phone", value: "+91 20 6720 2000", enabled: true });
    expect(merged.contactInfo.generalContact.email).toEqual(DEFAULT_FOOTER.contactInfo.generalContact.email);
    expect(merged.copyright).toEqual({ text: DEFAULT_FOOTER.copyright.text, showYear: false });
  });
});

describe("copyrightText", () => {
  const now = new Date("2026-06-01T12:00:00Z");

  it("fills every {year} placeholder with the year of `now`", () => {
    expect(copyrightText({ text: "© {year} Sunrise. All rights reserved.", showYear: true }, now)).toBe(
      "© 2026 Sunrise. All rights reserved.",
    );
    expect(copyrightText({ text: "1998–{year} © {year}", showYear: true }, now)).toBe("1998–2026 © 2026");
  });

  it("drops the placeholder and its extra spacing when showYear is false", () => {
    expect(copyrightText({ text: "© {year} Sunrise. All rights reserved.", showYear: false }, now)).toBe(
      "© Sunrise. All rights reserved.",
    );
    expect(copyrightText({ text: "Sunrise {year}", showYear: false }, now)).toBe("Sunrise");
  });

  it("leaves text without a placeholder unchanged", () => {
    expect(copyrightText({ text: "Sunrise Multispeciality Hospital", showYear: true }, now)).toBe(
      "Sunrise Multispeciality Hospital",
    );
  });
});
