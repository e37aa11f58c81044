import "@testing-library/jest-dom";
import { fireEvent, render, screen } from "@testing-library/react";
import { SettleReviewForm } from "./settle-review";

// The desk's "Mark as settled" against a stubbed server: a missing note is refused next to its
// field before any call; a settled payment sends the note and reads the page again.

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

let calls: { path: string; body: unknown }[];
beforeEach(() => {
  refresh.mockReset();
  calls = [];
  window.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    calls.push({ path: new URL(request.url).pathname, body: await request.clone().json() });
    return Response.json({ success: 1, data: { paymentId: "pay_Abc123456", status: "settled" } });
  }) as typeof fetch;
});

describe("SettleReviewForm", () => {
  it("shows a note too short next to its field and sends nothing", async () => {
    render(<SettleReviewForm paymentId="pay_Abc123456" reference="HSP-7Q2K" />);
    fireEvent.change(screen.getByLabelText("What was done at the gateway"), { target: { value: "ok" } });
    fireEvent.click(screen.getByRole("button", { name: "Mark as settled" }));
    expect(await screen.findByText("What was done at the gateway must be at least 5 characters.")).toBeInTheDocument();
    expect(screen.getByLabelText("What was done at the gateway")).toHaveAttribute("aria-invalid", "true");
    expect(calls).toEqual([]);
  });

  it("sends the note and reads the desk again once the payment is settled", async () => {
    render(<SettleReviewForm paymentId="pay_Abc123456" reference="HSP-7Q2K" />);
    fireEvent.change(screen.getByLabelText("What was done at the gateway"), { target: { value: "Refunded from the dashboard, rfnd_X1" } });
    fireEvent.click(screen.getByRole("button", { name: "Mark as settled" }));
    expect(await screen.findByRole("status")).toHaveTextContent("The payment of HSP-7Q2K is marked settled.");
    expect(calls).toEqual([{ path: "/api/admin/bookings/payments/settle", body: { paymentId: "pay_Abc123456", note: "Refunded from the dashboard, rfnd_X1" } }]);
    expect(refresh).toHaveBeenCalled();
  });
});
