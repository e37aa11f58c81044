import "@testing-library/jest-dom";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { StaffAccount } from "@/lib/contracts/staff";
import { StaffAdmin } from "./staff-admin";

// Staff accounts (admin) against a stubbed server: "End all sessions of …" names the account,
// sends its id to the admin's call, and is offered for neither the admin's own account nor a
// disabled one (whose sessions ended when it was disabled). "Reset second factor of …" is asked
// twice, and its outcome (the sessions it ended) stays in a status message.

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

const account = (id: string, name: string, disabled = false): StaffAccount => ({
  id,
  email: `${name.split(" ")[0].toLowerCase()}@hospital.example`,
  name,
  role: "front_desk",
  disabled,
  lastSignInAt: null,
  createdAt: "2026-12-01T04:00:00.000Z",
});
const ME = account("6e7f9b34-1a2b-4c3d-8e9f-0a1b2c3d4e5f", "Priya Deshmukh");
const DESK = account("7c1d7a47-4a6f-4e9f-8b64-4e9b4d2a8f32", "Anil Pawar");
const GONE = account("8d2e8b58-5b70-4fa0-9c75-5fac5e3b9043", "Meera Joshi", true);

let calls: { path: string; body: unknown }[];
let answer: () => Response;
beforeEach(() => {
  refresh.mockReset();
  calls = [];
  answer = () => Response.json({ success: 1, data: { id: DESK.id, ended: 2 } });
  window.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    calls.push({ path: new URL(request.url).pathname, body: await request.clone().json() });
    return answer();
  }) as typeof fetch;
});

describe("StaffAdmin: ending another account's sessions", () => {
  it("is offered for another active account only, and sends that account's id", async () => {
    render(<StaffAdmin accounts={[ME, DESK, GONE]} meId={ME.id} timeZone="Asia/Kolkata" />);
    expect(screen.queryByRole("button", { name: "End all sessions of Priya Deshmukh" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "End all sessions of Meera Joshi" })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "End all sessions of Anil Pawar" }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(calls).toEqual([{ path: "/api/admin/staff/sessions/end", body: { id: DESK.id } }]);
  });
});

describe("StaffAdmin: resetting another account's second factor", () => {
  it("asks first, sends the account's id, and says how many sessions ended and that they set one up again", async () => {
    answer = () => Response.json({ success: 1, data: { id: DESK.id, sessionsEnded: 2 } });
    render(<StaffAdmin accounts={[ME, DESK, GONE]} meId={ME.id} timeZone="Asia/Kolkata" />);
    expect(screen.queryByRole("button", { name: "Reset second factor of Priya Deshmukh" })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Reset second factor of Anil Pawar" }));
    expect(calls).toEqual([]);
    expect(screen.getByRole("group", { name: "Reset the second factor of Anil Pawar?" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Yes, reset it" }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(calls).toEqual([{ path: "/api/admin/staff/factors/reset", body: { id: DESK.id } }]);
    expect(screen.getByRole("status")).toHaveTextContent("Reset the second factor of Anil Pawar: 2 sessions ended. They set up a new one at their next sign-in.");
    expect(screen.getByRole("heading", { name: "Accounts" })).toHaveFocus();
  });

  it("keeps the account as it is when the admin changes their mind", () => {
    render(<StaffAdmin accounts={[ME, DESK]} meId={ME.id} timeZone="Asia/Kolkata" />);
    fireEvent.click(screen.getByRole("button", { name: "Reset second factor of Anil Pawar" }));
    fireEvent.click(screen.getByRole("button", { name: "Keep it" }));
    expect(calls).toEqual([]);
    expect(screen.getByRole("button", { name: "Reset second factor of Anil Pawar" })).toBeInTheDocument();
  });
});
