import "@testing-library/jest-dom";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { ApiError } from "@/lib/api/client";
import { StepUpDialog } from "./step-up-dialog";

// The step-up dialog against stubbed calls: it registers itself as the console client's prompt;
// asked, it opens modal with its heading focused and every method offered (the passkey first);
// a code given answers true and closes it, focus back where it was; Escape or Cancel answers
// false; a wrong code is said next to the field and the question stays open.

jest.mock("@/lib/api/console-calls", () => ({ factorOptions: jest.fn(), verifyFactor: jest.fn() }));
jest.mock("@simplewebauthn/browser", () => ({ browserSupportsWebAuthn: jest.fn(() => true), startAuthentication: jest.fn() }));
jest.mock("@/lib/api/console-client", () => ({ setStepUpPrompt: jest.fn(() => () => {}) }));

const calls = jest.requireMock("@/lib/api/console-calls") as { verifyFactor: jest.Mock };
const client = jest.requireMock("@/lib/api/console-client") as { setStepUpPrompt: jest.Mock };
const ME = { id: "6e7f9b34-1a2b-4c3d-8e9f-0a1b2c3d4e5f", email: "priya@hospital.example", name: "Priya Deshmukh", role: "admin" as const };

beforeAll(() => {
  // jsdom has <dialog> without showModal and close.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
});
beforeEach(() => jest.clearAllMocks());

/** The page with a button that had focus when the change was refused, and the prompt asked. */
function ask(): Promise<boolean> {
  render(
    <>
      <button type="button">Settle the payment</button>
      <StepUpDialog />
    </>,
  );
  screen.getByRole("button", { name: "Settle the payment" }).focus();
  const prompt = client.setStepUpPrompt.mock.calls.at(-1)?.[0] as () => Promise<boolean>;
  let answer!: Promise<boolean>;
  act(() => {
    answer = prompt();
  });
  return answer;
}

describe("StepUpDialog", () => {
  it("opens modal with its heading focused and the passkey offered first", () => {
    void ask();
    const dialog = screen.getByRole("dialog", { name: "Confirm it is you" });
    expect(dialog).toHaveAttribute("open");
    expect(screen.getByRole("heading", { name: "Confirm it is you" })).toHaveFocus();
    const buttons = screen.getAllByRole("button").map((b) => b.textContent);
    expect(buttons.indexOf("Use your passkey")).toBeLessThan(buttons.indexOf("Confirm"));
  });

  it("answers true once a code is given, and gives focus back", async () => {
    calls.verifyFactor.mockResolvedValue({ me: ME, recoveryCodesLeft: null });
    const answer = ask();
    fireEvent.change(screen.getByRole("textbox", { name: "Code from your authenticator app" }), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(answer).resolves.toBe(true);
    expect(calls.verifyFactor).toHaveBeenCalledWith({ method: "totp", code: "123456" }, { keepPage: false });
    expect(screen.getByRole("button", { name: "Settle the payment" })).toHaveFocus();
  });

  it("keeps asking after a wrong code, said next to the field", async () => {
    calls.verifyFactor.mockRejectedValue(new ApiError("That did not work: check the code, or wait for your app's next one (each code works once), or try your passkey again.", 400, [{ path: "code", message: "That did not work: check the code, or wait for your app's next one (each code works once), or try your passkey again." }], "factor_failed"));
    void ask();
    const field = screen.getByRole("textbox", { name: "Code from your authenticator app" });
    fireEvent.change(field, { target: { value: "000000" } });
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining("That did not work: check the code")));
    expect(screen.getByRole("dialog")).toHaveAttribute("open");
  });

  it("answers false on Escape and on Cancel", async () => {
    const first = ask();
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    await expect(first).resolves.toBe(false);
    expect(screen.getByRole("button", { name: "Settle the payment" })).toHaveFocus();

    const prompt = client.setStepUpPrompt.mock.calls.at(-1)?.[0] as () => Promise<boolean>;
    let second!: Promise<boolean>;
    act(() => {
      second = prompt();
    });
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await expect(second).resolves.toBe(false);
  });
});
