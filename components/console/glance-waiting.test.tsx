import "@testing-library/jest-dom";
import { render, screen } from "@testing-library/react";
import type { DayAtAGlance } from "@/lib/contracts/staff";
import { GlanceWaiting } from "./glance-waiting";

const glance = (over: Partial<DayAtAGlance>): DayAtAGlance => ({
  today: "2026-11-30",
  waiting: { count: 0, oldestMinutes: null },
  appointments: [],
  newMessages: 0,
  newApplications: 0,
  unsettledPayments: 0,
  failedMessages: 0,
  perDay: [],
  ...over,
});

describe("GlanceWaiting: the overview's figures", () => {
  it("agrees each noun with its figure", () => {
    render(<GlanceWaiting glance={glance({ waiting: { count: 1, oldestMinutes: 75 }, newMessages: 1, newApplications: 2, unsettledPayments: 1, failedMessages: 1 })} />);
    expect(screen.getByRole("link", { name: "1 booking waiting for confirmation" })).toBeInTheDocument();
    expect(screen.getByText("the oldest has waited 1 h 15 min")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "1 new contact message" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "2 new job applications" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "1 payment to settle" })).toHaveAttribute("href", "/admin/bookings#unsettled-payments");
    expect(screen.getByRole("link", { name: "1 message that failed to send" })).toBeInTheDocument();
  });

  it("links nowhere for a zero: there is nothing to go to (the desk has no payments section then)", () => {
    render(<GlanceWaiting glance={glance({ newMessages: 3 })} />);
    expect(screen.queryByRole("link", { name: /payments to settle/ })).not.toBeInTheDocument();
    expect(screen.getByText("payments to settle")).toBeInTheDocument();
    expect(screen.getAllByRole("link")).toHaveLength(1);
    expect(screen.getByRole("link", { name: "3 new contact messages" })).toBeInTheDocument();
  });
});
