import { render, screen, within } from "@testing-library/react";
import { countOf } from "@/lib/copy/plural";
import { ConsoleFilters, ConsoleList, PersonCell, TimeCell } from "./console-list";

const items = [
  { id: "a", name: "Asha" },
  { id: "b", name: "Bhavesh" },
];

describe("ConsoleFilters", () => {
  it("is a GET form of the declared fields, each choice led by All and set to the address's value", () => {
    render(
      <ConsoleFilters
        action="/admin/messages"
        label="Filter the messages"
        fields={[
          { kind: "select", name: "status", label: "State", value: "handled", options: [{ value: "new", label: "New" }, { value: "handled", label: "Handled" }] },
          { kind: "text", name: "actor", label: "Person", value: "meera", maxLength: 120 },
        ]}
      />,
    );
    const form = screen.getByRole("form", { name: "Filter the messages" });
    expect(form).toHaveAttribute("method", "get");
    expect(form).toHaveAttribute("action", "/admin/messages");
    const state = screen.getByLabelText("State");
    expect(within(state).getAllByRole("option").map((o) => o.textContent)).toEqual(["All", "New", "Handled"]);
    expect(state).toHaveValue("handled");
    expect(screen.getByLabelText("Person")).toHaveValue("meera");
    expect(screen.getByRole("button", { name: "Show" })).toHaveAttribute("type", "submit");
  });

  it("draws a date filter as the console's date field: a named text box showing 1 Dec 2026, never the browser's mm/dd/yyyy", () => {
    render(<ConsoleFilters action="/admin/bookings" label="Filter the bookings" fields={[{ kind: "date", name: "from", label: "From", value: "2026-12-01" }]} />);
    const from = screen.getByRole("textbox", { name: "From" });
    expect(from).toHaveAttribute("type", "text");
    expect(from).toHaveAttribute("name", "from");
    expect(from).toHaveValue("1 Dec 2026");
  });
});

describe("ConsoleList", () => {
  const list = (over: Partial<Parameters<typeof ConsoleList<(typeof items)[number]>>[0]> = {}) =>
    render(
      <ConsoleList
        summary={countOf(2, "message", "messages")}
        caption="Messages, newest first"
        columns={["Name", "State"]}
        items={items}
        row={(i) => (
          <>
            <th scope="row">{i.name}</th>
            <td>new</td>
          </>
        )}
        pagination={{ page: 1, limit: 25, total: 2 }}
        href={(page) => `/admin/messages?page=${page}`}
        {...over}
      />,
    );

  it("shows the count, a captioned table with a row per item and no pager for one page", () => {
    list();
    expect(screen.getByText("2 messages")).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Messages, newest first" });
    expect(within(table).getAllByRole("columnheader").map((c) => c.textContent)).toEqual(["Name", "State"]);
    expect(within(table).getAllByRole("rowheader").map((c) => c.textContent)).toEqual(["Asha", "Bhavesh"]);
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says when the address's filters could not be read, and pages through a longer list keeping the filters", () => {
    list({ unreadable: "The filter could not be read; showing every message.", pagination: { page: 2, limit: 25, total: 60 } });
    expect(screen.getByRole("alert")).toHaveTextContent("The filter could not be read");
    const pager = screen.getByRole("navigation", { name: "Pagination" });
    expect(within(pager).getByRole("link", { name: /Previous/ })).toHaveAttribute("href", "/admin/messages?page=1");
  });
});

describe("row cells", () => {
  it("link the person's phone and e-mail (with a subject), and give the time with its reference", () => {
    render(
      <table>
        <tbody>
          <tr>
            <TimeCell at="2026-11-26T04:30:00.000Z" reference="CM-1234ABCD" timeZone="Asia/Kolkata" />
            <PersonCell name="Sneha Kulkarni" phone="+919822012345" email={{ address: "sneha@example.in", subject: "Re: Billing" }} />
          </tr>
        </tbody>
      </table>,
    );
    expect(screen.getByRole("cell")).toHaveTextContent(/10:00 am.*CM-1234ABCD/);
    expect(screen.getByRole("link", { name: "sneha@example.in" })).toHaveAttribute("href", "mailto:sneha@example.in?subject=Re%3A%20Billing");
    expect(screen.getByRole("rowheader")).toHaveTextContent("Sneha Kulkarni");
    // Shown as people read it, dialling the stored number.
    expect(screen.getByRole("link", { name: "+91 98220 12345" })).toHaveAttribute("href", "tel:+919822012345");
  });
});
