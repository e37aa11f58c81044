import { toast as sonner, type ExternalToast, type ToastT } from "sonner";
import {
  MAX_TOASTS,
  TOAST_DURATIONS,
  TOAST_MAX_WIDTH_PX,
  TOAST_POSITION,
  attachToaster,
  detachToaster,
  isToasterRequested,
  notify,
  subscribeToasterRequest,
} from "./toast";

jest.mock("sonner", () => {
  let next = 0;
  // Like sonner: a toast created with an explicit id reuses it, otherwise ids increment.
  const create = jest.fn((_message: unknown, data?: { id?: string | number }) => data?.id ?? ++next);
  const toast = Object.assign(create, {
    success: jest.fn(create),
    error: jest.fn(create),
    loading: jest.fn(create),
    custom: jest.fn(create),
    dismiss: jest.fn((id?: string | number) => id ?? 0),
  });
  return { toast };
});

type Creator = jest.Mock<string | number, [unknown, ExternalToast?]>;
const mocked = {
  blank: sonner as unknown as Creator,
  success: sonner.success as unknown as Creator,
  error: sonner.error as unknown as Creator,
  loading: sonner.loading as unknown as Creator,
  custom: sonner.custom as unknown as Creator,
  dismiss: sonner.dismiss as unknown as jest.Mock,
};

/** The options the module passed to sonner in its last call of that kind. */
const lastOptions = (creator: Creator): ExternalToast => creator.mock.calls[creator.mock.calls.length - 1][1] as ExternalToast;
const toastT = (id: string | number) => ({ id }) as ToastT;
const render = () => null as unknown as React.ReactElement;

beforeEach(() => {
  // The toast area has loaded sonner (components/shell/toast-area.tsx); see "before the toast area loads".
  attachToaster(sonner);
  notify.dismiss();
  jest.clearAllMocks();
});

describe("before the toast area loads", () => {
  beforeEach(() => detachToaster(sonner));

  it("queues toasts, asks once for the toast area, and shows them in order when it attaches", () => {
    const requests = jest.fn();
    const unsubscribe = subscribeToasterRequest(requests);
    const first = notify.loading("Booking…");
    const second = notify.error("Slot taken");
    expect(mocked.loading).not.toHaveBeenCalled();
    expect(mocked.error).not.toHaveBeenCalled();
    expect(requests).toHaveBeenCalledTimes(1);
    expect(isToasterRequested()).toBe(true);

    attachToaster(sonner);
    expect(lastOptions(mocked.loading).id).toBe(first);
    expect(lastOptions(mocked.error).id).toBe(second);
    expect(mocked.loading.mock.invocationCallOrder[0]).toBeLessThan(mocked.error.mock.invocationCallOrder[0]);
    expect(isToasterRequested()).toBe(false);
    unsubscribe();
  });

  it("returns distinct ids at once, so a queued toast can be updated or dismissed before sonner loads", () => {
    const id = notify.loading("Paying…");
    notify.success("Paid", { id });
    notify.dismiss(id);
    expect(notify.count()).toBe(0);
    attachToaster(sonner);
    expect(lastOptions(mocked.loading).id).toBe(id);
    expect(lastOptions(mocked.success).id).toBe(id);
    expect(mocked.dismiss).toHaveBeenCalledWith(id);
  });

  it("does not load the toast area for a dismiss when nothing was ever shown", () => {
    const requests = jest.fn();
    const unsubscribe = subscribeToasterRequest(requests);
    notify.dismiss();
    expect(requests).not.toHaveBeenCalled();
    expect(isToasterRequested()).toBe(false);
    unsubscribe();
  });
});

describe("toast constants (SPEC sections 4 and 9)", () => {
  it("keeps at most 20 toasts, 350 px wide, at the top right", () => {
    expect(MAX_TOASTS).toBe(20);
    expect(TOAST_MAX_WIDTH_PX).toBe(350);
    expect(TOAST_POSITION).toBe("top-right");
  });
});

describe("default durations (SPEC section 4)", () => {
  it("gives a blank toast 4000 ms", () => {
    notify.blank("Hello");
    expect(mocked.blank).toHaveBeenCalledWith("Hello", expect.objectContaining({ duration: 4000 }));
  });

  it("gives an error toast 4000 ms", () => {
    notify.error("Failed");
    expect(mocked.error).toHaveBeenCalledWith("Failed", expect.objectContaining({ duration: 4000 }));
  });

  it("gives a success toast 2000 ms", () => {
    notify.success("Saved");
    expect(mocked.success).toHaveBeenCalledWith("Saved", expect.objectContaining({ duration: 2000 }));
  });

  it("keeps a loading toast until dismissed (duration Infinity)", () => {
    notify.loading("Booking…");
    expect(lastOptions(mocked.loading).duration).toBe(Number.POSITIVE_INFINITY);
  });

  it("gives a custom toast 4000 ms and passes the render function through", () => {
    notify.custom(render);
    expect(mocked.custom).toHaveBeenCalledWith(render, expect.objectContaining({ duration: 4000 }));
  });

  it("exposes the same defaults in TOAST_DURATIONS", () => {
    expect(TOAST_DURATIONS).toEqual({
      blank: 4000,
      error: 4000,
      success: 2000,
      loading: Number.POSITIVE_INFINITY,
      custom: 4000,
    });
  });
});

describe("caller options", () => {
  it.each(["blank", "error", "success", "loading", "custom"] as const)("lets the caller's duration override the %s default", (kind) => {
    if (kind === "custom") notify.custom(render, { duration: 9000 });
    else notify[kind]("Message", { duration: 9000 });
    expect(lastOptions(mocked[kind]).duration).toBe(9000);
  });

  it("lets a caller's duration of 0 override the default (?? not ||)", () => {
    notify.success("Saved", { duration: 0 });
    expect(lastOptions(mocked.success).duration).toBe(0);
  });

  it("passes other options such as description and id through to sonner", () => {
    notify.error("Failed", { description: "Try again", id: "booking" });
    expect(lastOptions(mocked.error)).toMatchObject({ description: "Try again", id: "booking", duration: 4000 });
  });

  it("returns the toast's id, the one sonner is given", () => {
    const id = notify.blank("Hello");
    expect(lastOptions(mocked.blank).id).toBe(id);
    expect(notify.blank("Again")).not.toBe(id);
  });
});

describe("at most 20 toasts are kept (SPEC section 4)", () => {
  it("keeps 20 toasts without dismissing any", () => {
    for (let i = 0; i < 20; i++) notify.blank(`Toast ${i}`);
    expect(notify.count()).toBe(20);
    expect(mocked.dismiss).not.toHaveBeenCalled();
  });

  it("dismisses the oldest toast when the 21st is created and stays at 20", () => {
    const ids = Array.from({ length: 20 }, (_, i) => notify.blank(`Toast ${i}`));
    notify.success("Toast 20");
    expect(mocked.dismiss).toHaveBeenCalledTimes(1);
    expect(mocked.dismiss).toHaveBeenCalledWith(ids[0]);
    expect(notify.count()).toBe(20);
  });

  it("dismisses the oldest toasts in creation order as more are created, across kinds", () => {
    const ids = [
      notify.blank("a"),
      notify.error("b"),
      notify.success("c"),
      notify.loading("d"),
      notify.custom(render),
    ];
    for (let i = 0; i < 15; i++) notify.blank(`filler ${i}`);
    expect(notify.count()).toBe(20);
    for (let i = 0; i < 3; i++) notify.error(`extra ${i}`);
    expect(mocked.dismiss.mock.calls.map((call) => call[0])).toEqual(ids.slice(0, 3));
    expect(notify.count()).toBe(20);
  });

  it("counts a toast updated in place (same id, e.g. loading then success) once", () => {
    const id = notify.loading("Paying…", { id: "pay" });
    notify.success("Paid", { id });
    expect(notify.count()).toBe(1);
    expect(mocked.dismiss).not.toHaveBeenCalled();
  });

  it("treats an updated toast as the newest, so it is not the next one dismissed", () => {
    notify.blank("first", { id: "first" });
    const second = notify.blank("second");
    for (let i = 0; i < 18; i++) notify.blank(`filler ${i}`);
    notify.success("first again", { id: "first" });
    notify.blank("21st");
    expect(mocked.dismiss).toHaveBeenCalledWith(second);
    expect(mocked.dismiss).not.toHaveBeenCalledWith("first");
  });
});

describe("dismiss", () => {
  it("dismiss(id) forgets that one toast and tells sonner to dismiss it", () => {
    const first = notify.blank("a");
    notify.blank("b");
    notify.dismiss(first);
    expect(notify.count()).toBe(1);
    expect(mocked.dismiss).toHaveBeenCalledWith(first);
  });

  it("dismiss(id) of an unknown id changes nothing in the count", () => {
    notify.blank("a");
    notify.dismiss("nope");
    expect(notify.count()).toBe(1);
  });

  it("dismiss() forgets all toasts and tells sonner to dismiss all", () => {
    notify.blank("a");
    notify.error("b");
    notify.loading("c");
    notify.dismiss();
    expect(notify.count()).toBe(0);
    expect(mocked.dismiss).toHaveBeenCalledWith(undefined);
  });

  it("a forgotten toast frees a place: 20 more after a dismiss do not dismiss anything else", () => {
    const first = notify.blank("a");
    for (let i = 0; i < 19; i++) notify.blank(`filler ${i}`);
    notify.dismiss(first);
    mocked.dismiss.mockClear();
    notify.blank("new");
    expect(notify.count()).toBe(20);
    expect(mocked.dismiss).not.toHaveBeenCalled();
  });
});

describe("sonner's onDismiss / onAutoClose", () => {
  it("onDismiss from sonner makes the module forget the toast", () => {
    const id = notify.blank("a");
    notify.blank("b");
    const firstOptions = mocked.blank.mock.calls[0][1] as ExternalToast;
    firstOptions.onDismiss?.(toastT(id));
    expect(notify.count()).toBe(1);
  });

  it("onAutoClose from sonner makes the module forget the toast", () => {
    const id = notify.success("Saved");
    lastOptions(mocked.success).onAutoClose?.(toastT(id));
    expect(notify.count()).toBe(0);
  });

  it("still calls the caller's onDismiss and onAutoClose with sonner's toast", () => {
    const onDismiss = jest.fn();
    const onAutoClose = jest.fn();
    const first = notify.error("a", { onDismiss });
    const second = notify.loading("b", { onAutoClose });
    const dismissed = toastT(first);
    const closed = toastT(second);

    lastOptions(mocked.error).onDismiss?.(dismissed);
    lastOptions(mocked.loading).onAutoClose?.(closed);

    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenCalledWith(dismissed);
    expect(onAutoClose).toHaveBeenCalledTimes(1);
    expect(onAutoClose).toHaveBeenCalledWith(closed);
    expect(notify.count()).toBe(0);
  });

  it("a toast closed by sonner is not dismissed again when the limit is later reached", () => {
    const first = notify.blank("a");
    const second = notify.blank("b");
    (mocked.blank.mock.calls[0][1] as ExternalToast).onAutoClose?.(toastT(first));
    for (let i = 0; i < 19; i++) notify.blank(`filler ${i}`);
    expect(notify.count()).toBe(20);
    expect(mocked.dismiss).not.toHaveBeenCalled();
    notify.blank("one more");
    expect(notify.count()).toBe(20);
    expect(mocked.dismiss).toHaveBeenCalledTimes(1);
    expect(mocked.dismiss).toHaveBeenCalledWith(second);
  });
});
