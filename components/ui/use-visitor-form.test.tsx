import { useEffect } from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { ApiError } from "@/lib/api/client";
import { Field } from "./form-field";
import { useVisitorForm } from "./use-visitor-form";

// The one state of the site's forms: the alert and the confirmation take focus once they are on
// the page, server errors land next to their fields, and nothing typed is lost on a failure.

type State = ReturnType<typeof useVisitorForm<{ name: string; email: string }>>;
let latest: State;
const keep = (state: State) => {
  latest = state;
};
function Probe() {
  const state = useVisitorForm("probe", { name: "", email: "" });
  useEffect(() => keep(state));
  return (
    <form>
      {state.messages}
      <Field id="probe-name" label="Name" error={state.errors.name}>
        <input {...state.control("name")} />
      </Field>
      <Field id="probe-email" label="E-mail" error={state.errors.email}>
        <input {...state.control("email")} />
      </Field>
    </form>
  );
}

describe("useVisitorForm", () => {
  it("shows the browser check's problems next to their fields and focuses the alert once it is rendered", async () => {
    render(<Probe />);
    let refused = false;
    await act(async () => {
      refused = latest.refuse([{ path: ["name"], message: "Enter your name" }], { email: undefined });
    });
    expect(refused).toBe(true);
    expect(screen.getByRole("alert")).toHaveTextContent("Please correct the field below.");
    expect(screen.getByRole("alert")).toHaveFocus();
    expect(screen.getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Enter your name")).toBeInTheDocument();
  });

  it("puts the server's field errors next to their fields and keeps what was typed", async () => {
    render(<Probe />);
    fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: "meera@example" } });
    await act(async () => latest.fail(new ApiError("Invalid request body", 400, [{ path: "email", message: "Enter a valid e-mail address" }]), "fallback"));
    expect(screen.getByRole("alert")).toHaveTextContent("Invalid request body");
    expect(screen.getByText("Enter a valid e-mail address")).toBeInTheDocument();
    expect(screen.getByLabelText("E-mail")).toHaveValue("meera@example");
    expect(screen.getByRole("alert")).toHaveFocus();
  });

  it("says the fallback when the server could not be reached", async () => {
    render(<Probe />);
    await act(async () => latest.fail(new TypeError("Failed to fetch"), "Your message could not be sent."));
    expect(screen.getByRole("alert")).toHaveTextContent("Your message could not be sent.");
  });

  it("on success empties the form and focuses the confirmation", async () => {
    render(<Probe />);
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Meera Joshi" } });
    await act(async () => latest.succeed("Thank you: it has reached us.", "Sent."));
    expect(screen.getByRole("status")).toHaveTextContent("Thank you: it has reached us.");
    expect(screen.getByRole("status")).toHaveFocus();
    expect(screen.getByLabelText("Name")).toHaveValue("");
  });
});
