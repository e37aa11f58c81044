import { useEffect, useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DateField } from "./date-field";

// The console's one date field: shown and typed as "1 Dec 2026", never the
// browser's mm/dd/yyyy; the form keeps ISO "YYYY-MM-DD".

let kept: string | null | undefined;
function Form({ initial = null, error }: { initial?: string | null; error?: string }) {
  const [value, setValue] = useState<string | null>(initial);
  useEffect(() => {
    kept = value;
  }, [value]);
  return (
    <>
      <DateField id="first-day" label="First day (required)" value={value} onChange={setValue} help="The first day the doctor is away." error={error} required />
      <button type="button">Next</button>
      <button type="button" onClick={() => setValue("2027-01-12")}>
        Load theirs
      </button>
    </>
  );
}

describe("DateField", () => {
  it("shows a stored day unambiguously, with its label, hint and the day read back, and no browser date input", () => {
    render(<Form initial="2026-12-01" />);
    const input = screen.getByRole("textbox", { name: "First day (required)" });
    expect(input).toHaveAttribute("type", "text");
    expect(input).toHaveValue("1 Dec 2026");
    expect(input).toHaveAttribute("aria-required", "true");
    expect(input).toHaveAccessibleDescription("The first day the doctor is away. Day, month and year, such as 1 Dec 2026. Tuesday, 1 December 2026");
  });

  it("takes a day typed from the keyboard in any unambiguous spelling and keeps it as ISO: 1 December and 12 January apart", async () => {
    const user = userEvent.setup();
    render(<Form />);
    const input = screen.getByRole("textbox", { name: /First day/ });
    await user.click(input);
    await user.keyboard("December 1, 2026");
    expect(kept).toBe("2026-12-01");
    await user.tab();
    // Tidied once left, and read back in full.
    expect(input).toHaveValue("1 Dec 2026");
    expect(screen.getByText("Tuesday, 1 December 2026")).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, "12 jan 2026");
    expect(kept).toBe("2026-01-12");
    await user.clear(input);
    expect(kept).toBeNull();
  });

  it("says why typed text is not a date next to the field once it is left (12/01/2026, 31 February), and hands the text on for the form to refuse", async () => {
    const user = userEvent.setup();
    render(<Form />);
    const input = screen.getByRole("textbox", { name: /First day/ });
    await user.type(input, "12/01/2026");
    // Not while typing.
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(kept).toBe("12/01/2026");
    await user.tab();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(expect.stringContaining("Write the month as a word, such as 1 Dec 2026. 12/01/2026 could be 12 January or 1 December."));
    await user.clear(input);
    await user.type(input, "31 Feb 2026");
    await user.tab();
    expect(screen.getByText("There is no 31 February 2026: February 2026 has 28 days.")).toBeInTheDocument();
    expect(kept).toBe("31 Feb 2026");
  });

  it("shows the form's message (a required day left blank) next to the field, and a value loaded from outside afresh", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Form error="Enter the first day of the leave." />);
    const input = screen.getByRole("textbox", { name: /First day/ });
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(expect.stringContaining("Enter the first day of the leave."));
    rerender(<Form />);
    await user.click(screen.getByRole("button", { name: "Load theirs" }));
    expect(input).toHaveValue("12 Jan 2027");
  });

  it("without onChange is a GET form's own field: named, sending what was typed, tidied when left", async () => {
    const user = userEvent.setup();
    render(
      <form aria-label="Filter">
        <DateField id="filter-from" name="from" label="From" value="2026-12-01" />
      </form>,
    );
    const input = screen.getByRole("textbox", { name: "From" });
    expect(input).toHaveAttribute("name", "from");
    expect(input).toHaveValue("1 Dec 2026");
    await user.clear(input);
    await user.type(input, "2026-12-05");
    await user.tab();
    expect(input).toHaveValue("5 Dec 2026");
    expect(screen.getByRole("form", { name: "Filter" })).toHaveFormValues({ from: "5 Dec 2026" });
  });
});
