import "@testing-library/jest-dom";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { LeaveCheck } from "@/lib/contracts/leave";
import { LeaveForm } from "./leave-form";

// The desk's leave form against a stubbed server: the bookings on the days are shown
// before the leave is saved, with what the desk needs to call each patient; changing a day asks
// again; refusals show next to their fields.

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

const DOCTORS = [
  { username: "dr-rajesh-iyer", fullName: "Dr. Rajesh Iyer" },
  { username: "dr-meera-joshi", fullName: "Dr. Meera Joshi" },
];
const CHECK: LeaveCheck = {
  doctor: { username: "dr-rajesh-iyer", fullName: "Dr. Rajesh Iyer" },
  fromDate: "2026-12-03",
  toDate: "2026-12-04",
  bookings: [{ id: "b1", reference: "SH-ABCD2345", start: "2026-12-03T05:30:00.000Z", end: "2026-12-03T05:45:00.000Z", status: "confirmed", patient: { name: "Arjun Rao", phone: "+919876500005" } }],
};

let answer: (path: string, body: Record<string, unknown>) => Response;
let calls: { path: string; body: Record<string, unknown> }[];
beforeEach(() => {
  refresh.mockReset();
  calls = [];
  window.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const path = new URL(request.url).pathname;
    const body = (await request.clone().json()) as Record<string, unknown>;
    calls.push({ path, body });
    return answer(path, body);
  }) as typeof fetch;
});

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText("Doctor (required)"), "dr-rajesh-iyer");
  await user.type(screen.getByRole("textbox", { name: "First day (required)" }), "3 Dec 2026");
  await user.type(screen.getByRole("textbox", { name: "Last day (required)" }), "Dec 4, 2026");
}

describe("LeaveForm", () => {
  it("lists the bookings on the days before saving (patient, phone to call, time, state), then saves with the days as ISO", async () => {
    const user = userEvent.setup();
    answer = (path) =>
      path.endsWith("/leave/check")
        ? Response.json({ success: 1, data: CHECK })
        : Response.json({ success: 1, data: { ...CHECK, id: "l1" }, message: "Leave saved." }, { status: 201 });
    render(<LeaveForm doctors={DOCTORS} timeZone="Asia/Kolkata" deskOpen />);
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Show the bookings on these days" }));
    expect(calls).toEqual([{ path: "/api/admin/leave/check", body: { doctor: "dr-rajesh-iyer", fromDate: "2026-12-03", toDate: "2026-12-04" } }]);
    const heading = await screen.findByRole("heading", { name: "One booking is on these days" });
    await waitFor(() => expect(heading).toHaveFocus());
    const row = screen.getByRole("row", { name: /Arjun Rao/ });
    expect(within(row).getByRole("link", { name: "+91 98765 00005" })).toHaveAttribute("href", "tel:+919876500005");
    expect(row).toHaveTextContent(/Thursday, 3 December 2026, 11:00 am/);
    expect(row).toHaveTextContent("Confirmed");
    expect(within(row).getByRole("link", { name: "SH-ABCD2345 on the bookings desk" })).toHaveAttribute("href", "/admin/bookings?doctor=dr-rajesh-iyer&from=2026-12-03&to=2026-12-03");

    await user.type(screen.getByLabelText("Reason (optional)"), "Conference");
    await user.click(screen.getByRole("button", { name: "Save the leave" }));
    expect(calls[1]).toEqual({ path: "/api/admin/leave/add", body: { doctor: "dr-rajesh-iyer", fromDate: "2026-12-03", toDate: "2026-12-04", reason: "Conference" } });
    expect(await screen.findByText(/Saved: Dr. Rajesh Iyer's leave, Thursday, 3 December 2026 to Friday, 4 December 2026. One booking is on these days/)).toBeInTheDocument();
    expect(refresh).toHaveBeenCalled();
    // The form is empty for the next one.
    expect(screen.getByRole("textbox", { name: "First day (required)" })).toHaveValue("");
  });

  it("asks for the check again when a day changes, and shows refusals next to their fields without calling the server", async () => {
    const user = userEvent.setup();
    answer = () => Response.json({ success: 1, data: CHECK });
    render(<LeaveForm doctors={DOCTORS} timeZone="Asia/Kolkata" deskOpen={false} />);
    await user.click(screen.getByRole("button", { name: "Show the bookings on these days" }));
    expect(calls).toEqual([]);
    expect(screen.getByLabelText("Doctor (required)")).toHaveAccessibleDescription("Choose the doctor.");
    expect(screen.getByRole("textbox", { name: "First day (required)" })).toHaveAccessibleDescription(expect.stringContaining("Enter the first day of the leave."));

    await fill(user);
    await user.click(screen.getByRole("button", { name: "Show the bookings on these days" }));
    await screen.findByRole("heading", { name: "One booking is on these days" });
    // An editor cannot open the desk: the reference is shown, not linked.
    expect(screen.queryByRole("link", { name: /on the bookings desk/ })).toBeNull();
    const last = screen.getByRole("textbox", { name: "Last day (required)" });
    await user.clear(last);
    await user.type(last, "12/01/2026");
    expect(screen.queryByRole("heading", { name: /on these days/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Show the bookings on these days" }));
    expect(calls).toHaveLength(1);
    expect(last).toHaveAccessibleDescription(expect.stringContaining("12/01/2026 could be 12 January or 1 December."));
  });

  it("shows the server's refusal next to its field", async () => {
    const user = userEvent.setup();
    answer = () =>
      Response.json(
        { success: 0, message: "This leave is already over: its last day is before today.", code: "leave_over", errors: [{ path: "toDate", message: "This leave is already over: its last day is before today." }] },
        { status: 400 },
      );
    render(<LeaveForm doctors={DOCTORS} timeZone="Asia/Kolkata" deskOpen />);
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Show the bookings on these days" }));
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Last day (required)" })).toHaveAccessibleDescription(expect.stringContaining("This leave is already over")));
  });
});
