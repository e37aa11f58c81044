import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SiteHeader } from "./site-header";
import { renderWithSWR } from "./test-utils";

const mockPathname = jest.fn(() => "/");
jest.mock("next/navigation", () => ({ usePathname: () => mockPathname() }));

const PHONE = "+91 20 6720 1000";
const NAME = "Sunrise Multispeciality Hospital";
const header = () => SiteHeader({ emergencyPhone: PHONE, hospitalName: NAME, locale: "en" });

const menuButton = () => screen.getByRole("button", { name: "Open menu" });
const dialog = () => screen.getByRole("dialog", { name: "Site menu" });

async function openMenu() {
  const user = userEvent.setup();
  const view = renderWithSWR(await header());
  await user.click(menuButton());
  // The panel is its own chunk, loaded on first open.
  await screen.findByRole("dialog", { name: "Site menu" });
  return { user, ...view };
}

// jsdom cannot navigate; links without an App Router would try to.
const stopNavigation = (event: MouseEvent) => event.preventDefault();
beforeEach(() => document.addEventListener("click", stopNavigation));
afterEach(() => {
  document.removeEventListener("click", stopNavigation);
  jest.restoreAllMocks();
  mockPathname.mockReturnValue("/");
});

describe("MobileMenu", () => {
  it("opens a modal side panel labelled and controlled by the menu button", async () => {
    await openMenu();
    const panel = dialog();
    expect(panel).toHaveAttribute("aria-modal", "true");
    expect(menuButton()).toHaveAttribute("aria-expanded", "true");
    expect(menuButton()).toHaveAttribute("aria-controls", panel.id);
    expect(within(panel).getByRole("button", { name: "Close menu" })).toHaveFocus();
  });

  it("lists the same nine items and Book Appointment", async () => {
    await openMenu();
    const nav = within(dialog()).getByRole("navigation", { name: "Main" });
    expect(within(nav).getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Home",
      "Specialities",
      "Services",
      "Doctors",
      "Patients",
      "Gallery",
      "About Us",
      "Careers",
      "Contact Us",
      "Book Appointment",
    ]);
  });

  it("contains no specialities dropdown: Specialities is a plain link and nothing is fetched", async () => {
    const fetchSpy = jest.spyOn(globalThis, "fetch");
    await openMenu();
    const panel = dialog();
    expect(within(panel).getByRole("link", { name: "Specialities" })).toHaveAttribute("href", "/specialityList");
    expect(within(panel).queryByRole("button", { name: "Specialities menu" })).not.toBeInTheDocument();
    expect(within(panel).queryByText("View All Specialities")).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("traps focus: Tab from the last element wraps to the first, Shift+Tab from the first to the last", async () => {
    const { user } = await openMenu();
    const panel = dialog();
    const closeButton = within(panel).getByRole("button", { name: "Close menu" });
    const emergency = within(panel).getByRole("link", { name: `24x7 Emergency: ${PHONE}` });
    // Close button, nine links, Book Appointment, emergency line.
    const stops = 12;

    for (let i = 1; i < stops; i += 1) {
      await user.tab();
      expect(panel).toContainElement(document.activeElement as HTMLElement);
    }
    expect(emergency).toHaveFocus();
    await user.tab();
    expect(closeButton).toHaveFocus();

    await user.tab({ shift: true });
    expect(emergency).toHaveFocus();
  });

  it("closes on Escape and returns focus to the menu button", async () => {
    const { user } = await openMenu();
    await user.tab();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(menuButton()).toHaveFocus();
  });

  it("closes on Escape wherever focus is, as before its panel has arrived and taken focus", async () => {
    const { user } = await openMenu();
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
  });

  it("closes with the close button", async () => {
    const { user } = await openMenu();
    await user.click(within(dialog()).getByRole("button", { name: "Close menu" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(menuButton()).toHaveFocus();
  });

  it("closes when a link in the panel is clicked", async () => {
    const { user } = await openMenu();
    await user.click(within(dialog()).getByRole("link", { name: "Doctors" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("closes on navigation (the pathname changes)", async () => {
    const { rerender } = await openMenu();
    mockPathname.mockReturnValue("/about");
    rerender(await header());
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("locks body scroll while open and restores it on close", async () => {
    const { user } = await openMenu();
    expect(document.body.style.overflow).toBe("hidden");
    await user.keyboard("{Escape}");
    expect(document.body.style.overflow).toBe("");
  });

  it("marks the current page in the panel", async () => {
    mockPathname.mockReturnValue("/doctordetail/dr-rao");
    await openMenu();
    const panel = dialog();
    expect(within(panel).getByRole("link", { name: "Doctors" })).toHaveAttribute("aria-current", "true");
  });
});
