import "@testing-library/jest-dom";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { ManageBooking } from "./manage-booking";
import type { ManagedBooking } from "@/lib/contracts/booking";

// /my-booking against a stubbed server: the page's subject is the link in the address now, not
// the first one it was opened with (a parent opening two family bookings' links in one tab).

const booking = (reference: string, patient: string): ManagedBooking => ({
  _id: `id-${reference}`,
  reference,
  status: "requested",
  doctor: { username: "dr-rajesh-iyer", fullName: "Dr. Rajesh Iyer", designation: "Consultant Cardiologist" },
  speciality: "Cardiology",
  start: "2026-12-10T05:30:00.000Z",
  end: "2026-12-10T05:45:00.000Z",
  timeZone: "Asia/Kolkata",
  fee: { amount: 150_000, currency: "INR" },
  patient: { name: patient, phone: "+91 98765 •••21" },
  holdExpiresAt: null,
  changeRules: null,
  canChange: false,
  canCancel: true,
  patientConfirmedAt: null,
  paid: true,
  refundDue: null,
  orderId: "order_ABCDEF123",
  refundIfCancelled: { amount: 150_000, currency: "INR" },
});

const BY_LINK: Record<string, ManagedBooking> = {
  "link-of-asha": booking("SH-ASHA2345", "Asha Kulkarni"),
  "link-of-rohan": booking("SH-ROHAN234", "Rohan Kulkarni"),
};

let calls: { path: string; body: { link: string } }[];
beforeEach(() => {
  calls = [];
  window.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const body = (await request.clone().json()) as { link: string };
    calls.push({ path: new URL(request.url).pathname, body });
    return Response.json({ success: 1, data: BY_LINK[body.link] });
  }) as typeof fetch;
});

const openLink = (link: string) =>
  act(() => {
    window.location.hash = link;
    window.dispatchEvent(new HashChangeEvent("hashchange"));
  });

describe("ManageBooking", () => {
  it("takes a second link opened in the same tab as its subject, and cancels that booking only after naming it", async () => {
    window.location.hash = "link-of-asha";
    render(<ManageBooking />);
    expect(await screen.findByText("SH-ASHA2345")).toBeInTheDocument();

    await openLink("link-of-rohan");
    expect(await screen.findByText("SH-ROHAN234")).toBeInTheDocument();
    expect(screen.queryByText("SH-ASHA2345")).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Cancel the appointment" }));
    expect(screen.getByRole("heading", { name: "Cancel appointment SH-ROHAN234?" })).toBeInTheDocument();
    expect(screen.getByText(/^Rohan Kulkarni with Dr\. Rajesh Iyer on /)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Yes, cancel it" }));
    await screen.findByRole("status");
    expect(calls.at(-1)).toEqual({ path: "/api/web/user/cancel-booking", body: { link: "link-of-rohan" } });
  });

  it("asks for the link when the address has none", async () => {
    window.location.hash = "";
    render(<ManageBooking />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Open this page from the link in your booking confirmation");
    expect(calls).toEqual([]);
  });
});
