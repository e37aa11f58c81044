import "@testing-library/jest-dom";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { WaitlistOffer } from "./waitlist-offer";

// The offer page's heading and text follow what the link opens: an open offer, one that ended,
// was claimed or released, the place on the waitlist (the link sent on joining), or nothing.

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }), usePathname: () => "/waitlist-offer" }));

const OFFER = {
  doctor: { username: "dr-rajesh-iyer", fullName: "Dr. Rajesh Iyer", designation: "Cardiologist" },
  start: "2026-12-03T05:30:00.000Z",
  end: "2026-12-03T05:45:00.000Z",
  timeZone: "Asia/Kolkata",
  fee: { amount: 150000, currency: "INR" },
  expiresAt: "2026-11-30T04:45:00.000Z",
  range: { from: "2026-12-03", to: "2026-12-03" },
};

function answer(body: unknown, status = 200) {
  window.location.hash = "#eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl";
  window.fetch = jest.fn(async () => Response.json(body, { status })) as typeof fetch;
}

describe("the waitlist offer page", () => {
  it.each([
    ["open", "A slot is free for you"],
    ["expired", "This offer has ended"],
    ["claimed", "You claimed this slot"],
    ["taken", "This slot is no longer kept for you"],
  ])("heads an offer that is %s with what it is", async (status, heading) => {
    answer({ success: 1, data: { ...OFFER, status } });
    render(<WaitlistOffer />);
    expect(await screen.findByRole("heading", { name: heading })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Claim this slot and pay" }) !== null).toBe(status === "open");
  });

  it("shows the place on the waitlist for the link sent on joining, with its reference and a way to leave", async () => {
    answer({ success: 1, data: { status: "waiting", reference: "WL-0A1B2C3D", doctor: OFFER.doctor, range: { from: "2026-12-03", to: "2026-12-05" } } });
    render(<WaitlistOffer />);
    expect(await screen.findByRole("heading", { name: "Your place on the waitlist" })).toBeInTheDocument();
    expect(screen.getByText(/WL-0A1B2C3D/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Leave the waitlist" })).toBeInTheDocument();
  });

  it("heads a link that opens nothing as such", async () => {
    answer({ success: 0, code: "link_invalid", message: "This waitlist link has expired or is not valid." }, 403);
    render(<WaitlistOffer />);
    expect(await screen.findByRole("heading", { name: "This link does not open a waitlist offer" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("This waitlist link has expired or is not valid.");
  });

  it("takes a second offer link opened in the same tab as its subject, and claims that offer", async () => {
    const bodies: unknown[] = [];
    window.location.hash = "#link-of-thursday";
    window.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const body = (await (input as Request).clone().json()) as { link: string };
      bodies.push(body);
      const start = body.link === "link-of-friday" ? "2026-12-04T06:00:00.000Z" : OFFER.start;
      return Response.json({ success: 1, data: { ...OFFER, start, status: "open" } });
    }) as typeof fetch;
    render(<WaitlistOffer />);
    expect(await screen.findByText(/^Thursday, 3 December 2026, 11:00 am/)).toBeInTheDocument();
    await act(() => {
      window.location.hash = "#link-of-friday";
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(await screen.findByText(/^Friday, 4 December 2026, 11:30 am/)).toBeInTheDocument();
    expect(screen.queryByText(/^Thursday, 3 December 2026, 11:00 am/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Claim this slot and pay" }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ link: "link-of-friday" }));
  });
});
