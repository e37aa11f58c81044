import { fireEvent, render, screen } from "@testing-library/react";
import { LanguageSuggestion, type SuggestionWords } from "./language-suggestion";

const mockPathname = jest.fn(() => "/specialityList");
jest.mock("next/navigation", () => ({ usePathname: () => mockPathname() }));

const WORDS: SuggestionWords = {
  text: { en: "This page is also in {language}.", mr: "हे पान {language} भाषेतही उपलब्ध आहे.", hi: "यह पेज {language} में भी है।" },
  link: { en: "Read it in {language}", mr: "{language} भाषेत वाचा", hi: "{language} में पढ़ें" },
  dismiss: { en: "Dismiss", mr: "बंद करा", hi: "बंद करें" },
};

const languages = (list: string[]) => jest.spyOn(window.navigator, "languages", "get").mockReturnValue(list);

beforeEach(() => {
  document.cookie = "site_lang=; max-age=0; path=/";
  mockPathname.mockReturnValue("/specialityList");
});
afterEach(() => jest.restoreAllMocks());

describe("LanguageSuggestion", () => {
  it("offers a browser's Marathi on an English page, in Marathi, and dismissing it remembers English", async () => {
    languages(["mr-IN", "en-GB"]);
    render(<LanguageSuggestion words={WORDS} />);
    const offer = await screen.findByRole("complementary", { name: "मराठी" });
    expect(offer).toHaveAttribute("lang", "mr-IN");
    expect(screen.getByRole("link", { name: "मराठी भाषेत वाचा" })).toHaveAttribute("href", "/mr/specialityList");
    fireEvent.click(screen.getByRole("button", { name: "बंद करा" }));
    expect(screen.queryByRole("complementary")).toBeNull();
    expect(document.cookie).toContain("site_lang=en");
  });

  it("offers nothing to a visitor who opened a Marathi page, whatever their browser says", () => {
    languages(["en-GB"]);
    mockPathname.mockReturnValue("/mr/specialityList");
    render(<LanguageSuggestion words={WORDS} />);
    expect(screen.queryByRole("complementary")).toBeNull();
  });

  it("offers the language chosen before, on any page that has it, and nothing on a page only in English", async () => {
    document.cookie = "site_lang=hi; path=/";
    languages(["en-GB"]);
    mockPathname.mockReturnValue("/mr/specialityList");
    const { unmount } = render(<LanguageSuggestion words={WORDS} />);
    expect(await screen.findByRole("link", { name: "हिंदी में पढ़ें" })).toHaveAttribute("href", "/hi/specialityList");
    unmount();
    mockPathname.mockReturnValue("/careers/staff-nurse");
    render(<LanguageSuggestion words={WORDS} />);
    expect(screen.queryByRole("complementary")).toBeNull();
  });
});
