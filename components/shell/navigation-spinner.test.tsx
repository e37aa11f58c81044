import { act, fireEvent, render, screen } from "@testing-library/react";
import type { MouseEvent as ReactMouseEvent } from "react";
import { NavigationSpinner, SPINNER_DELAY_MS, SPINNER_GIVE_UP_MS, startsNavigation } from "./navigation-spinner";

let mockPathname = "/doctorList";
let mockSearchParams = new URLSearchParams("page=1");
jest.mock("next/navigation", () => ({
  usePathname: () => mockPathname,
  useSearchParams: () => mockSearchParams,
}));

const CURRENT = new URL("http://localhost/doctorList?page=1");

function anchor(href: string | null, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const a = document.createElement("a");
  if (href !== null) a.setAttribute("href", href);
  for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
  return a;
}

const click = (init: MouseEventInit = {}) => new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });

describe("startsNavigation", () => {
  it.each([
    ["another path", "/about"],
    ["another path given as an absolute same-origin URL", "http://localhost/gallery"],
    ["the same path with another query", "/doctorList?page=2"],
    ["the same path without the query", "/doctorList"],
    ["a path relative to the document", "specialityList"],
    ["another path with a hash", "/about#team"],
  ])("is true for a plain left click on a same-origin link to %s", (_label, href) => {
    expect(startsNavigation(click(), anchor(href), CURRENT)).toBe(true);
  });

  it.each([
    ["a file without a download attribute", "/public/uploads/report.pdf"],
    ["the sitemap", "/sitemap.xml"],
    ["an image", "/images/logo.svg"],
    ["an API address", "/api/health"],
    ["the current page with a trailing slash (it redirects back here)", "/doctorList/"],
  ])("is false for %s: the router renders no new page, so nothing would take the spinner down", (_label, href) => {
    expect(startsNavigation(click(), anchor(href), new URL("http://localhost/doctorList"))).toBe(false);
  });

  it("is true for target=_self", () => {
    expect(startsNavigation(click(), anchor("/about", { target: "_self" }), CURRENT)).toBe(true);
  });

  it.each([
    ["ctrl", { ctrlKey: true }],
    ["meta (cmd)", { metaKey: true }],
    ["shift", { shiftKey: true }],
    ["alt", { altKey: true }],
  ])("is false for a %s-modified click (opens a new tab/window or downloads)", (_label, init) => {
    expect(startsNavigation(click(init), anchor("/about"), CURRENT)).toBe(false);
  });

  it.each([
    ["middle", 1],
    ["right", 2],
  ])("is false for a %s-button click", (_label, button) => {
    expect(startsNavigation(click({ button }), anchor("/about"), CURRENT)).toBe(false);
  });

  it("is false when the click's default was already prevented", () => {
    const event = click();
    event.preventDefault();
    expect(event.defaultPrevented).toBe(true);
    expect(startsNavigation(event, anchor("/about"), CURRENT)).toBe(false);
  });

  it.each(["_blank", "_parent", "_top", "popup"])("is false for target=%s", (target) => {
    expect(startsNavigation(click(), anchor("/about", { target }), CURRENT)).toBe(false);
  });

  it("is false for a download link", () => {
    expect(startsNavigation(click(), anchor("/files/brochure.pdf", { download: "" }), CURRENT)).toBe(false);
  });

  it.each(["#main", "#"])("is false for the hash-only link %s", (href) => {
    expect(startsNavigation(click(), anchor(href), CURRENT)).toBe(false);
  });

  it("is false for a hash change on the current path and query", () => {
    expect(startsNavigation(click(), anchor("/doctorList?page=1#top"), CURRENT)).toBe(false);
  });

  it.each(["mailto:care@example.com", "tel:+912067201000", "sms:+912067201000", "javascript:void(0)", "MAILTO:x@example.com"])(
    "is false for %s",
    (href) => {
      expect(startsNavigation(click(), anchor(href), CURRENT)).toBe(false);
    },
  );

  it.each(["https://example.com/about", "//example.com/about", "https://localhost/about", "http://localhost:3001/about"])(
    "is false for the other origin %s",
    (href) => {
      expect(startsNavigation(click(), anchor(href), CURRENT)).toBe(false);
    },
  );

  it("is false for a link to the current URL spelt differently (trailing ?, another fragment)", () => {
    expect(startsNavigation(click(), anchor("/doctorList?page=1&"), CURRENT)).toBe(false);
    expect(startsNavigation(click(), anchor("/doctorList?page=1#results"), CURRENT)).toBe(false);
  });

  it("is false for a link to the same path and query", () => {
    expect(startsNavigation(click(), anchor("/doctorList?page=1"), CURRENT)).toBe(false);
    expect(startsNavigation(click(), anchor("http://localhost/doctorList?page=1"), CURRENT)).toBe(false);
  });

  it("is false for an anchor without href", () => {
    expect(startsNavigation(click(), anchor(null), CURRENT)).toBe(false);
  });
});

describe("NavigationSpinner", () => {
  // jsdom cannot navigate: cancel the browser default last (window, bubble phase), after the spinner has seen the click.
  const cancelNavigation = (event: Event) => event.preventDefault();

  beforeEach(() => {
    jest.useFakeTimers();
    mockPathname = "/doctorList";
    mockSearchParams = new URLSearchParams("page=1");
    window.history.replaceState(null, "", "/doctorList?page=1");
    window.addEventListener("click", cancelNavigation);
  });

  afterEach(() => {
    window.removeEventListener("click", cancelNavigation);
    window.history.replaceState(null, "", "/");
    jest.useRealTimers();
  });

  const elapse = (ms: number) =>
    act(() => {
      jest.advanceTimersByTime(ms);
    });
  const spinner = () => screen.queryByRole("status");

  /** The spinner among a few links, as in the site shell. */
  function Page() {
    return (
      <>
        <NavigationSpinner />
        <a href="/about">About Us</a>
        <a href="/doctorList?page=2">
          <span>Next page</span>
        </a>
        <a href="https://example.com/partner">Partner site</a>
        <a href="/gallery" target="_blank">
          Gallery in new tab
        </a>
      </>
    );
  }

  function renderWithLinks() {
    const result = render(<Page />);
    /** Re-renders after the mocked location changed, as Next does once the new page has rendered. */
    const locationChanged = (pathname: string, search = "") => {
      mockPathname = pathname;
      mockSearchParams = new URLSearchParams(search);
      window.history.replaceState(null, "", `${pathname}${search ? `?${search}` : ""}`);
      result.rerender(<Page />);
    };
    return { ...result, locationChanged };
  }

  it("shows nothing before any navigation", () => {
    renderWithLinks();
    elapse(1000);
    expect(spinner()).toBeNull();
  });

  it("shows the full-screen spinner only once 150 ms have passed after a click on an internal link", () => {
    renderWithLinks();
    fireEvent.click(screen.getByRole("link", { name: "About Us" }));

    elapse(SPINNER_DELAY_MS - 1);
    expect(SPINNER_DELAY_MS).toBe(150);
    expect(spinner()).toBeNull();

    elapse(1);
    expect(spinner()).toBeInTheDocument();
    expect(spinner()).toHaveTextContent("Loading page…");
  });

  it("hides the spinner when the pathname changes (the new page has rendered)", () => {
    const { locationChanged } = renderWithLinks();
    fireEvent.click(screen.getByRole("link", { name: "About Us" }));
    elapse(SPINNER_DELAY_MS);
    expect(spinner()).toBeInTheDocument();

    locationChanged("/about");
    expect(spinner()).toBeNull();
  });

  it("shows the spinner for a click on an element inside an internal link, and hides it when only the query changes", () => {
    const { locationChanged } = renderWithLinks();
    fireEvent.click(screen.getByText("Next page"));
    elapse(SPINNER_DELAY_MS);
    expect(spinner()).toBeInTheDocument();

    locationChanged("/doctorList", "page=2");
    expect(spinner()).toBeNull();
  });

  it("shows the spinner again for the next navigation after one has finished", () => {
    const { locationChanged } = renderWithLinks();
    fireEvent.click(screen.getByRole("link", { name: "About Us" }));
    elapse(SPINNER_DELAY_MS);
    locationChanged("/about");
    expect(spinner()).toBeNull();

    fireEvent.click(screen.getByText("Next page"));
    elapse(SPINNER_DELAY_MS - 1);
    expect(spinner()).toBeNull();
    elapse(1);
    expect(spinner()).toBeInTheDocument();
  });

  it("never flashes the spinner for a navigation that finishes within 150 ms", () => {
    const { locationChanged } = renderWithLinks();
    fireEvent.click(screen.getByRole("link", { name: "About Us" }));
    elapse(100);
    locationChanged("/about");
    elapse(1000);
    expect(spinner()).toBeNull();
  });

  it("never shows the spinner for an external link", () => {
    renderWithLinks();
    fireEvent.click(screen.getByRole("link", { name: "Partner site" }));
    elapse(SPINNER_DELAY_MS * 10);
    expect(spinner()).toBeNull();
  });

  it("never shows the spinner for a link opening in a new tab or a ctrl-click", () => {
    renderWithLinks();
    fireEvent.click(screen.getByRole("link", { name: "Gallery in new tab" }));
    fireEvent.click(screen.getByRole("link", { name: "About Us" }), { ctrlKey: true });
    elapse(SPINNER_DELAY_MS * 10);
    expect(spinner()).toBeNull();
  });

  it("gives the page back after 15 s if the navigation never completes", () => {
    renderWithLinks();
    fireEvent.click(screen.getByRole("link", { name: "About Us" }));
    elapse(SPINNER_DELAY_MS);
    expect(spinner()).toBeInTheDocument();
    elapse(SPINNER_GIVE_UP_MS - SPINNER_DELAY_MS);
    expect(spinner()).toBeNull();
  });

  /** A history step as the browser makes it: the location is already the new entry's when popstate fires. */
  const historyStep = (url: string) =>
    act(() => {
      window.history.replaceState(null, "", url);
      window.dispatchEvent(new PopStateEvent("popstate"));
    });

  it("shows the spinner after 150 ms on back/forward to another page, and hides it once that page has rendered", () => {
    const { locationChanged } = renderWithLinks();
    historyStep("/about");
    elapse(SPINNER_DELAY_MS - 1);
    expect(spinner()).toBeNull();
    elapse(1);
    expect(spinner()).toBeInTheDocument();
    locationChanged("/about");
    expect(spinner()).toBeNull();
  });

  it("never brings back a finished navigation's spinner when Back returns to the page it started from (regression)", () => {
    const { locationChanged } = renderWithLinks();
    fireEvent.click(screen.getByRole("link", { name: "About Us" }));
    elapse(SPINNER_DELAY_MS);
    expect(spinner()).toBeInTheDocument();
    locationChanged("/about");
    expect(spinner()).toBeNull();

    // Back: the router restores the cached page at once (React renders a popstate's update
    // synchronously, before later popstate listeners run), then the popstate reaches us.
    locationChanged("/doctorList", "page=1");
    act(() => {
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(spinner()).toBeNull();
    elapse(SPINNER_DELAY_MS * 2);
    expect(spinner()).toBeNull();
  });

  it("shows the spinner on back/forward to the same path with another query", () => {
    renderWithLinks();
    historyStep("/doctorList?page=2");
    elapse(SPINNER_DELAY_MS);
    expect(spinner()).toBeInTheDocument();
  });

  it.each([
    ["a fragment link (browsers fire popstate for it)", "/doctorList?page=1#main"],
    ["Back from a fragment to the page's own first entry", "/doctorList?page=1"],
    ["a step between two fragments of the page", "/doctorList?page=1#our-doctors"],
    ["a step to the same query spelt differently", "/doctorList?page=1&#x"],
  ])("never shows the spinner for a popstate of %s (same document, nothing to load)", (_label, url) => {
    renderWithLinks();
    historyStep("/doctorList?page=1#top");
    historyStep(url);
    for (let waited = 0; waited < SPINNER_GIVE_UP_MS; waited += SPINNER_DELAY_MS) {
      elapse(SPINNER_DELAY_MS);
      expect(spinner()).toBeNull();
    }
  });

  it("shows the spinner for a client-side link whose React onClick calls preventDefault, as next/link does (regression)", () => {
    // next/link cancels the browser default in its React onClick and routes on the client;
    // React's listener runs before a bubble-phase document listener would see the click.
    const routeOnClient = (event: ReactMouseEvent<HTMLAnchorElement>) => event.preventDefault();
    render(
      <>
        <NavigationSpinner />
        <a href="/patients" onClick={routeOnClient}>
          Patients
        </a>
      </>,
    );
    fireEvent.click(screen.getByRole("link", { name: "Patients" }));
    elapse(SPINNER_DELAY_MS);
    expect(spinner()).toBeInTheDocument();
  });

  it("stops listening for clicks once unmounted", () => {
    const { unmount } = renderWithLinks();
    const link = screen.getByRole("link", { name: "About Us" });
    unmount();
    document.body.appendChild(link);
    fireEvent.click(link);
    elapse(SPINNER_DELAY_MS * 2);
    expect(spinner()).toBeNull();
    link.remove();
  });
});
