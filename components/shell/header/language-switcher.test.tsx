import { fireEvent, render, screen } from "@testing-library/react";
import { LanguageSwitcher } from "./language-switcher";

const mockPathname = jest.fn(() => "/specialities/cardiology");
jest.mock("next/navigation", () => ({ usePathname: () => mockPathname() }));

beforeEach(() => {
  window.history.pushState({}, "", "/specialities/cardiology?from=search#our-doctors");
  document.cookie = "site_lang=; max-age=0; path=/";
});

describe("LanguageSwitcher", () => {
  it("names the page in each language in that language, the current one marked", () => {
    render(<LanguageSwitcher label="Language" />);
    const nav = screen.getByRole("navigation", { name: "Language" });
    expect(nav.querySelectorAll("a")).toHaveLength(3);
    expect(screen.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "मराठी" })).toHaveAttribute("href", "/mr/specialities/cardiology");
    expect(screen.getByRole("link", { name: "हिंदी" })).toHaveAttribute("lang", "hi-IN");
  });

  it.each([
    ["a pointer (a click, a middle click)", fireEvent.pointerDown],
    ["the keyboard", fireEvent.focus],
    ["the context menu (open in a new tab)", fireEvent.contextMenu],
  ])("keeps the query and fragment when followed by %s", (_way, event) => {
    render(<LanguageSwitcher label="Language" />);
    const marathi = screen.getByRole("link", { name: "मराठी" });
    event(marathi);
    expect(marathi).toHaveAttribute("href", "/mr/specialities/cardiology?from=search#our-doctors");
  });

  it("remembers the language chosen", () => {
    render(<LanguageSwitcher label="Language" />);
    const hindi = screen.getByRole("link", { name: "हिंदी" });
    hindi.addEventListener("click", (e) => e.preventDefault());
    fireEvent.click(hindi);
    expect(document.cookie).toContain("site_lang=hi");
  });

  it("is left out on a page that exists in English only", () => {
    mockPathname.mockReturnValueOnce("/careers/staff-nurse");
    const { container } = render(<LanguageSwitcher label="Language" />);
    expect(container).toBeEmptyDOMElement();
  });
});
