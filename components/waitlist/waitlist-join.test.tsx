import "@testing-library/jest-dom";
import { fireEvent, render, screen } from "@testing-library/react";
import type { FreeSlotsResponse } from "@/lib/contracts/booking";
import { SlotPicker, dayLabel } from "@/components/booking/slot-picker";
import { WaitlistJoin } from "./waitlist-join";
import { formatDateInput } from "@/lib/format/date-input";
import { localDateOf } from "@/lib/format/appointment-time";

// The booking step's days and its waitlist: only days whose slots still to come are all booked are
// "full" and invite the waitlist; a day whose hours are over says so, and the waitlist's first
// range never takes in a day with a free slot.

// Days in the hospital's zone, as the picker counts them (UTC's date is yesterday's there from 18:30 UTC).
const day = (offset: number) => localDateOf(new Date(Date.now() + offset * 86_400_000), "Asia/Kolkata");
const slot = (d: string) => ({ start: `${d}T06:30:00.000Z`, end: `${d}T06:45:00.000Z` });

function response(dayStates: FreeSlotsResponse["dayStates"]): FreeSlotsResponse {
  const free = Object.keys(dayStates).filter((d) => dayStates[d] === "free");
  return {
    doctor: { _id: "d1", username: "dr-rajesh-iyer", fullName: "Dr. Rajesh Iyer", consultationFee: { amount: 150000, currency: "INR" } },
    timeZone: "Asia/Kolkata",
    opdDays: Object.keys(dayStates),
    dayStates,
    slots: free.map(slot),
    nextAfter: null,
    changeTiers: [],
  };
}

describe("the waitlist on the booking step", () => {
  it("is not offered when no day is full: days over or without an OPD are not full", () => {
    const { container } = render(<WaitlistJoin doctorName="Dr. Rajesh Iyer" data={response({ [day(0)]: "over", [day(3)]: "later" })} onContinue={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("starts its range on the first full day and ends it on a full day before the next day with a free slot", () => {
    const onContinue = jest.fn();
    // Today over, tomorrow free, then full, no OPD, full, free again, full.
    render(<WaitlistJoin doctorName="Dr. Rajesh Iyer" data={response({ [day(0)]: "over", [day(1)]: "free", [day(2)]: "full", [day(4)]: "full", [day(5)]: "free", [day(6)]: "full" })} onContinue={onContinue} />);
    fireEvent.click(screen.getByRole("button", { name: "Tell me when a slot frees up" }));
    expect(screen.getByLabelText("First day you could come")).toHaveValue(formatDateInput(day(2)));
    expect(screen.getByLabelText("Last day you could come")).toHaveValue(formatDateInput(day(4)));
    expect(screen.getByText(/kept for you for 15 minutes/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Continue to join the waitlist" }));
    expect(onContinue).toHaveBeenCalledWith({ from: day(2), to: day(4) });
  });

  it("refuses a range that takes in a day with a free slot, and says which", () => {
    const onContinue = jest.fn();
    render(<WaitlistJoin doctorName="Dr. Rajesh Iyer" data={response({ [day(2)]: "full", [day(5)]: "free" })} onContinue={onContinue} />);
    fireEvent.click(screen.getByRole("button", { name: "Tell me when a slot frees up" }));
    fireEvent.change(screen.getByLabelText("Last day you could come"), { target: { value: day(6) } });
    fireEvent.click(screen.getByRole("button", { name: "Continue to join the waitlist" }));
    expect(screen.getByRole("alert")).toHaveTextContent(/has free slots: book one of them above, or choose days that are full/);
    expect(onContinue).not.toHaveBeenCalled();
  });
});

describe("the waitlist's days", () => {
  it("are text fields read as days, never the browser's date input: an all-number date is refused next to its field and nothing is sent", () => {
    const onContinue = jest.fn();
    render(<WaitlistJoin doctorName="Dr. Rajesh Iyer" data={response({ [day(2)]: "full" })} onContinue={onContinue} />);
    fireEvent.click(screen.getByRole("button", { name: "Tell me when a slot frees up" }));
    const first = screen.getByLabelText("First day you could come");
    expect(first).toHaveAttribute("type", "text");
    fireEvent.change(first, { target: { value: "12/01/2026" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue to join the waitlist" }));
    expect(first).toHaveAttribute("aria-invalid", "true");
    expect(first).toHaveFocus();
    expect(onContinue).not.toHaveBeenCalled();
  });
});

describe("the slot picker's days", () => {
  it("names a day without a free slot for what it is: full, Over, Not yet open or No OPD", async () => {
    expect([dayLabel("full"), dayLabel("over"), dayLabel("later"), dayLabel(undefined)]).toEqual(["full", "Over", "Not yet open", "No OPD"]);
    const data = response({ [day(0)]: "over", [day(1)]: "free", [day(2)]: "full" });
    const call = Object.assign(jest.fn(async () => data), { path: "web/doctor/free-slots" });
    render(<SlotPicker source={{ call, input: {} }} selected={null} onSelect={jest.fn()} />);
    const buttons = await screen.findAllByRole("button", { name: /Over|full|free|No OPD/ });
    const text = buttons.map((b) => b.textContent);
    expect(text[0]).toMatch(/Over$/);
    expect(text[1]).toMatch(/1 free slot$/);
    expect(text[2]).toMatch(/full$/);
    expect(text[3]).toMatch(/No OPD$/);
  });
});
