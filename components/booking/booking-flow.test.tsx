import "@testing-library/jest-dom";
import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BookingFlow } from "./booking-flow";

// The patient form of /appointment?step=details against stubbed calls: the date of birth is the
// unambiguous day field (never the browser's date input, which shows mm/dd/yyyy in an en-US
// browser), its value the API's YYYY-MM-DD, its error next to it.

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
  useSearchParams: () => new URLSearchParams("step=details"),
  usePathname: () => "/appointment",
}));
jest.mock("@/lib/api/calls", () => ({ getFreeSlots: jest.fn(), searchDoctors: jest.fn(async () => []), getSavedPatients: jest.fn(), forgetSavedPatient: jest.fn() }));

const DOCTOR = { username: "dr-rajesh-iyer", fullName: "Dr. Rajesh Iyer", designation: "Consultant Cardiologist", specialityIds: [], fee: { amount: 150_000, currency: "INR" } };
const SLOT = { start: "2026-12-10T05:30:00.000Z", end: "2026-12-10T05:45:00.000Z" };
const draft = () => JSON.parse(window.sessionStorage.getItem("booking-draft") ?? "{}") as { patient?: { dateOfBirth?: string } };

beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, "", "/appointment?step=details");
  window.sessionStorage.setItem("booking-draft", JSON.stringify({ doctor: { username: DOCTOR.username, fullName: DOCTOR.fullName, fee: DOCTOR.fee }, slot: SLOT }));
});

async function patientForm() {
  render(<BookingFlow specialities={[]} initialDoctor={DOCTOR} initialSlot={SLOT.start} initialSpecialityId={null} holdMinutes={10} quietHours={null} />);
  await screen.findByRole("heading", { name: "Patient details" });
  return screen.getByLabelText("Date of birth");
}

it("the date of birth is a text field read as a day, never the browser's date input, and keeps the API's YYYY-MM-DD", async () => {
  const field = await patientForm();
  expect(field).toHaveAttribute("type", "text");
  expect(field).toHaveAttribute("autocomplete", "bday");
  expect(document.querySelector('input[type="date"]')).toBeNull();
  await userEvent.type(field, "14 Nov 1980");
  expect(draft().patient?.dateOfBirth).toBe("1980-11-14");
  expect(screen.getByText("Friday, 14 November 1980")).toBeInTheDocument();
});

it("a date that could be read two ways is refused next to the field, on leaving it and on sending the form", async () => {
  const field = await patientForm();
  await userEvent.type(field, "12/01/1980");
  fireEvent.blur(field);
  const error = document.getElementById("dateOfBirth-error");
  expect(error).toHaveTextContent("Write the month as a word, such as 1 Dec 2026. 12/01/1980 could be 12 January or 1 December.");
  expect(field).toHaveAttribute("aria-invalid", "true");
  expect(field.getAttribute("aria-describedby")).toContain("dateOfBirth-error");
  // The field's own container holds the message: it is next to the field.
  expect(within(field.parentElement!).getByText(/could be 12 January or 1 December/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: "Continue" }));
  expect(screen.getByRole("alert")).toHaveTextContent(/Please correct/);
  expect(document.getElementById("dateOfBirth-error")).toHaveTextContent(/could be 12 January or 1 December/);
});
