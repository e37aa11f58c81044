import "@testing-library/jest-dom";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { StaffSessionView } from "@/lib/contracts/staff";
import { SessionList } from "./session-list";

// The sessions page's list against a stubbed server: each button names the session it ends (its
// device and last use, or that it is the one in use), ending one says so in a status message
// that stays, focus goes to the list's heading (the button leaves with its row), and a refusal
// is shown in the same message.

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

const ZONE = "Asia/Kolkata";
const SESSIONS: StaffSessionView[] = [
  { id: "5b0c6f36-3f5e-4d8e-9a53-3d8a3c1f7e21", device: "Chrome on Windows", network: "203.0.113.x", signedInAt: "2026-12-07T04:00:00.000Z", lastUsedAt: "2026-12-07T05:00:00.000Z", current: true },
  { id: "7c1d7a47-4a6f-4e9f-8b64-4e9b4d2a8f32", device: "Firefox on Linux", network: "198.51.100.x", signedInAt: "2026-12-06T03:30:00.000Z", lastUsedAt: "2026-12-06T10:15:00.000Z", current: false },
  { id: "8d2e8b58-5b70-4fa0-9c75-5fac5e3b9043", device: "Unknown browser", network: null, signedInAt: "2026-12-06T03:30:00.000Z", lastUsedAt: "2026-12-06T09:00:00.000Z", current: false },
];

let calls: { path: string; body: unknown }[];
let answer: () => Response;
beforeEach(() => {
  refresh.mockReset();
  calls = [];
  answer = () => Response.json({ success: 1, data: { id: SESSIONS[1].id, current: false } });
  window.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    calls.push({ path: new URL(request.url).pathname, body: await request.clone().json() });
    return answer();
  }) as typeof fetch;
});

const LIFETIMES = "A session ends after 30 minutes without use and 12 hours after signing in.";
const FIREFOX = "End this session: Firefox on Linux, last used Sun, 6 Dec, 3:45 pm from 198.51.100.x";

describe("SessionList", () => {
  it("marks this browser's session and names each button with the session it ends", () => {
    render(<SessionList sessions={SESSIONS} timeZone={ZONE} lifetimes={LIFETIMES} />);
    expect(screen.getByRole("rowheader", { name: "Chrome on Windows (this browser)" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "End this session: Chrome on Windows, the one you are using now (you will be signed out)" })).toHaveTextContent(/^End this session$/);
    expect(screen.getByRole("button", { name: FIREFOX })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "End this session: Unknown browser, last used Sun, 6 Dec, 2:30 pm" })).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "Not recorded" })).toBeInTheDocument();
    expect(screen.getByText(/no map of addresses to towns/)).toHaveTextContent(LIFETIMES);
  });

  it("ends another session by its id, says so in a status message, moves focus to the heading and reads the page again", async () => {
    render(<SessionList sessions={SESSIONS} timeZone={ZONE} lifetimes={LIFETIMES} />);
    fireEvent.click(screen.getByRole("button", { name: FIREFOX }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(calls).toEqual([{ path: "/api/admin/auth/sessions/end", body: { id: SESSIONS[1].id } }]);
    expect(screen.getByRole("status")).toHaveTextContent("Ended the session of Firefox on Linux, last used Sun, 6 Dec, 3:45 pm from 198.51.100.x. Its next request will be refused.");
    expect(screen.getByRole("heading", { name: "Signed in now" })).toHaveFocus();
  });

  it("shows the server's refusal in the same message", async () => {
    answer = () => Response.json({ success: 0, message: "There is no such session of yours: it may have ended already." }, { status: 404 });
    render(<SessionList sessions={SESSIONS} timeZone={ZONE} lifetimes={LIFETIMES} />);
    fireEvent.click(screen.getByRole("button", { name: FIREFOX }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("There is no such session of yours: it may have ended already."));
    expect(refresh).not.toHaveBeenCalled();
  });
});
