import "@testing-library/jest-dom";
import { act, render, screen, waitFor } from "@testing-library/react";
import { OtpStep } from "./otp-step";

// The code page against stubbed calls: a reload after a code was sent shows the code box again
// (the same code can be entered, no new code is asked for) until the code expires; the stored
// state never holds the code itself; the code's purpose follows the draft.

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }), usePathname: () => "/send-otp" }));
jest.mock("@/lib/api/proof-of-work", () => ({ proofOfWork: jest.fn(async () => "pow".repeat(5)) }));
jest.mock("@/lib/api/calls", () => ({ sendOtp: jest.fn(), resendOtp: jest.fn(), verifyOtp: jest.fn() }));

const calls = jest.requireMock("@/lib/api/calls") as { sendOtp: jest.Mock; resendOtp: jest.Mock; verifyOtp: jest.Mock };
const PHONE = "+919876500001";
const draftWith = (extra: Record<string, unknown> = {}) =>
  window.sessionStorage.setItem(
    "booking-draft",
    JSON.stringify({ doctor: { username: "dr-rajesh-iyer", fullName: "Dr. Rajesh Iyer" }, slot: { start: "2026-12-03T05:30:00Z", end: "2026-12-03T05:45:00Z" }, patient: { phone: PHONE }, sendCodeTo: PHONE, ...extra }),
  );

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  jest.clearAllMocks();
  const now = Date.now();
  calls.sendOtp.mockResolvedValue({
    attemptId: "3f2b8c1e-6a4d-4f0e-9b7a-2c5d8e1f0a3b",
    sentTo: "+91 ••••• ••001",
    expiresAt: new Date(now + 5 * 60_000).toISOString(),
    resendAfter: new Date(now + 30_000).toISOString(),
  });
});
afterEach(() => jest.useRealTimers());

async function sendOnArrival() {
  const page = render(<OtpStep deskPhone="+91 20 6720 1000" />);
  expect(await screen.findByRole("textbox", { name: /code/i })).toBeInTheDocument();
  expect(calls.sendOtp).toHaveBeenCalledTimes(1);
  return page;
}

it("a reload after the code was sent shows the code box again, asks for no new code, and keeps the attempt but never the code", async () => {
  draftWith();
  const first = await sendOnArrival();
  first.unmount();

  render(<OtpStep deskPhone="+91 20 6720 1000" />);
  expect(await screen.findByRole("textbox", { name: /code/i })).toBeInTheDocument();
  expect(screen.getByText(/We sent a 6-digit code by SMS to \+91 ••••• ••001/)).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Verify and continue" })).toBeEnabled();
  expect(calls.sendOtp).toHaveBeenCalledTimes(1);
  const stored = window.sessionStorage.getItem("booking-draft")!;
  expect(stored).toContain("3f2b8c1e-6a4d-4f0e-9b7a-2c5d8e1f0a3b");
  expect(stored).not.toMatch(/"code"/);
});

it("once the code has expired, a reload offers to send a new code instead of the code box", async () => {
  draftWith();
  const first = await sendOnArrival();
  first.unmount();
  jest.useFakeTimers({ now: Date.now() + 5 * 60_000 + 1000 });
  await act(async () => {
    render(<OtpStep deskPhone="+91 20 6720 1000" />);
  });
  expect(screen.getByRole("button", { name: "Send the code" })).toBeInTheDocument();
  expect(screen.queryByRole("textbox", { name: /code/i })).not.toBeInTheDocument();
  expect(calls.sendOtp).toHaveBeenCalledTimes(1);
});

it("a code for another number is not shown after the number changed", async () => {
  draftWith();
  (await sendOnArrival()).unmount();
  const draft = JSON.parse(window.sessionStorage.getItem("booking-draft")!);
  window.sessionStorage.setItem("booking-draft", JSON.stringify({ ...draft, patient: { phone: "+919876500002" } }));
  render(<OtpStep deskPhone="+91 20 6720 1000" />);
  expect(await screen.findByRole("button", { name: "Send the code" })).toBeInTheDocument();
  expect(screen.queryByRole("textbox", { name: /code/i })).not.toBeInTheDocument();
});

it("names the code's purpose: a booking, or joining the waitlist", async () => {
  draftWith();
  (await sendOnArrival()).unmount();
  expect(calls.sendOtp).toHaveBeenLastCalledWith(expect.objectContaining({ phone: PHONE, purpose: "booking" }));
  window.sessionStorage.clear();
  draftWith({ slot: undefined, waitlist: { doctor: "dr-rajesh-iyer", from: "2026-12-01", to: "2026-12-07" } });
  render(<OtpStep deskPhone="+91 20 6720 1000" />);
  await waitFor(() => expect(calls.sendOtp).toHaveBeenCalledTimes(2));
  expect(calls.sendOtp).toHaveBeenLastCalledWith(expect.objectContaining({ phone: PHONE, purpose: "waitlist" }));
});
