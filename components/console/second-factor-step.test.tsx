import "@testing-library/jest-dom";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { ApiError } from "@/lib/api/client";
import type { SignInStep } from "@/lib/contracts/staff-factors";
import { SecondFactorStep } from "./second-factor-step";

// The sign-in's second step against stubbed calls: an app's code or a recovery code is sent as
// its kind, a wrong one is said next to the field, too many tries in the alert, a passkey goes
// through the browser's WebAuthn; after a recovery code the codes left are said before going on.

jest.mock("@/lib/api/console-calls", () => ({ factorOptions: jest.fn(), verifyFactor: jest.fn() }));
jest.mock("@simplewebauthn/browser", () => ({ browserSupportsWebAuthn: jest.fn(() => true), startAuthentication: jest.fn() }));

const calls = jest.requireMock("@/lib/api/console-calls") as { factorOptions: jest.Mock; verifyFactor: jest.Mock };
const webauthn = jest.requireMock("@simplewebauthn/browser") as { browserSupportsWebAuthn: jest.Mock; startAuthentication: jest.Mock };

const ME = { id: "6e7f9b34-1a2b-4c3d-8e9f-0a1b2c3d4e5f", email: "priya@hospital.example", name: "Priya Deshmukh", role: "admin" as const };
const STEP: SignInStep = { name: "Priya Deshmukh", next: "factor", methods: ["passkey", "totp", "recovery"] };
// As the server refuses a wrong factor: one message, and the code named as the field at fault.
const WRONG = new ApiError("That did not work: check the code, or wait for your app's next one (each code works once), or try your passkey again.", 400, [{ path: "code", message: "That did not work: check the code, or wait for your app's next one (each code works once), or try your passkey again." }], "factor_failed");

beforeEach(() => {
  jest.clearAllMocks();
  webauthn.browserSupportsWebAuthn.mockReturnValue(true);
});

const appCode = () => screen.getByRole("textbox", { name: "Code from your authenticator app" });

describe("SecondFactorStep", () => {
  it("sends an authenticator code as totp and finishes the sign-in", async () => {
    calls.verifyFactor.mockResolvedValue({ me: ME, recoveryCodesLeft: null });
    const finished = jest.fn();
    render(<SecondFactorStep step={STEP} onFinished={finished} />);
    const field = appCode();
    expect(field).toHaveAttribute("autocomplete", "one-time-code");
    expect(field).toHaveAttribute("inputmode", "numeric");
    fireEvent.change(field, { target: { value: "123 456" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(finished).toHaveBeenCalled());
    expect(calls.verifyFactor).toHaveBeenCalledWith({ method: "totp", code: "123 456" }, { keepPage: true });
  });

  it("shows a wrong code next to the field, and keeps the step", async () => {
    calls.verifyFactor.mockRejectedValue(WRONG);
    const finished = jest.fn();
    render(<SecondFactorStep step={STEP} onFinished={finished} />);
    fireEvent.change(appCode(), { target: { value: "000000" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(appCode()).toHaveAccessibleDescription(expect.stringContaining(WRONG.message)));
    expect(appCode()).toHaveAttribute("aria-invalid", "true");
    expect(finished).not.toHaveBeenCalled();
  });

  it("checks the code's shape before sending it", async () => {
    render(<SecondFactorStep step={STEP} onFinished={jest.fn()} />);
    fireEvent.change(appCode(), { target: { value: "12345" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(appCode()).toHaveAccessibleDescription(expect.stringContaining("Enter the 6-digit code from your authenticator app")));
    expect(calls.verifyFactor).not.toHaveBeenCalled();
  });

  it("says too many tries in the alert", async () => {
    calls.verifyFactor.mockRejectedValue(new ApiError("Too many tries: wait 5 minutes and try again.", 429, undefined, "rate_limited"));
    render(<SecondFactorStep step={STEP} onFinished={jest.fn()} />);
    fireEvent.change(appCode(), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many tries: wait 5 minutes and try again.");
  });

  it("after a recovery code says how many are left before going on", async () => {
    calls.verifyFactor.mockResolvedValue({ me: ME, recoveryCodesLeft: 9 });
    const finished = jest.fn();
    render(<SecondFactorStep step={STEP} onFinished={finished} />);
    fireEvent.click(screen.getByRole("button", { name: "Use a recovery code instead" }));
    const field = screen.getByRole("textbox", { name: "Recovery code" });
    expect(field).toHaveFocus();
    expect(field).not.toHaveAttribute("inputmode");
    fireEvent.change(field, { target: { value: "7KQ2-M9XT-4HPA" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("You have 9 recovery codes left.")).toHaveFocus();
    expect(calls.verifyFactor).toHaveBeenCalledWith({ method: "recovery", code: "7KQ2-M9XT-4HPA" }, { keepPage: true });
    expect(finished).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Continue to the console" }));
    expect(finished).toHaveBeenCalled();
  });

  it("gives a passkey: the server's options to the browser, its answer to the server", async () => {
    const options = { challenge: "abc", allowCredentials: [] };
    const response = { id: "cred", rawId: "cred", type: "public-key", response: {}, clientExtensionResults: {} };
    calls.factorOptions.mockResolvedValue(options);
    webauthn.startAuthentication.mockResolvedValue(response);
    calls.verifyFactor.mockResolvedValue({ me: ME, recoveryCodesLeft: null });
    const finished = jest.fn();
    render(<SecondFactorStep step={STEP} onFinished={finished} />);
    fireEvent.click(screen.getByRole("button", { name: "Use your passkey" }));
    await waitFor(() => expect(finished).toHaveBeenCalled());
    expect(webauthn.startAuthentication).toHaveBeenCalledWith({ optionsJSON: options });
    expect(calls.verifyFactor).toHaveBeenCalledWith({ method: "passkey", response }, { keepPage: true });
  });

  it("says a passkey the server refused in the alert, not against the code field", async () => {
    calls.factorOptions.mockResolvedValue({ challenge: "abc" });
    webauthn.startAuthentication.mockResolvedValue({ id: "cred", rawId: "cred", type: "public-key", response: {} });
    calls.verifyFactor.mockRejectedValue(WRONG);
    render(<SecondFactorStep step={STEP} onFinished={jest.fn()} />);
    fireEvent.click(screen.getByRole("button", { name: "Use your passkey" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(WRONG.message);
    expect(appCode()).not.toHaveAttribute("aria-invalid");
  });

  it("says a passkey cancelled in the browser in the alert", async () => {
    calls.factorOptions.mockResolvedValue({ challenge: "abc" });
    webauthn.startAuthentication.mockRejectedValue(new Error("The operation either timed out or was not allowed."));
    render(<SecondFactorStep step={STEP} onFinished={jest.fn()} />);
    fireEvent.click(screen.getByRole("button", { name: "Use your passkey" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/The passkey was not used/);
    expect(calls.verifyFactor).not.toHaveBeenCalled();
  });

  it("offers only the account's methods", () => {
    render(<SecondFactorStep step={{ ...STEP, methods: ["totp", "recovery"] }} onFinished={jest.fn()} />);
    expect(screen.queryByRole("button", { name: "Use your passkey" })).not.toBeInTheDocument();
    expect(appCode()).toBeInTheDocument();
  });
});
