import { render, screen } from "@testing-library/react";
import { DoctorFilters } from "./doctor-filters";

const SPECIALITIES = [
  { value: "cardiology", label: "Cardiology" },
  { value: "neurology", label: "Neurology" },
];

describe("DoctorFilters", () => {
  it("is a GET search form to /doctorList with a label on every field", () => {
    render(<DoctorFilters query={{}} specialities={SPECIALITIES} />);
    const form = screen.getByRole("search", { name: "Search doctors" });
    expect(form).toHaveAttribute("action", "/doctorList");
    expect(form).toHaveAttribute("method", "get");
    expect(screen.getByLabelText("Doctor’s name")).toHaveAttribute("name", "name");
    expect(screen.getByLabelText("Speciality")).toHaveAttribute("name", "speciality");
    expect(screen.getByLabelText("Gender")).toHaveAttribute("name", "gender");
    expect(screen.getByLabelText("Language")).toHaveAttribute("name", "language");
    expect(screen.getByRole("button", { name: "Search" })).toHaveAttribute("type", "submit");
    expect(screen.getByRole("link", { name: "Clear" })).toHaveAttribute("href", "/doctorList");
  });

  it("shows the current filters", () => {
    render(
      <DoctorFilters query={{ name: "Rao", speciality: "neurology", gender: "male", language: "Kannada" }} specialities={SPECIALITIES} />,
    );
    expect(screen.getByLabelText("Doctor’s name")).toHaveValue("Rao");
    expect(screen.getByLabelText("Speciality")).toHaveValue("neurology");
    expect(screen.getByLabelText("Gender")).toHaveValue("male");
    expect(screen.getByLabelText("Language")).toHaveValue("Kannada");
  });

  it("starts with every filter on 'any'", () => {
    render(<DoctorFilters query={{}} specialities={SPECIALITIES} />);
    expect(screen.getByLabelText("Speciality")).toHaveDisplayValue("All specialities");
    expect(screen.getByLabelText("Gender")).toHaveDisplayValue("Any");
    expect(screen.getByLabelText("Language")).toHaveDisplayValue("Any language");
  });
});
