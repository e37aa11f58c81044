import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import shell from "@/lib/i18n/messages/en/shell.json";
import { CLOSE_DELAY_MS, SpecialitiesDropdown } from "./specialities-dropdown";

const LOADING_TEXT = shell.specialitiesMenu.loading;
const WORDS = { ...shell.specialitiesMenu };
import { DEFAULT_SPECIALITY_IMAGE } from "./speciality-menu";
import { DEFAULT_SPECIALITY_SUMMARY } from "@/components/specialities/speciality-description";
import { listResponse, mockFetch, renderWithSWR, requestUrl, speciality } from "./test-utils";

const mockPathname = jest.fn(() => "/");
jest.mock("next/navigation", () => ({ usePathname: () => mockPathname() }));

const SEVEN = [
  speciality({ _id: "s1", specialityName: "Cardiology", thumbnailImage: "/uploads/cardio.jpg", overview: { description: "<p>Heart care &amp; surgery.</p>" } }),
  speciality({ _id: "s2", specialityName: "Neurology", hero: { description: "Brain and nerves." } }),
  speciality({ _id: "s3", specialityName: "Orthopaedics", specialityUrl: null }),
  speciality({ _id: "s4", specialityName: "Oncology" }),
  speciality({ _id: "s5", specialityName: "Paediatrics" }),
  speciality({ _id: "s6", specialityName: "Urology" }),
  speciality({ _id: "s7", specialityName: "Dermatology" }),
];

const toggle = () => screen.getByRole("button", { name: "Specialities menu" });
const panelLink = (name: string) => screen.getByRole("link", { name });
const preview = () => screen.getByRole("group", { name: "Speciality preview" });
const isOpen = () => toggle().getAttribute("aria-expanded") === "true";

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  mockPathname.mockReturnValue("/");
});

async function openLoaded(user = userEvent.setup()) {
  await user.click(toggle());
  await screen.findByRole("link", { name: "Cardiology" });
  return user;
}

describe("SpecialitiesDropdown loading", () => {
  it("does not fetch the speciality list before the dropdown is first opened", async () => {
    const fetchSpy = mockFetch(() => listResponse(SEVEN));
    renderWithSWR(<SpecialitiesDropdown href="/specialityList" label="Specialities" words={WORDS} />);

    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(isOpen()).toBe(false);
  });

  it("fetches POST /api/web/speciality-v2/list-user exactly once across open, close and open again", async () => {
    const fetchSpy = mockFetch(() => listResponse(SEVEN));
    renderWithSWR(<SpecialitiesDropdown href="/specialityList" label="Specialities" words={WORDS} />);
    const user = await openLoaded();

    await user.click(toggle());
    expect(isOpen()).toBe(false);
    await user.click(toggle());
    expect(isOpen()).toBe(true);
    expect(await screen.findByRole("link", { name: "Cardiology" })).toBeInTheDocument();

    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(requestUrl(fetchSpy)).toBe("http://localhost/api/web/speciality-v2/list-user");
    expect((fetchSpy.mock.calls[0][0] as Request).method).toBe("POST");
  });

  it("shows 'Loading specialities...' while the list loads", async () => {
    let answer: (response: Response) => void = () => {};
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderWithSWR(<SpecialitiesDropdown href="/specialityList" label="Specialities" words={WORDS} />);

    await userEvent.setup().click(toggle());
    expect(screen.getByRole("status")).toHaveTextContent(/^Loading specialities\.\.\.$/);
    expect(LOADING_TEXT).toBe("Loading specialities...");

    await act(async () => answer(listResponse(SEVEN)));
    expect(await screen.findByRole("link", { name: "Cardiology" })).toBeInTheDocument();
    expect(screen.queryByText(LOADING_TEXT)).not.toBeInTheDocument();
  });

  it("logs a failed load with console.error and shows the visitor no error text, only View All", async () => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
    mockFetch(() => Response.json({ success: 0, message: "Database unavailable" }, { status: 500 }));
    const { container } = renderWithSWR(<SpecialitiesDropdown href="/specialityList" label="Specialities" words={WORDS} />);

    await userEvent.setup().click(toggle());
    await waitFor(() => expect(consoleError).toHaveBeenCalled());

    expect(String(consoleError.mock.calls[0][0])).toMatch(/speciality list/i);
    expect(container).not.toHaveTextContent(/Database unavailable|error|failed/i);
    expect(screen.queryByText(LOADING_TEXT)).not.toBeInTheDocument();
    const panel = document.getElementById(toggle().getAttribute("aria-controls") ?? "")!;
    expect(within(panel).getAllByRole("link").map((link) => link.textContent)).toEqual(["View All Specialities"]);
  });
});

describe("SpecialitiesDropdown content", () => {
  it("splits the specialities in order into three nearly equal columns (7 gives 3, 2, 2)", async () => {
    mockFetch(() => listResponse(SEVEN));
    renderWithSWR(<SpecialitiesDropdown href="/specialityList" label="Specialities" words={WORDS} />);
    await openLoaded();

    const panel = document.getElementById(toggle().getAttribute("aria-controls") ?? "")!;
    const columns = within(panel).getAllByRole("list");
    expect(columns).toHaveLength(3);
    expect(columns.map((column) => within(column).getAllByRole("link").map((link) => link.textContent))).toEqual([
      ["Cardiology", "Neurology", "Orthopaedics"],
      ["Oncology", "Paediatrics"],
      ["Urology", "Dermatology"],
    ]);
  });

  it("links each speciality to /specialities/<slug>, and to /specialities/<_id> when the slug is null", async () => {
    mockFetch(() => listResponse(SEVEN));
    renderWithSWR(<SpecialitiesDropdown href="/specialityList" label="Specialities" words={WORDS} />);
    await openLoaded();

    expect(panelLink("Cardiology")).toHaveAttribute("href", "/specialities/cardiology");
    expect(panelLink("Orthopaedics")).toHaveAttribute("href", "/specialities/s3");
  });

  it("has a 'View All Specialities' link to /specialityList, and the Specialities link goes there too", async () => {
    mockFetch(() => listResponse(SEVEN));
    renderWithSWR(<SpecialitiesDropdown href="/specialityList" label="Specialities" words={WORDS} />);
    expect(screen.getByRole("link", { name: "Specialities" })).toHaveAttribute("href", "/specialityList");

    await openLoaded();
    expect(panelLink("View All Specialities")).toHaveAttribute("href", "/specialityList");
  });
});

describe("SpecialitiesDropdown preview", () => {
  it("shows the first speciality by default, with its image, description and Learn More link", async () => {
    mockFetch(() => listResponse(SEVEN));
    renderWithSWR(<SpecialitiesDropdown href="/specialityList" label="Specialities" words={WORDS} />);
    await openLoaded();

    const card = preview();
    expect(card).toHaveTextContent("Cardiology");
    expect(card).toHaveTextContent("Heart care & surgery.");
    expect(within(card).getByRole("presentation")).toHaveAttribute("src", "/public/uploads/cardio.jpg");
    expect(within(card).getByRole("link", { name: /Learn More/ })).toHaveAttribute("href", "/specialities/cardiology");
  });

  it("changes to the speciality under the pointer", async () => {
    mockFetch(() => listResponse(SEVEN));
    renderWithSWR(<SpecialitiesDropdown href="/specialityList" label="Specialities" words={WORDS} />);
    const user = await openLoaded();

    await user.hover(panelLink("Neurology"));
    expect(preview()).toHaveTextContent("Neurology");
    expect(within(preview()).getByRole("link", { name: /Learn More/ })).toHaveAttribute("href", "/specialities/neurology");
  });

  it("changes to the speciality that has keyboard focus", async () => {
    mockFetch(() => listResponse(SEVEN));
    renderWithSWR(<SpecialitiesDropdown href="/specialityList" label="Specialities" words={WORDS} />);
    await openLoaded();

    act(() => panelLink("Orthopaedics").focus());
    expect(preview()).toHaveTextContent("Orthopaedics");
    expect(within(preview()).getByRole("link", { name: /Learn More/ })).toHaveAttribute("href", "/specialities/s3");
  });

  it("falls back to /images/speciality-default.svg when the thumbnail fails to load", async () => {
    mockFetch(() => listResponse(SEVEN));
    renderWithSWR(<SpecialitiesDropdown href="/specialityList" label="Specialities" words={WORDS} />);
    await openLoaded();

    const image = within(preview()).getByRole("presentation");
    expect(image).toHaveAttribute("src", "/public/uploads/cardio.jpg");
    fireEvent.error(image);
    expect(within(preview()).getByRole("presentation")).toHaveAttribute("src", DEFAULT_SPECIALITY_IMAGE);
    expect(DEFAULT_SPECIALITY_IMAGE).toBe("/images/speciality-default.svg");
  });

  it("uses the default image when the speciality has no thumbnail", async () => {
    mockFetch(() => listResponse(SEVEN));
    renderWithSWR(<SpecialitiesDropdown href="/specialityList" label="Specialities" words={WORDS} />);
    const user = await openLoaded();

    await user.hover(panelLink("Neurology"));
    expect(within(preview()).getByRole("presentation")).toHaveAttribute("src", DEFAULT_SPECIALITY_IMAGE);
  });

  it("takes the description from overview, else hero, else the default sentence", async () => {
    mockFetch(() => listResponse(SEVEN));
    renderWithSWR(<SpecialitiesDropdown href="/specialityList" label="Specialities" words={WORDS} />);
    const user = await openLoaded();

    expect(preview()).toHaveTextContent("Heart care & surgery.");
    await user.hover(panelLink("Neurology"));
    expect(preview()).toHaveTextContent("Brain and nerves.");
    await user.hover(panelLink("Oncology"));
    expect(preview()).toHaveTextContent(DEFAULT_SPECIALITY_SUMMARY);
  });
});

describe("SpecialitiesDropdown opening and closing", () => {
  it("opens on pointer hover", async () => {
    mockFetch(() => listResponse(SEVEN));
    renderWithSWR(<SpecialitiesDropdown href="/specialityList" label="Specialities" words={WORDS} />);

    await userEvent.setup().hover(screen.getByRole("link", { name: "Specialities" }));
    expect(isOpen()).toBe(true);
    expect(await screen.findByRole("link", { name: "Cardiology" })).toBeInTheDocument();
  });

  it("closes 150 ms after the pointer leaves: still open at 149 ms, closed at 150 ms", async () => {
    jest.useFakeTimers();
    mockFetch(() => new Promise<Response>(() => {}));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithSWR(<SpecialitiesDropdown href="/specialityList" label="Specialities" words={WORDS} />);

    await user.hover(toggle());
    expect(isOpen()).toBe(true);
    await user.unhover(toggle());

    act(() => jest.advanceTimersByTime(CLOSE_DELAY_MS - 1));
    expect(isOpen()).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(isOpen()).toBe(false);
    expect(CLOSE_DELAY_MS).toBe(150);
  });

  it("stays open when the pointer comes back within 150 ms", async () => {
    jest.useFakeTimers();
    mockFetch(() => new Promise<Response>(() => {}));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithSWR(<SpecialitiesDropdown href="/specialityList" label="Specialities" words={WORDS} />);

    await user.hover(toggle());
    await user.unhover(toggle());
    act(() => jest.advanceTimersByTime(100));
    await user.hover(toggle());
    act(() => jest.advanceTimersByTime(1000));
    expect(isOpen()).toBe(true);
  });

  it("opens from the keyboard with Enter and Space on the toggle", async () => {
    mockFetch(() => listResponse(SEVEN));
    renderWithSWR(<SpecialitiesDropdown href="/specialityList" label="Specialities" words={WORDS} />);
    const user = userEvent.setup();

    act(() => toggle().focus());
    await user.keyboard("{Enter}");
    expect(isOpen()).toBe(true);
    await user.keyboard("{Enter}");
    expect(isOpen()).toBe(false);
    await user.keyboard(" ");
    expect(isOpen()).toBe(true);
  });

  it("opens with ArrowDown and moves focus to the first speciality", async () => {
    mockFetch(() => listResponse(SEVEN));
    renderWithSWR(<SpecialitiesDropdown href="/specialityList" label="Specialities" words={WORDS} />);
    const user = userEvent.setup();

    act(() => toggle().focus());
    await user.keyboard("{ArrowDown}");
    expect(isOpen()).toBe(true);
    await waitFor(() => expect(panelLink("Cardiology")).toHaveFocus());
  });

  it("closes on Escape and returns focus to the toggle", async () => {
    mockFetch(() => listResponse(SEVEN));
    renderWithSWR(<SpecialitiesDropdown href="/specialityList" label="Specialities" words={WORDS} />);
    const user = await openLoaded();

    act(() => panelLink("Neurology").focus());
    await user.keyboard("{Escape}");
    expect(isOpen()).toBe(false);
    expect(toggle()).toHaveFocus();
  });

  it("closes when focus leaves the dropdown", async () => {
    mockFetch(() => listResponse(SEVEN));
    renderWithSWR(
      <>
        <SpecialitiesDropdown href="/specialityList" label="Specialities" words={WORDS} />
        <a href="/elsewhere">Elsewhere</a>
      </>,
    );
    await openLoaded();

    act(() => panelLink("Dermatology").focus());
    act(() => screen.getByRole("link", { name: "Elsewhere" }).focus());
    expect(isOpen()).toBe(false);
  });

  it("closes on navigation (the pathname changes)", async () => {
    mockFetch(() => listResponse(SEVEN));
    const { rerender } = renderWithSWR(<SpecialitiesDropdown href="/specialityList" label="Specialities" words={WORDS} />);
    await openLoaded();

    mockPathname.mockReturnValue("/specialities/cardiology");
    rerender(<SpecialitiesDropdown href="/specialityList" label="Specialities" words={WORDS} />);
    expect(isOpen()).toBe(false);
  });
});
