import "@testing-library/jest-dom";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiError } from "@/lib/api/client";
import type { OrderInfo } from "@/lib/contracts/booking";
import { PaymentResult } from "./payment-result";
import { PaymentStep } from "./payment-step";
import { SandboxCheckout } from "./sandbox-checkout";

// The payment pages against a stubbed server: keyboard focus follows each page's state (the
// heading once the order is shown, the message that replaces it), never left on <body>.

const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => "/payment" }));
jest.mock("@/lib/api/calls", () => ({ getOrderInfo: jest.fn(), sandboxPay: jest.fn(), confirmPayment: jest.fn(), claimOrder: jest.fn() }));
const calls = jest.requireMock("@/lib/api/calls") as { getOrderInfo: jest.Mock; sandboxPay: jest.Mock; confirmPayment: jest.Mock };

const ORDER_ID = "order_ABCDEF123";
const order = (extra: Partial<OrderInfo> = {}, booking: Partial<OrderInfo["booking"]> = {}): OrderInfo => ({
  orderId: ORDER_ID,
  status: "created",
  gateway: "sandbox",
  keyId: "sandbox",
  amount: { amount: 150_000, currency: "INR" },
  failureReason: null,
  manageLink: null,
  booking: {
    _id: "b1",
    reference: "SH-ASHA2345",
    status: "held",
    doctor: { username: "dr-rajesh-iyer", fullName: "Dr. Rajesh Iyer", designation: "Consultant Cardiologist" },
    speciality: "Cardiology",
    start: "2026-12-10T05:30:00.000Z",
    end: "2026-12-10T05:45:00.000Z",
    timeZone: "Asia/Kolkata",
    fee: { amount: 150_000, currency: "INR" },
    patient: { name: "Asha Kulkarni", phone: "+91 98765 •••21" },
    holdExpiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    changeRules: null,
    canChange: false,
    canCancel: false,
    patientConfirmedAt: null,
    paid: false,
    refundDue: null,
    orderId: ORDER_ID,
    ...booking,
  },
  ...extra,
});

beforeEach(() => {
  jest.clearAllMocks();
  window.sessionStorage.clear();
});

describe("/payment", () => {
  it("focuses the page's heading once the order is loaded", async () => {
    calls.getOrderInfo.mockResolvedValue(order());
    render(<PaymentStep orderId={ORDER_ID} hospitalName="Sunrise Multispeciality Hospital" />);
    const heading = await screen.findByRole("heading", { name: "Pay the consultation fee" });
    expect(heading).toHaveFocus();
  });

  it("focuses the error when the order cannot be loaded", async () => {
    calls.getOrderInfo.mockRejectedValue(new ApiError("No such order.", 404));
    render(<PaymentStep orderId={ORDER_ID} hospitalName="Sunrise Multispeciality Hospital" />);
    expect(await screen.findByRole("alert")).toHaveFocus();
  });

  it("focuses the verify step's heading when this device has no token for the order", async () => {
    calls.getOrderInfo.mockRejectedValue(new ApiError("Verify your phone.", 401));
    render(<PaymentStep orderId={ORDER_ID} hospitalName="Sunrise Multispeciality Hospital" />);
    expect(await screen.findByRole("heading", { name: "Continue with this booking" })).toHaveFocus();
  });

  it("moves focus to the notice when the hold ends while the page is open (the Pay button it had is gone)", async () => {
    jest.useFakeTimers();
    try {
      calls.getOrderInfo.mockResolvedValue(order({}, { holdExpiresAt: new Date(Date.now() + 3_000).toISOString() }));
      render(<PaymentStep orderId={ORDER_ID} hospitalName="Sunrise Multispeciality Hospital" />);
      expect(await screen.findByRole("heading", { name: "Pay the consultation fee" })).toHaveFocus();
      act(() => {
        jest.advanceTimersByTime(4_000);
      });
      expect(screen.getByRole("alert")).toHaveTextContent(/time to pay for this slot has passed/);
      expect(screen.getByRole("alert")).toHaveFocus();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("/payment/sandbox", () => {
  it("focuses the checkout's heading once the order is loaded", async () => {
    calls.getOrderInfo.mockResolvedValue(order());
    render(<SandboxCheckout orderId={ORDER_ID} />);
    await screen.findByRole("button", { name: /^Pay ₹.*\(test\)$/ });
    expect(screen.getByRole("heading", { name: "Sandbox checkout" })).toHaveFocus();
  });

  it("focuses the status while paying, then the error when the payment could not be made", async () => {
    calls.getOrderInfo.mockResolvedValue(order());
    let fail: (e: Error) => void = () => {};
    calls.sandboxPay.mockReturnValue(new Promise((_, reject) => (fail = reject)));
    render(<SandboxCheckout orderId={ORDER_ID} />);
    await userEvent.click(await screen.findByRole("button", { name: /^Pay ₹.*\(test\)$/ }));
    expect(screen.getByRole("status")).toHaveTextContent("Making the test payment…");
    expect(screen.getByRole("status")).toHaveFocus();
    await act(async () => fail(new ApiError("The slot is no longer held.", 409)));
    expect(screen.getByRole("alert")).toHaveTextContent("The slot is no longer held.");
    expect(screen.getByRole("alert")).toHaveFocus();
  });
});

describe("/payment-success", () => {
  it("focuses the heading of the paid booking once loaded", async () => {
    calls.getOrderInfo.mockResolvedValue(order({ status: "paid" }, { status: "requested", paid: true, holdExpiresAt: null }));
    render(<PaymentResult orderId={ORDER_ID} kind="success" />);
    expect(await screen.findByRole("heading", { name: "Payment received: your appointment is requested" })).toHaveFocus();
  });

  it("focuses the confirming heading, then the paid heading when the payment arrives", async () => {
    jest.useFakeTimers();
    try {
      calls.getOrderInfo.mockResolvedValueOnce(order()).mockResolvedValue(order({ status: "paid" }, { status: "requested", paid: true, holdExpiresAt: null }));
      render(<PaymentResult orderId={ORDER_ID} kind="success" />);
      expect(await screen.findByRole("heading", { name: "Confirming your payment…" })).toHaveFocus();
      await act(async () => {
        jest.advanceTimersByTime(2_000);
      });
      expect(await screen.findByRole("heading", { name: "Payment received: your appointment is requested" })).toHaveFocus();
    } finally {
      jest.useRealTimers();
    }
  });
});
