import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { toast as sonner } from "sonner";
import { MAX_TOASTS, notify } from "@/lib/toast";
import { TOASTER_IDLE_TIMEOUT_MS, ToastArea } from "./toast-area";

// Real sonner here: these tests prove what the visitor's toast area looks like.

const toaster = () => document.querySelector<HTMLOListElement>("ol[data-sonner-toaster]");
const toastItems = () => Array.from(document.querySelectorAll<HTMLLIElement>("li[data-sonner-toast]"));
const liveToasts = () => toastItems().filter((li) => li.getAttribute("data-removed") !== "true");

/**
 * Creates toasts inside act. The first toast loads the toaster's chunk (a promise), and
 * sonner publishes toasts on a zero-delay timer: let both settle.
 */
async function show(create: () => void) {
  await act(async () => {
    create();
  });
  await settle(0);
}

/** Advances the clock by `ms`, then lets the lazily loaded toaster's chunk and effects settle. */
async function settle(ms: number) {
  for (let step = 0; step < 3; step++) {
    await act(async () => {
      jest.advanceTimersByTime(step === 0 ? ms : 0);
    });
  }
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  act(() => {
    notify.dismiss();
    // sonner keeps its toasts in module state and replays them to the next Toaster.
    sonner.dismiss();
    jest.runOnlyPendingTimers();
  });
  cleanup();
  jest.useRealTimers();
});

describe("ToastArea loading", () => {
  it("renders nothing before the page is idle or a toast is raised (sonner is not first-load code)", () => {
    render(<ToastArea />);
    expect(screen.queryByRole("region", { name: /^Notifications/ })).not.toBeInTheDocument();
  });

  it("puts the empty Notifications region in place once the page has loaded and is idle", async () => {
    render(<ToastArea />);
    await act(async () => {
      jest.advanceTimersByTime(TOASTER_IDLE_TIMEOUT_MS - 1);
    });
    expect(screen.queryByRole("region", { name: /^Notifications/ })).not.toBeInTheDocument();
    await settle(1);
    expect(screen.getByRole("region", { name: /^Notifications/ })).toBeInTheDocument();
    expect(toaster()).toBeNull();
  });

  it("shows a toast raised before the toaster has loaded, once it has", async () => {
    render(<ToastArea />);
    await show(() => notify.success("Appointment booked"));
    expect(screen.getByText("Appointment booked")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: /^Notifications/ })).toContainElement(toaster());
  });
});

describe("ToastArea", () => {
  it("shows a toast at the top right (data-y-position top, data-x-position right)", async () => {
    render(<ToastArea />);
    await show(() => notify.success("Saved"));

    expect(screen.getByText("Saved")).toBeInTheDocument();
    const list = toaster();
    expect(list).not.toBeNull();
    expect(list).toHaveAttribute("data-y-position", "top");
    expect(list).toHaveAttribute("data-x-position", "right");
    expect(screen.getByRole("region", { name: /^Notifications/ })).toContainElement(list);
  });

  it("sets the toast width variable to 350px (SPEC section 9), not sonner's 356px default", async () => {
    render(<ToastArea />);
    await show(() => notify.blank("Hello"));
    expect(toaster()?.style.getPropertyValue("--width")).toBe("350px");
  });

  it("caps each toast at a max-width of 350px", async () => {
    render(<ToastArea />);
    await show(() => notify.error("Something failed"));
    const [item] = toastItems();
    expect(item.style.maxWidth).toBe("350px");
  });

  it("marks a success toast with its type and offers a close button", async () => {
    render(<ToastArea />);
    await show(() => notify.success("Saved"));
    const [item] = toastItems();
    expect(item).toHaveAttribute("data-type", "success");
    expect(screen.getByRole("button", { name: "Close toast" })).toBeInTheDocument();
  });

  it("removes a success toast after its 2 s default duration", async () => {
    render(<ToastArea />);
    await show(() => notify.success("Saved"));
    act(() => {
      jest.advanceTimersByTime(1900);
    });
    expect(liveToasts()).toHaveLength(1);
    act(() => {
      jest.advanceTimersByTime(600);
    });
    expect(screen.queryByText("Saved")).not.toBeInTheDocument();
  });

  it("pauses a toast's timer while it is hovered and resumes it on leave (SPEC section 4)", async () => {
    render(<ToastArea />);
    await show(() => notify.success("Saved"));
    fireEvent.mouseEnter(toaster()!);
    act(() => {
      jest.advanceTimersByTime(10_000);
    });
    expect(screen.getByText("Saved")).toBeInTheDocument();
    expect(liveToasts()).toHaveLength(1);

    fireEvent.mouseLeave(toaster()!);
    act(() => {
      jest.advanceTimersByTime(2500);
    });
    expect(screen.queryByText("Saved")).not.toBeInTheDocument();
  });

  it("keeps at most 20 toasts on screen: the 21st pushes the oldest out", async () => {
    render(<ToastArea />);
    await show(() => {
      for (let i = 1; i <= MAX_TOASTS + 1; i++) notify.loading(`Toast ${i}`);
    });
    // Dismissal takes a few chained timers (animation frame, then unmount delay); flush each in its own act.
    for (let step = 0; step < 5; step++) {
      act(() => {
        jest.advanceTimersByTime(250);
      });
    }
    expect(liveToasts()).toHaveLength(20);
    expect(toastItems()).toHaveLength(20);
    expect(screen.queryByText("Toast 1")).not.toBeInTheDocument();
    expect(screen.getByText("Toast 2")).toBeInTheDocument();
    expect(screen.getByText("Toast 21")).toBeInTheDocument();
    expect(notify.count()).toBe(20);
  });
});
