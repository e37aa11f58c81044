import { screen, within } from "@testing-library/react";
import shell from "@/lib/i18n/messages/en/shell.json";
import { SiteHeader } from "./site-header";

const COVID_NOTICE = shell.notice;
import { renderWithSWR } from "./test-utils";

const mockPathname = jest.fn(() => "/");
jest.mock("next/navigation", () => ({ usePathname: () => mockPathname() }));

const PHONE = "+91 20 6720 1000";
const NAME = "Sunrise Multispeciality Hospital";

const renderHeader = async () => renderWithSWR(await SiteHeader({ emergencyPhone: PHONE, hospitalName: NAME, locale: "en" }));

afterEach(() => {
  jest.restoreAllMocks();
  mockPathname.mockReturnValue("/");
});

describe("SiteHeader", () => {
  it("links the 24x7 emergency line with a tel: href and shows the number", async () => {
    await renderHeader();
    const link = screen.getByRole("link", { name: `24x7 Emergency: ${PHONE}` });
    expect(link).toHaveAttribute("href", "tel:+912067201000");
  });

  it("shows the COVID-19 vaccination notice in the top bar", async () => {
    await renderHeader();
    const topBar = screen.getByRole("region", { name: "Emergency line and notices" });
    // The notice's hyphenated words are kept whole in spans of their own, so match the paragraph's whole text.
    const notice = within(topBar).getByText((_content, element) => element?.tagName === "P" && element.textContent === COVID_NOTICE);
    expect(notice).toBeInTheDocument();
    expect(COVID_NOTICE).toMatch(/^COVID-19 vaccination/);
  });

  it("has a brand link home named after the hospital, with the logo", async () => {
    await renderHeader();
    const brand = screen.getByRole("link", { name: NAME });
    expect(brand).toHaveAttribute("href", "/");
    const logo = brand.querySelector("img");
    expect(logo).toHaveAttribute("src", "/images/logo.svg");
    expect(logo).toHaveAttribute("alt", "");
  });

  it("main nav has the nine items in SPEC order, then Book Appointment", async () => {
    await renderHeader();
    const nav = screen.getByRole("navigation", { name: "Main" });
    const list = within(nav).getByRole("list");
    expect(within(list).getAllByRole("listitem")).toHaveLength(9);

    const links = within(nav)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      ["Home", "/"],
      ["Specialities", "/specialityList"],
      ["Services", "/services-v2"],
      ["Doctors", "/doctorList"],
      ["Patients", "/patients"],
      ["Gallery", "/gallery"],
      ["About Us", "/about"],
      ["Careers", "/career"],
      ["Contact Us", "/contactUs"],
      ["Book Appointment", "/appointment"],
    ]);
  });

  it("desktop Specialities carries the dropdown toggle", async () => {
    await renderHeader();
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("button", { name: "Specialities menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("marks the current page with aria-current=page", async () => {
    mockPathname.mockReturnValue("/gallery");
    await renderHeader();
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Gallery" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  it("marks the Specialities link on the specialities list page", async () => {
    mockPathname.mockReturnValue("/specialityList");
    await renderHeader();
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Specialities" })).toHaveAttribute("aria-current", "page");
  });

  it("has a menu button for small screens that starts closed", async () => {
    await renderHeader();
    const button = screen.getByRole("button", { name: "Open menu" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
