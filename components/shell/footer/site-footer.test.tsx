import { render, screen, within } from "@testing-library/react";
import type { FooterSettings } from "@/lib/contracts/footer";
import { mergeFooter } from "@/lib/footer/defaults";
import { SiteFooter } from "./site-footer";

const NOW = new Date("2026-03-15T10:00:00Z");
const EMERGENCY = "+91 20 6720 1000";

function linksOf(navName: string) {
  const nav = screen.getByRole("navigation", { name: navName });
  return within(nav)
    .queryAllByRole("link")
    .map((a) => [a.textContent, a.getAttribute("href")]);
}

/** Settings as staff might store them: some blocks switched off, some entries inactive. */
function storedSettings(): FooterSettings {
  return mergeFooter({
    companyInfo: { logo: { src: "/images/logo.svg", alt: "Sunrise Multispeciality Hospital" }, description: "Caring for Pune since 1998." },
    navigationSections: [
      {
        _id: "patients",
        title: "For Patients",
        isActive: true,
        links: [
          { _id: "p1", label: "Find a Doctor", url: "/doctorList", isActive: true, isExternal: false },
          { _id: "p2", label: "Old Visitor Policy", url: "/visitors", isActive: false, isExternal: false },
          { _id: "p3", label: "Health Insurance Portal", url: "https://insurance.example.org", isActive: true, isExternal: true },
          { _id: "p4", label: "Visiting hours 10:00–20:00", url: "", isActive: true, isExternal: false },
        ],
      },
      {
        _id: "archived",
        title: "Archived Campaigns",
        isActive: false,
        links: [{ _id: "a1", label: "Flu Camp 2024", url: "/flu", isActive: true, isExternal: false }],
      },
    ],
    socialMedia: {
      enabled: true,
      links: [
        { _id: "s1", platform: "facebook", url: "https://facebook.example/sunrise", label: "Facebook", isActive: true, isExternal: true },
        { _id: "s2", platform: "youtube", url: "https://youtube.example/sunrise", label: "YouTube", isActive: true, isExternal: true },
        { _id: "s3", platform: "linkedin", url: "https://linkedin.example/sunrise", label: "LinkedIn", isActive: false, isExternal: true },
      ],
    },
    contactInfo: {
      enabled: true,
      generalContact: {
        phone: { label: "Front desk", value: "+91 20 6720 2000", enabled: true },
        email: { label: "Email", value: "care@sunrisehospital.example", enabled: true },
        address: { label: "Address", value: "14 Riverside Road, Baner\nPune 411045", enabled: true },
      },
    },
    videoSection: { enabled: false, title: "Take a tour", description: "Our new wing.", videoUrl: "https://video.example/tour" },
    legalSection: {
      enabled: true,
      links: [
        { _id: "l1", label: "Privacy Policy", url: "/Privacy", isActive: true, isExternal: false },
        { _id: "l2", label: "Cookie Policy", url: "/cookies", isActive: false, isExternal: false },
      ],
    },
    copyright: { text: "© {year} Sunrise Multispeciality Hospital. All rights reserved.", showYear: true },
  });
}

describe("SiteFooter with the built-in defaults", () => {
  beforeEach(async () => {
    render(await SiteFooter({ settings: mergeFooter(null), emergencyPhone: EMERGENCY, now: NOW, locale: "en" }));
  });

  it("renders exactly the default Quick Links", async () => {
    expect(linksOf("Quick Links")).toEqual([
      ["Home", "/"],
      ["About Us", "/about"],
      ["Contact Us", "/contactUs"],
      ["Gallery", "/gallery"],
      ["Patient Testimonials", "/patients"],
      ["Health Blogs", "/bloglist"],
    ]);
  });

  it("renders exactly the default Medical Services links", async () => {
    expect(linksOf("Medical Services")).toEqual([
      ["Specialities", "/specialityList"],
      ["All Services", "/services-v2"],
      ["Find a Doctor", "/doctorList"],
      ["Book Appointment", "/appointment"],
      ["Careers", "/career"],
    ]);
  });

  it("renders the Legal links, with Medical Disclaimer as text and no link", async () => {
    expect(linksOf("Legal")).toEqual([
      ["Privacy Policy", "/Privacy"],
      ["Terms & Conditions", "/Terms"],
    ]);
    const legal = screen.getByRole("navigation", { name: "Legal" });
    expect(within(legal).getByText("Medical Disclaimer")).toBeInTheDocument();
    expect(within(legal).getByText("Medical Disclaimer").closest("a")).toBeNull();
  });

  it("shows the logo and description, and leaves out the disabled social, contact and video blocks", async () => {
    expect(screen.getByRole("img", { name: "Hospital logo" })).toHaveAttribute("src", "/images/logo.svg");
    expect(screen.getByText(/round-the-clock multispeciality care/)).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Follow us" })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Contact Us" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /watch the video/i })).not.toBeInTheDocument();
  });

  it("fills the year placeholder in the copyright", async () => {
    expect(screen.getByText("© 2026 All rights reserved.")).toBeInTheDocument();
  });

  it("uses semantic landmarks: a footer (contentinfo) with a heading per link group", async () => {
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByRole("heading", { name: "Quick Links" })).toBeInTheDocument();
    expect(within(footer).getByRole("heading", { name: "Medical Services" })).toBeInTheDocument();
    expect(within(footer).getByRole("heading", { name: "Legal" })).toBeInTheDocument();
  });
});

describe("SiteFooter with stored settings", () => {
  it("renders stored sections and skips inactive sections and links", async () => {
    render(await SiteFooter({ settings: storedSettings(), emergencyPhone: EMERGENCY, now: NOW, locale: "en" }));
    expect(screen.queryByRole("navigation", { name: "Quick Links" })).not.toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Archived Campaigns" })).not.toBeInTheDocument();
    expect(screen.queryByText("Flu Camp 2024")).not.toBeInTheDocument();
    expect(screen.queryByText("Old Visitor Policy")).not.toBeInTheDocument();
    expect(linksOf("For Patients")).toEqual([
      ["Find a Doctor", "/doctorList"],
      ["Health Insurance Portal↗", "https://insurance.example.org"],
    ]);
    expect(screen.getByText("Visiting hours 10:00–20:00").closest("a")).toBeNull();
    expect(linksOf("Legal")).toEqual([["Privacy Policy", "/Privacy"]]);
  });

  it("opens external links in a new tab and says so, while site links stay in the tab", async () => {
    render(await SiteFooter({ settings: storedSettings(), emergencyPhone: EMERGENCY, now: NOW, locale: "en" }));
    const external = screen.getByRole("link", { name: "Health Insurance Portal" });
    expect(external).toHaveAttribute("target", "_blank");
    expect(external).toHaveAttribute("rel", "noopener noreferrer");
    expect(external).toHaveAccessibleDescription("Opens in a new tab");
    const internal = screen.getByRole("link", { name: "Find a Doctor" });
    expect(internal).not.toHaveAttribute("target");
  });

  it("shows only active social links, named by their label, with a hidden icon each", async () => {
    render(await SiteFooter({ settings: storedSettings(), emergencyPhone: EMERGENCY, now: NOW, locale: "en" }));
    const social = screen.getByRole("region", { name: "Follow us" });
    const links = within(social).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Facebook", "https://facebook.example/sunrise"],
      ["YouTube", "https://youtube.example/sunrise"],
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
      expect(link.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    }
    expect(within(social).queryByRole("link", { name: "LinkedIn" })).not.toBeInTheDocument();
  });

  it("hides the social block when it is disabled", async () => {
    const settings = storedSettings();
    settings.socialMedia.enabled = false;
    render(await SiteFooter({ settings: settings, emergencyPhone: EMERGENCY, now: NOW, locale: "en" }));
    expect(screen.queryByRole("link", { name: "Facebook" })).not.toBeInTheDocument();
  });

  it("shows contact details as tel: and mailto: links, the emergency line, and keeps address line breaks", async () => {
    const { container } = render(await SiteFooter({ settings: storedSettings(), emergencyPhone: EMERGENCY, now: NOW, locale: "en" }));
    expect(screen.getByRole("link", { name: "+91 20 6720 2000" })).toHaveAttribute("href", "tel:+912067202000");
    expect(screen.getByRole("link", { name: "+91 20 6720 1000" })).toHaveAttribute("href", "tel:+912067201000");
    expect(screen.getByText("24x7 Emergency")).toBeInTheDocument();
    // Looked up by text: jsdom has no layout, so it reads the <wbr> after "@" as a word break.
    expect(screen.getByText((_, el) => el?.tagName === "A" && el.textContent === "care@sunrisehospital.example")).toHaveAttribute(
      "href",
      "mailto:care@sunrisehospital.example",
    );
    const address = container.querySelector("address");
    expect(address).not.toBeNull();
    expect(address?.querySelectorAll("br")).toHaveLength(1);
    expect(address).toHaveTextContent("14 Riverside Road, Baner");
    expect(address).toHaveTextContent("Pune 411045");
  });

  it("leaves out disabled contact items", async () => {
    const settings = storedSettings();
    settings.contactInfo.generalContact.email.enabled = false;
    render(await SiteFooter({ settings: settings, emergencyPhone: EMERGENCY, now: NOW, locale: "en" }));
    expect(screen.queryByText("care@sunrisehospital.example")).not.toBeInTheDocument();
    expect(screen.getByText("+91 20 6720 2000")).toBeInTheDocument();
  });

  it("shows the video section only when it is enabled, as a link and never an embed", async () => {
    const { unmount } = render(await SiteFooter({ settings: storedSettings(), emergencyPhone: EMERGENCY, now: NOW, locale: "en" }));
    expect(screen.queryByRole("heading", { name: "Take a tour" })).not.toBeInTheDocument();
    unmount();

    const settings = storedSettings();
    settings.videoSection.enabled = true;
    const { container } = render(await SiteFooter({ settings: settings, emergencyPhone: EMERGENCY, now: NOW, locale: "en" }));
    expect(screen.getByRole("heading", { name: "Take a tour" })).toBeInTheDocument();
    expect(screen.getByText("Our new wing.")).toBeInTheDocument();
    const watch = screen.getByRole("link", { name: "Watch the video" });
    expect(watch).toHaveAttribute("href", "https://video.example/tour");
    expect(watch).toHaveAttribute("target", "_blank");
    expect(container.querySelector("iframe")).toBeNull();
  });

  it("fills the year placeholder from `now`", async () => {
    render(await SiteFooter({ settings: storedSettings(), emergencyPhone: EMERGENCY, now: NOW, locale: "en" }));
    expect(screen.getByText("© 2026 Sunrise Multispeciality Hospital. All rights reserved.")).toBeInTheDocument();
  });

  it("hides the year when showYear is false", async () => {
    const settings = storedSettings();
    settings.copyright.showYear = false;
    render(await SiteFooter({ settings: settings, emergencyPhone: EMERGENCY, now: NOW, locale: "en" }));
    expect(screen.getByText("© Sunrise Multispeciality Hospital. All rights reserved.")).toBeInTheDocument();
    expect(screen.queryByText(/2026/)).not.toBeInTheDocument();
  });

  it("hides the legal links when the legal section is disabled", async () => {
    const settings = storedSettings();
    settings.legalSection.enabled = false;
    render(await SiteFooter({ settings: settings, emergencyPhone: EMERGENCY, now: NOW, locale: "en" }));
    expect(screen.queryByRole("navigation", { name: "Legal" })).not.toBeInTheDocument();
  });
});
