import { act, render, screen } from "@testing-library/react";
import { STICKY_HEADER_HEIGHT_VAR, StickyHeader } from "./sticky-header";

/** A ResizeObserver whose callbacks the test fires, as layout would. */
class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  disconnected = false;
  constructor(readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.instances.push(this);
  }
  observe() {}
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  fire() {
    this.callback([], this as unknown as ResizeObserver);
  }
}

let height = 129;
beforeEach(() => {
  FakeResizeObserver.instances = [];
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver;
  jest.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(() => ({ height }) as DOMRect);
});
afterEach(() => {
  delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  jest.restoreAllMocks();
});

const cssVar = () => document.documentElement.style.getPropertyValue(STICKY_HEADER_HEIGHT_VAR);

describe("StickyHeader", () => {
  it("renders the banner and keeps the scroll padding's variable equal to its measured height", () => {
    height = 129;
    const { unmount } = render(<StickyHeader>brand and nav</StickyHeader>);
    expect(screen.getByRole("banner")).toHaveTextContent("brand and nav");
    // Nothing is measured until layout has run: the observer's first call, after the first frame.
    expect(HTMLElement.prototype.getBoundingClientRect).not.toHaveBeenCalled();
    act(() => FakeResizeObserver.instances[0].fire());
    expect(cssVar()).toBe("129px");

    // The header grows (a narrower window wraps the nav, larger text): the variable follows.
    height = 172.4;
    act(() => FakeResizeObserver.instances[0].fire());
    expect(cssVar()).toBe("173px");

    // A call with the height unchanged writes nothing (a write invalidates <html>'s style).
    const write = jest.spyOn(CSSStyleDeclaration.prototype, "setProperty");
    act(() => FakeResizeObserver.instances[0].fire());
    expect(write).not.toHaveBeenCalled();

    unmount();
    expect(FakeResizeObserver.instances[0].disconnected).toBe(true);
    expect(cssVar()).toBe("");
  });
});
