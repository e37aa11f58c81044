import "@testing-library/jest-dom";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { ApiError } from "@/lib/api/client";
import type { Factors } from "@/lib/contracts/staff-factors";
import { FactorList } from "./factor-list";

// The security page's list against stubbed calls: each factor by name, kind and dates; "Remove"
// asked twice, then removed (said in the status message, the page read again) or refused as the
// account's last one (the server's message shown); new recovery codes shown once.

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
jest.mock("@/lib/api/console-calls", () => ({
  removeFactor: jest.fn(),
  newRecoveryCodes: jest.fn(),
  startTotp: jest.fn(),
  confirmTotp: jest.fn(),
  passkeyOptions: jest.fn(),
  registerPasskey: jest.fn(),
}));
jest.mock("@simplewebauthn/browser", () => ({ browserSupportsWebAuthn: jest.fn(() => true), startRegistration: jest.fn(), startAuthentication: jest.fn() }));

const calls = jest.requireMock("@/lib/api/console-calls") as Record<"removeFactor" | "newRecoveryCodes", jest.Mock>;

const LAPTOP = { id: "9f0a1b2c-3d4e-4f50-8a6b-7c8d9e0f1a2b", kind: "passkey" as const, name: "Work laptop", createdAt: "2026-12-01T04:00:00.000Z", lastUsedAt: "2026-12-06T10:15:00.000Z" };
const PHONE = { id: "0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d", kind: "totp" as const, name: "Authenticator app", createdAt: "2026-12-02T04:00:00.000Z", lastUsedAt: null };
const FACTORS: Factors = { factors: [LAPTOP, PHONE], recoveryCodesLeft: 7 };

beforeEach(() => {
  jest.clearAllMocks();
});

const show = (factors: Factors = FACTORS) => render(<FactorList factors={factors} timeZone="Asia/Kolkata" />);

describe("FactorList", () => {
  it("lists each factor with its kind and dates, and the recovery codes left", () => {
    show();
    expect(screen.getByRole("rowheader", { name: "Work laptop" })).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "Passkey" })).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "Authenticator app" })).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "Sun, 6 Dec, 3:45 pm" })).toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "Never" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Recovery codes: 7 left" })).toBeInTheDocument();
    // One authenticator app per account: adding another is not offered.
    expect(screen.getByRole("button", { name: "Add a passkey" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add an authenticator app" })).not.toBeInTheDocument();
  });

  it("removes a factor after asking, says so and reads the page again", async () => {
    calls.removeFactor.mockResolvedValue(undefined);
    show();
    fireEvent.click(screen.getByRole("button", { name: "Remove Work laptop (Passkey)" }));
    expect(calls.removeFactor).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Yes, remove it" }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(calls.removeFactor).toHaveBeenCalledWith({ id: LAPTOP.id });
    expect(screen.getByRole("status")).toHaveTextContent("Removed Work laptop. It can no longer be used to sign in.");
    expect(screen.getByRole("heading", { name: "Your second factors" })).toHaveFocus();
  });

  it("shows the server's refusal to remove the last factor", async () => {
    const message = "This is your only second factor: add another before removing it.";
    calls.removeFactor.mockRejectedValue(new ApiError(message, 409, undefined, "last_factor"));
    show({ factors: [LAPTOP], recoveryCodesLeft: 10 });
    fireEvent.click(screen.getByRole("button", { name: "Remove Work laptop (Passkey)" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, remove it" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(message));
    expect(refresh).not.toHaveBeenCalled();
    expect(screen.getByRole("rowheader", { name: "Work laptop" })).toBeInTheDocument();
  });

  it("makes new recovery codes after asking and shows them once", async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `code-${i}-abcdefgh`);
    calls.newRecoveryCodes.mockResolvedValue(codes);
    show();
    fireEvent.click(screen.getByRole("button", { name: "Make new recovery codes" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, make new codes" }));
    expect(await screen.findByRole("heading", { name: "Your recovery codes" })).toHaveFocus();
    expect(screen.getAllByRole("listitem")).toHaveLength(10);
    const doneButton = screen.getByRole("button", { name: "Done" });
    expect(doneButton).toBeDisabled();
    fireEvent.click(screen.getByRole("checkbox", { name: "I have kept my recovery codes somewhere safe" }));
    fireEvent.click(doneButton);
    expect(screen.queryByRole("heading", { name: "Your recovery codes" })).not.toBeInTheDocument();
    expect(refresh).toHaveBeenCalled();
  });
});
