import "@testing-library/jest-dom";
import { fireEvent, render, screen } from "@testing-library/react";
import { CorrectionForm, EraseForm, ErasureDone } from "./requests";

// My data's forms against a stubbed server: each refusal is shown next to its field before any
// call; the erasure's refusal (an appointment to come) is shown as the server words it.

let calls: { path: string; body: unknown }[];
let answer: () => Response;
beforeEach(() => {
  calls = [];
  answer = () => Response.json({ success: 1, data: { reference: "PR-ABCDEFGH", dueAt: "2027-02-25T00:00:00.000Z" } }, { status: 201 });
  window.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    calls.push({ path: new URL(request.url).pathname, body: await request.clone().json() });
    return answer();
  }) as typeof fetch;
});

describe("CorrectionForm", () => {
  it("shows a request too short next to its field and sends nothing", async () => {
    render(<CorrectionForm onDone={() => {}} />);
    fireEvent.change(screen.getByLabelText("What is wrong, and what it should say"), { target: { value: "typo" } });
    fireEvent.click(screen.getByRole("button", { name: "Send the correction request" }));
    expect(await screen.findByText("What should be corrected must be at least 10 characters.")).toBeInTheDocument();
    expect(screen.getByLabelText("What is wrong, and what it should say")).toHaveAttribute("aria-invalid", "true");
    expect(calls).toEqual([]);
  });

  it("sends the request and says its reference and the date it is answered by", async () => {
    const done = jest.fn();
    render(<CorrectionForm onDone={done} />);
    fireEvent.change(screen.getByLabelText("What is wrong, and what it should say"), { target: { value: "My date of birth is 4 May 1980." } });
    fireEvent.click(screen.getByRole("button", { name: "Send the correction request" }));
    expect(await screen.findByRole("status")).toHaveTextContent(/^Your request PR-ABCDEFGH is received\. The hospital answers it by /);
    expect(calls).toEqual([{ path: "/api/web/my-data/correction", body: { details: "My date of birth is 4 May 1980." } }]);
    expect(done).toHaveBeenCalled();
  });
});

describe("EraseForm", () => {
  it("asks for the box first, then shows the server's refusal next to it", async () => {
    const erased = jest.fn();
    render(<EraseForm onErased={erased} />);
    fireEvent.click(screen.getByRole("button", { name: "Erase my data" }));
    expect(await screen.findByText("Tick the box to confirm that you want your data erased.")).toBeInTheDocument();
    expect(calls).toEqual([]);
    answer = () => Response.json({ success: 0, message: "Your data cannot be erased while you have an appointment to come: SH-ABCDEFGH.", code: "future_bookings" }, { status: 409 });
    fireEvent.click(screen.getByRole("checkbox", { name: /I understand/ }));
    fireEvent.click(screen.getByRole("button", { name: "Erase my data" }));
    expect(await screen.findByText(/cannot be erased while you have an appointment to come: SH-ABCDEFGH/)).toBeInTheDocument();
    expect(calls).toEqual([{ path: "/api/web/my-data/erase", body: { confirm: true } }]);
    expect(erased).not.toHaveBeenCalled();
  });
});

describe("ErasureDone", () => {
  it("lists what went and what is kept, until when and why", () => {
    render(<ErasureDone result={{ reference: "PR-ABCDEFGH", erased: ["2 contact messages"], kept: [{ what: "Appointment SH-ABCDEFGH", until: "2029-12-03", why: "Medical records." }] }} />);
    expect(screen.getByRole("heading", { name: "Your data is erased" })).toHaveFocus();
    expect(screen.getByText("2 contact messages")).toBeInTheDocument();
    expect(screen.getByText("Appointment SH-ABCDEFGH")).toBeInTheDocument();
    expect(screen.getByText(/^Until .*2029\. Medical records\.$/)).toBeInTheDocument();
  });
});
