import "@testing-library/jest-dom";
import { useEffect, useState } from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import type { Field, FieldValues } from "@/lib/contracts/collections";
import { Fields, type Errors } from ".";

// One input per field kind (components/console/fields): each kind draws a labelled control in
// the same frame, keeps what is typed in the value the server reads, and shows the server's
// message next to its field.

jest.mock("../rich-text-field", () => ({ RichTextField: ({ id, label }: { id: string; label: string }) => <textarea id={id} aria-label={label} /> }));
jest.mock("../image-upload", () => ({ ImageUpload: ({ id, label }: { id: string; label: string }) => <input id={id} aria-label={label} /> }));

const FIELDS: readonly Field[] = [
  { kind: "text", name: "title", label: "Title", max: 100 },
  { kind: "date", name: "day", label: "Day", optional: true },
  { kind: "textarea", name: "summary", label: "Summary", max: 300 },
  { kind: "richtext", name: "body", label: "Text", max: 1000 },
  { kind: "number", name: "years", label: "Years", min: 0, max: 60, unit: "years" },
  { kind: "money", name: "fee", label: "Fee", max: 1_000_000 },
  { kind: "boolean", name: "isActive", label: "Shown on the site" },
  { kind: "select", name: "status", label: "State", options: [{ value: "draft", label: "Draft" }, { value: "published", label: "Published" }] },
  { kind: "reference", name: "doctorId", label: "Doctor", to: "doctors", optional: true },
  { kind: "reference", name: "services", label: "Services", to: "services", multiple: true },
  { kind: "image", name: "photo", label: "Photo", purpose: "photo", optional: true },
  { kind: "list", name: "tags", label: "Tags", max: 40, maxItems: 5, optional: true },
  { kind: "list", name: "days", label: "Days", max: 10, maxItems: 7, options: ["Mon", "Tue"] },
  { kind: "group", name: "cta", label: "Button", fields: [{ kind: "text", name: "label", label: "Button text", max: 40 }] },
  { kind: "array", name: "faqs", label: "FAQs", itemLabel: "Question", maxItems: 3, fields: [{ kind: "text", name: "question", label: "Question", max: 200 }] },
];

let latest: FieldValues = {};
function Form({ errors = {} }: { errors?: Errors }) {
  const [values, setValues] = useState<FieldValues>({ faqs: [], services: [], days: [] });
  useEffect(() => {
    latest = values;
  }, [values]);
  const options = { doctorId: [{ value: "d1", label: "Dr. Meera Joshi" }], services: [{ value: "s1", label: "Angioplasty" }] };
  return <Fields fields={FIELDS} values={values} prefix="" errors={errors} options={options} onChange={(update) => setValues(update)} />;
}

describe("the console's field inputs, one per kind", () => {
  it("gives every field kind a control named by its label, required ones marked", () => {
    render(<Form />);
    for (const name of [/^Title \(required\)$/, /^Day$/, /^Summary \(required\)$/, /^Text \(required\)$/, /^Years \(required\)$/, /^Fee \(required\)$/, /^Shown on the site$/, /^State \(required\)$/, /^Doctor$/, /^Photo$/, /^Tags$/, /^Button text \(required\)$/]) {
      expect(screen.getByLabelText(name)).toBeInTheDocument();
    }
    expect(screen.getByRole("group", { name: "Services" })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Days" })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "FAQs (0)" })).toBeInTheDocument();
  });

  it("keeps values as the server reads them: money in paise, lines as a list, ticks as ids, groups and items nested", () => {
    render(<Form />);
    fireEvent.change(screen.getByLabelText(/^Fee/), { target: { value: "1,250.50" } });
    fireEvent.change(screen.getByLabelText(/^Years/), { target: { value: "12" } });
    fireEvent.change(screen.getByLabelText(/^Tags/), { target: { value: "heart\n\n  stents \n" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "Angioplasty" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Tue" }));
    fireEvent.change(screen.getByLabelText(/^Doctor/), { target: { value: "d1" } });
    fireEvent.change(screen.getByLabelText(/^Button text/), { target: { value: "Book now" } });
    fireEvent.click(screen.getByRole("button", { name: "Add question" }));
    fireEvent.change(screen.getByLabelText(/^Question/), { target: { value: "Do I need to fast?" } });
    // A day is typed unambiguously and kept as ISO.
    fireEvent.change(screen.getByRole("textbox", { name: /^Day$/ }), { target: { value: "1 Dec 2026" } });
    expect(latest).toMatchObject({ day: "2026-12-01" });
    expect(latest).toMatchObject({ fee: 125050, years: 12, tags: ["heart", "stents"], services: ["s1"], days: ["Tue"], doctorId: "d1", cta: { label: "Book now" }, faqs: [{ question: "Do I need to fast?" }] });
    // What cannot be read as a number is sent as typed, for the server to name the field.
    fireEvent.change(screen.getByLabelText(/^Years/), { target: { value: "twelve" } });
    expect(latest.years).toBe("twelve");
  });

  it("shows the server's message next to its field, nested ones included, and ties it to the control", () => {
    render(<Form errors={{ title: "Enter a title", "cta.label": "Enter the button text" }} />);
    const title = screen.getByLabelText(/^Title/);
    expect(title).toHaveAttribute("aria-invalid", "true");
    expect(title).toHaveAccessibleDescription("Enter a title");
    expect(screen.getByLabelText(/^Button text/)).toHaveAccessibleDescription("Enter the button text");
  });

  it("shows a day's message from the server next to the date field", () => {
    render(<Form errors={{ day: "Day must be a date such as 2026-12-01" }} />);
    const day = screen.getByRole("textbox", { name: /^Day$/ });
    expect(day).toHaveAttribute("aria-invalid", "true");
    expect(day).toHaveAccessibleDescription(expect.stringContaining("Day must be a date such as 2026-12-01"));
  });
});
