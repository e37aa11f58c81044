import { useState } from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import { DateTimeField } from "./date-time-field";

function Harness({ initial, seen }: { initial: string | null; seen: string[] }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <DateTimeField
      id="published"
      label="Publication time (optional)"
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
      help="Hospital time."
    />
  );
}

describe("DateTimeField", () => {
  it("shows a stored time as its day in words and its time, and gives back the datetime-local value (1 December, not 12 January)", () => {
    const seen: string[] = [];
    render(<Harness initial="2026-12-01T09:30" seen={seen} />);
    expect(screen.getByRole("group", { name: "Publication time (optional)" })).toBeInTheDocument();
    expect(screen.getByLabelText("Publication time: day")).toHaveValue("1 Dec 2026");
    expect(screen.getByLabelText("Publication time: time")).toHaveValue("09:30");
    fireEvent.change(screen.getByLabelText("Publication time: time"), { target: { value: "18:45" } });
    fireEvent.change(screen.getByLabelText("Publication time: day"), { target: { value: "12 January 2027" } });
    expect(seen).toEqual(["2026-12-01T18:45", "2027-01-12T18:45"]);
  });

  it("answers blank for both blank, and passes a day without a time (or an ambiguous day) on as it is, for the form's check to refuse", () => {
    const seen: string[] = [];
    render(<Harness initial={null} seen={seen} />);
    fireEvent.change(screen.getByLabelText("Publication time: day"), { target: { value: "1 Dec 2026" } });
    fireEvent.change(screen.getByLabelText("Publication time: day"), { target: { value: "12/01/2026" } });
    fireEvent.change(screen.getByLabelText("Publication time: day"), { target: { value: "" } });
    expect(seen).toEqual(["2026-12-01T", "12/01/2026T", ""]);
  });
});
