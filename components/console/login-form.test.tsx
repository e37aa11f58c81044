import "@testing-library/jest-dom";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { CONSOLE_ROUTES } from "@/lib/routes";
import { LoginForm } from "./login-form";

// The sign-in's two steps on one page, against stubbed calls: the right password brings the
// second step (its heading focused) in place of the form; a session that already gave its
// password starts at that step; "Start again" signs out and brings the password form back.

jest.mock("@/lib/api/console-calls", () => ({ signIn: jest.fn(), signOut: jest.fn(), factorOptions: jest.fn(), verifyFactor: jest.fn(), startTotp: jest.fn() }));
jest.mock("@simplewebauthn/browser", () => ({ browserSupportsWebAuthn: jest.fn(() => true), startAuthentication: jest.fn(), startRegistration: jest.fn() }));

const calls = jest.requireMock("@/lib/api/console-calls") as Record<"signIn" | "signOut" | "verifyFactor", jest.Mock>;

beforeEach(() => jest.clearAllMocks());

function typePassword() {
  fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: "priya@hospital.example" } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: "a long enough password" } });
  fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
}

describe("LoginForm", () => {
  it("shows the second factor's step after the password, without leaving the page", async () => {
    calls.signIn.mockResolvedValue({ name: "Priya Deshmukh", next: "factor", methods: ["totp", "recovery"] });
    render(<LoginForm next={CONSOLE_ROUTES.home} />);
    typePassword();
    expect(await screen.findByRole("heading", { name: "Your second factor" })).toHaveFocus();
    expect(calls.signIn).toHaveBeenCalledWith({ email: "priya@hospital.example", password: "a long enough password" });
    expect(screen.queryByLabelText("Password")).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Code from your authenticator app" })).toBeInTheDocument();
  });

  it("shows enrolment for an account with no second factor yet", async () => {
    calls.signIn.mockResolvedValue({ name: "Priya Deshmukh", next: "enrol", methods: [] });
    render(<LoginForm next={CONSOLE_ROUTES.home} />);
    typePassword();
    expect(await screen.findByRole("heading", { name: "Set up your second factor" })).toHaveFocus();
  });

  it("starts at the step the server says is due, and Start again signs out back to the password", async () => {
    calls.signOut.mockResolvedValue(undefined);
    render(<LoginForm next={CONSOLE_ROUTES.home} step={{ name: "Priya Deshmukh", next: "factor", methods: ["passkey", "totp", "recovery"] }} />);
    expect(screen.getByRole("heading", { name: "Your second factor" })).not.toHaveFocus();
    fireEvent.click(screen.getByRole("button", { name: "Start again (sign out)" }));
    await waitFor(() => expect(screen.getByLabelText("E-mail")).toHaveFocus());
    expect(calls.signOut).toHaveBeenCalled();
    expect(screen.queryByRole("heading", { name: "Your second factor" })).not.toBeInTheDocument();
  });
});
