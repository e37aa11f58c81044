import "@testing-library/jest-dom";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { ApiError } from "@/lib/api/client";
import { EnrolFactor } from "./enrol-factor";

// Setting up the first second factor at sign-in, against stubbed calls: the authenticator app's
// QR code and its key as text, its first code confirmed (a wrong one said next to the field); a
// passkey made by the browser and saved with its name; then the recovery codes, shown once, and
// "Continue to the console" only once the person says they kept them.

jest.mock("@/lib/api/console-calls", () => ({ startTotp: jest.fn(), confirmTotp: jest.fn(), passkeyOptions: jest.fn(), registerPasskey: jest.fn() }));
jest.mock("@simplewebauthn/browser", () => ({ browserSupportsWebAuthn: jest.fn(() => true), startRegistration: jest.fn(), startAuthentication: jest.fn() }));

const calls = jest.requireMock("@/lib/api/console-calls") as Record<"startTotp" | "confirmTotp" | "passkeyOptions" | "registerPasskey", jest.Mock>;
const webauthn = jest.requireMock("@simplewebauthn/browser") as { startRegistration: jest.Mock };

const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const CODES = ["7kq2-m9xt-4hpa", "b3nd-8wqe-r2zc", "p5vh-t6ky-9smf", "c8xr-2jwn-q4dl", "h7mt-k3ce-v9ba", "z2fq-w8up-6nyg", "e4rj-s7vd-1ktx", "u9lb-d5hn-3wqm", "g6ys-a2cz-8pfe", "n1wk-x4tb-7rjh"];
const factor = (kind: "passkey" | "totp", name: string) => ({ id: "9f0a1b2c-3d4e-4f50-8a6b-7c8d9e0f1a2b", kind, name, createdAt: "2026-12-07T05:00:00.000Z", lastUsedAt: null });

beforeEach(() => {
  jest.clearAllMocks();
  calls.startTotp.mockResolvedValue({ secret: SECRET, uri: `otpauth://totp/Hospital:priya?secret=${SECRET}`, qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>' });
});

async function startApp() {
  render(<EnrolFactor name="Priya Deshmukh" onFinished={finished} />);
  fireEvent.click(screen.getByRole("radio", { name: "With an authenticator app on your phone" }));
  fireEvent.click(screen.getByRole("button", { name: "Show the QR code" }));
  return screen.findByRole("img", { name: "QR code to add the staff console to your authenticator app" });
}
const finished = jest.fn();

describe("EnrolFactor: an authenticator app", () => {
  it("shows the QR code and the key to type, grouped in fours", async () => {
    const qr = await startApp();
    expect(qr.closest("figure")).toBeInTheDocument();
    expect(qr.querySelector("svg")).toBeInTheDocument();
    expect(screen.getByText("Or type this key:", { exact: false })).toBeInTheDocument();
    expect(screen.getByText("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP").tagName).toBe("CODE");
    const code = screen.getByRole("textbox", { name: "The code your app shows now" });
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    expect(code).toHaveAttribute("inputmode", "numeric");
  });

  it("says a wrong first code next to the field", async () => {
    calls.confirmTotp.mockRejectedValue(new ApiError("That did not work: check the code, or wait for your app's next one (each code works once), or try your passkey again.", 400, [{ path: "code", message: "That did not work: check the code, or wait for your app's next one (each code works once), or try your passkey again." }], "factor_failed"));
    await startApp();
    const code = screen.getByRole("textbox", { name: "The code your app shows now" });
    fireEvent.change(code, { target: { value: "111111" } });
    fireEvent.click(screen.getByRole("button", { name: "Confirm the app" }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining("That did not work: check the code")));
    expect(finished).not.toHaveBeenCalled();
  });

  it("confirms the app, then shows the recovery codes once; continuing waits for the tick", async () => {
    calls.confirmTotp.mockResolvedValue({ factor: factor("totp", "Phone"), recoveryCodes: CODES });
    await startApp();
    fireEvent.change(screen.getByRole("textbox", { name: "The code your app shows now" }), { target: { value: "123456" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Name of this app (optional)" }), { target: { value: "Phone" } });
    fireEvent.click(screen.getByRole("button", { name: "Confirm the app" }));

    expect(await screen.findByRole("heading", { name: "Your recovery codes" })).toHaveFocus();
    expect(calls.confirmTotp).toHaveBeenCalledWith({ code: "123456", name: "Phone" }, { keepPage: true });
    const list = screen.getByRole("list", { name: "Recovery codes" });
    expect(within(list).getAllByRole("listitem").map((item) => item.textContent)).toEqual(CODES);

    const go = screen.getByRole("button", { name: "Continue to the console" });
    expect(go).toBeDisabled();
    fireEvent.click(screen.getByRole("checkbox", { name: "I have kept my recovery codes somewhere safe" }));
    expect(go).toBeEnabled();
    fireEvent.click(go);
    expect(finished).toHaveBeenCalledTimes(1);
  });

  it("downloads the codes as a text file", async () => {
    calls.confirmTotp.mockResolvedValue({ factor: factor("totp", "Authenticator app"), recoveryCodes: CODES });
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return "blob:codes";
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    await startApp();
    fireEvent.change(screen.getByRole("textbox", { name: "The code your app shows now" }), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Confirm the app" }));
    fireEvent.click(await screen.findByRole("button", { name: "Download as a text file" }));
    expect(click).toHaveBeenCalled();
    expect(blobs[0].type).toBe("text/plain;charset=utf-8");
    const text = await blobs[0].text();
    for (const code of CODES) expect(text).toContain(code);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:codes");
    click.mockRestore();
  });
});

describe("EnrolFactor: a passkey", () => {
  it("asks for a name, makes the passkey in the browser and saves it", async () => {
    const options = { challenge: "xyz", rp: { name: "Hospital" } };
    const response = { id: "cred", rawId: "cred", type: "public-key", response: {}, clientExtensionResults: {} };
    calls.passkeyOptions.mockResolvedValue(options);
    webauthn.startRegistration.mockResolvedValue(response);
    calls.registerPasskey.mockResolvedValue({ factor: factor("passkey", "Work laptop"), recoveryCodes: CODES });
    render(<EnrolFactor name="Priya Deshmukh" onFinished={finished} />);
    fireEvent.click(screen.getByRole("radio", { name: "With a passkey (fingerprint, face or PIN)" }));

    fireEvent.click(screen.getByRole("button", { name: "Make the passkey" }));
    const name = screen.getByRole("textbox", { name: "Name of this passkey" });
    await waitFor(() => expect(name).toHaveAttribute("aria-invalid", "true"));
    expect(calls.passkeyOptions).not.toHaveBeenCalled();

    fireEvent.change(name, { target: { value: "Work laptop" } });
    fireEvent.click(screen.getByRole("button", { name: "Make the passkey" }));
    expect(await screen.findByRole("heading", { name: "Your recovery codes" })).toBeInTheDocument();
    expect(webauthn.startRegistration).toHaveBeenCalledWith({ optionsJSON: options });
    expect(calls.registerPasskey).toHaveBeenCalledWith({ name: "Work laptop", response }, { keepPage: true });
  });
});
