import "@testing-library/jest-dom";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ShortLinkEntry } from "@/lib/contracts/short-links";
import { ShortLinkActions, ShortLinkCreateForm } from "./short-link-form";

// The console's short-link forms against a stubbed server: the server's refusals next to their
// fields, an edit on an old version (409 `stale`) showing what changed, and a delete asked twice.

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

const ZONE = "Asia/Kolkata";
const link: ShortLinkEntry = {
  id: "open-day",
  target: "/about",
  permanent: false,
  expiresAt: null,
  hitCount: 3,
  createdAt: "2026-11-01T04:00:00.000Z",
  updatedAt: "2026-11-01T04:00:00.000Z",
  createdBy: "editor@hospital.example",
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

describe("ShortLinkCreateForm", () => {
  it("sends the link with the expiry read in the hospital's time zone", async () => {
    answer = () => Response.json({ success: 1, data: { ...link, id: "heart-camp", target: "/gallery" } }, { status: 201 });
    render(<ShortLinkCreateForm siteUrl="https://hospital.example" timeZone={ZONE} />);
    fireEvent.change(screen.getByLabelText("Id (optional)"), { target: { value: "heart-camp" } });
    fireEvent.change(screen.getByLabelText("Leads to"), { target: { value: "/gallery" } });
    fireEvent.change(screen.getByLabelText("Kind of redirect"), { target: { value: "true" } });
    // A day as the console shows it (never the browser's mm/dd/yyyy) and a time.
    fireEvent.change(screen.getByLabelText("Expires: day"), { target: { value: "31 Dec 2099" } });
    fireEvent.change(screen.getByLabelText("Expires: time"), { target: { value: "18:00" } });
    fireEvent.click(screen.getByRole("button", { name: "Create the short link" }));
    expect(await screen.findByRole("status")).toHaveTextContent("https://hospital.example/p/heart-camp now leads to /gallery");
    expect(calls).toEqual([{ path: "/api/admin/links/create", body: { id: "heart-camp", target: "/gallery", permanent: true, expiresAt: "2099-12-31T18:00:00.000+05:30" } }]);
    expect(refresh).toHaveBeenCalled();
  });

  it("refuses a target outside the site before sending, next to the field", async () => {
    render(<ShortLinkCreateForm siteUrl="https://hospital.example" timeZone={ZONE} />);
    fireEvent.change(screen.getByLabelText("Leads to"), { target: { value: "https://evil.example" } });
    fireEvent.click(screen.getByRole("button", { name: "Create the short link" }));
    await waitFor(() => expect(screen.getByLabelText("Leads to")).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByLabelText("Leads to")).toHaveAccessibleDescription(/not another website/);
    expect(calls).toEqual([]);
  });

  it("shows the server's refusal of a taken id next to the id", async () => {
    answer = () => Response.json({ success: 0, message: 'The id "cardio" is taken by another link.', code: "id_taken", errors: [{ path: "id", message: "is taken by another link" }] }, { status: 409 });
    render(<ShortLinkCreateForm siteUrl="https://hospital.example" timeZone={ZONE} />);
    fireEvent.change(screen.getByLabelText("Id (optional)"), { target: { value: "cardio" } });
    fireEvent.change(screen.getByLabelText("Leads to"), { target: { value: "/gallery" } });
    fireEvent.click(screen.getByRole("button", { name: "Create the short link" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("is taken by another link");
    expect(screen.getByLabelText("Id (optional)")).toHaveAccessibleDescription(/is taken by another link/);
  });
});

describe("ShortLinkActions", () => {
  it("sends only what changed with the version loaded; on 409 stale shows what someone else changed, keeps what the editor typed, takes theirs elsewhere, and saves on the new version", async () => {
    const theirs = { ...link, target: "/career", permanent: true, updatedAt: "2026-11-02T04:00:00.000Z" };
    answer = (_path, body) =>
      body.updatedAt === link.updatedAt
        ? Response.json({ success: 0, message: "Someone changed this link.", code: "stale", current: theirs }, { status: 409 })
        : Response.json({ success: 1, data: { ...theirs, target: "/gallery", updatedAt: "2026-11-03T04:00:00.000Z" } });
    render(<ShortLinkActions link={link} timeZone={ZONE} />);
    fireEvent.click(screen.getByRole("button", { name: "Edit /p/open-day" }));
    fireEvent.change(screen.getByLabelText("Leads to"), { target: { value: "/gallery" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Leads to: was /about, now /career");
    expect(alert).toHaveTextContent("Kind: was temporary (302), now permanent (301)");
    expect(screen.getByLabelText("Leads to")).toHaveValue("/gallery");
    expect(screen.getByLabelText("Kind of redirect")).toHaveValue("true");
    fireEvent.click(screen.getByRole("button", { name: "Save mine instead" }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(calls.map((c) => c.body)).toEqual([
      { id: "open-day", updatedAt: link.updatedAt, target: "/gallery" },
      { id: "open-day", updatedAt: theirs.updatedAt, target: "/gallery" },
    ]);
    expect(screen.getByRole("button", { name: "Edit /p/open-day" })).toBeInTheDocument();
  });

  it("deletes only when asked twice", async () => {
    answer = () => Response.json({ success: 1, data: { id: "open-day" } });
    render(<ShortLinkActions link={link} timeZone={ZONE} />);
    fireEvent.click(screen.getByRole("button", { name: "Delete /p/open-day" }));
    expect(calls).toEqual([]);
    expect(screen.getByRole("group", { name: "Delete /p/open-day?" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Keep it" }));
    expect(screen.queryByRole("group")).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Delete /p/open-day" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, delete /p/open-day" }));
    await waitFor(() => expect(calls).toEqual([{ path: "/api/admin/links/delete", body: { id: "open-day" } }]));
  });
});
