import "@testing-library/jest-dom";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { DeskBooking } from "@/lib/contracts/staff";
import type { FreeSlotsResponse } from "@/lib/contracts/booking";
import { formatAppointment } from "@/lib/format/appointment-time";
import { DeskActions } from "./desk-actions";

// The desk's "Move" against a stubbed server: a modal dialog named by its heading takes focus and
// gives it back, lists the free slots of the booking's doctor from the console's call, and moves
// to the chosen one. jsdom has <dialog> without showModal/close: they are stood in for below,
// as the browser does them (open attribute, a "close" event).

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const SLOTS: FreeSlotsResponse = {
  doctor: { _id: "d1", username: "dr-rajesh-iyer", fullName: "Dr. Rajesh Iyer", consultationFee: { amount: 150000, currency: "INR" } },
  timeZone: "Asia/Kolkata",
  opdDays: [tomorrow],
  dayStates: { [tomorrow]: "free" },
  slots: [
    { start: `${tomorrow}T06:30:00.000Z`, end: `${tomorrow}T06:45:00.000Z` },
    { start: `${tomorrow}T06:45:00.000Z`, end: `${tomorrow}T07:00:00.000Z` },
  ],
  nextAfter: null, changeTiers: [],
};
const booking: DeskBooking = {
  id: "5b0c6f36-3f5e-4d8e-9a53-3d8a3c1f7e21",
  reference: "SH-ABCD2345",
  start: `${tomorrow}T05:30:00.000Z`,
  end: `${tomorrow}T05:45:00.000Z`,
  doctor: { username: "dr-rajesh-iyer", fullName: "Dr. Rajesh Iyer" },
  speciality: "Cardiology",
  patient: { name: "Arjun Rao", phone: "+919876500001", relation: "self" },
  bookedBy: null,
  patientConfirmedAt: null,
  reason: "",
  status: "confirmed",
  fee: 150000,
  refundDue: null,
  waitingMinutes: null,
};

const shown: HTMLDialogElement[] = [];
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    shown.push(this);
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
});

let moveAnswer: () => Response;
let calls: { path: string; body: unknown }[];
beforeEach(() => {
  shown.length = 0;
  refresh.mockReset();
  calls = [];
  moveAnswer = () => Response.json({ success: 1, data: { id: booking.id, ...SLOTS.slots[0] } });
  window.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const path = new URL(request.url).pathname;
    calls.push({ path, body: await request.clone().json() });
    return path === "/api/admin/bookings/slots" ? Response.json({ success: 1, data: SLOTS }) : moveAnswer();
  }) as typeof fetch;
});

const moveButton = () => screen.getByRole("button", { name: "Move SH-ABCD2345 (Arjun Rao)" });
const open = async () => {
  fireEvent.click(moveButton());
  await screen.findAllByRole("radio");
};

const NAME = "Move SH-ABCD2345 (Arjun Rao) to another time with Dr. Rajesh Iyer";
const ZONE = "Asia/Kolkata";

describe("DeskActions: short buttons, each naming its booking", () => {
  it("shows a short verb and names the reference and patient for assistive technology", () => {
    const { rerender } = render(<DeskActions booking={{ ...booking, status: "requested" }} started={false} timeZone={ZONE} />);
    expect(screen.getByRole("button", { name: "Confirm SH-ABCD2345 (Arjun Rao)" })).toHaveTextContent(/^Confirm$/);
    expect(moveButton()).toHaveTextContent(/^Move$/);
    expect(moveButton()).toHaveAttribute("aria-haspopup", "dialog");
    expect(screen.getByRole("button", { name: "Cancel SH-ABCD2345 (Arjun Rao)" })).toHaveTextContent(/^Cancel$/);
    rerender(<DeskActions booking={booking} started timeZone={ZONE} />);
    expect(screen.getByRole("button", { name: "Attended: SH-ABCD2345 (Arjun Rao)" })).toHaveTextContent(/^Attended$/);
    expect(screen.getByRole("button", { name: "Did not come: SH-ABCD2345 (Arjun Rao)" })).toHaveTextContent(/^Did not come$/);
  });
});

describe("DeskActions: moving a booking", () => {
  it("opens a modal dialog named by its heading, which takes focus; lists the free slots from the console's call, moves, closes and gives focus back", async () => {
    render(<DeskActions booking={booking} started={false} timeZone={ZONE} />);
    await open();
    const dialog = screen.getByRole("dialog", { name: NAME });
    expect(shown).toEqual([dialog]);
    expect(dialog).toHaveAttribute("open");
    expect(screen.getByRole("heading", { name: NAME })).toHaveFocus();
    expect(dialog).toHaveTextContent(`Now ${formatAppointment(booking.start, ZONE)}.`); // its current time: the table is behind the dialog
    expect(calls[0]).toEqual({ path: "/api/admin/bookings/slots", body: { id: booking.id, days: 14 } });
    expect(screen.getByRole("button", { name: "Choose a new time" })).toBeDisabled();

    fireEvent.click(screen.getAllByRole("radio")[0]);
    fireEvent.click(screen.getByRole("button", { name: /^Move to / }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(calls.at(-1)).toEqual({ path: "/api/admin/bookings/move", body: { id: booking.id, slotStart: SLOTS.slots[0].start } });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(moveButton()).toHaveFocus();
  });

  it("closes with Escape or \"Keep the time\" and gives focus back to Move", async () => {
    render(<DeskActions booking={booking} started={false} timeZone={ZONE} />);
    await open();
    fireEvent.keyDown(screen.getAllByRole("radio")[0], { key: "Escape" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(moveButton()).toHaveFocus();

    await open();
    fireEvent.click(screen.getByRole("button", { name: "Keep the time" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(moveButton()).toHaveFocus();
    expect(calls.some((c) => c.path === "/api/admin/bookings/move")).toBe(false);
  });

  it("stays open when the slot was taken meanwhile, says so inside the dialog, and lists the free slots again", async () => {
    moveAnswer = () => Response.json({ success: 0, message: "This slot was just taken, please pick another", code: "slot_taken" }, { status: 409 });
    render(<DeskActions booking={booking} started={false} timeZone={ZONE} />);
    await open();
    fireEvent.click(screen.getAllByRole("radio")[1]);
    fireEvent.click(screen.getByRole("button", { name: /^Move to / }));
    await waitFor(() => expect(calls.filter((c) => c.path === "/api/admin/bookings/slots")).toHaveLength(2));
    expect(refresh).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog", { name: NAME })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("could not be taken");
    expect(screen.getByRole("button", { name: "Choose a new time" })).toBeDisabled();
  });

  it("offers no move once the appointment has started, or for a cancelled booking", () => {
    const { rerender } = render(<DeskActions booking={booking} started timeZone={ZONE} />);
    expect(screen.queryByRole("button", { name: /^Move / })).not.toBeInTheDocument();
    rerender(<DeskActions booking={{ ...booking, status: "cancelled" }} started={false} timeZone={ZONE} />);
    expect(screen.queryByRole("button", { name: /^Move / })).not.toBeInTheDocument();
  });
});
