import { render, screen, within } from "@testing-library/react";
import { DoctorCard } from "./doctor-card";
import { initials } from "./doctor-photo";
import { testDoctor } from "./test-doctor";

describe("DoctorCard", () => {
  it("names the doctor in a heading that links to the profile", () => {
    render(<DoctorCard doctor={testDoctor()} />);
    const heading = screen.getByRole("heading", { level: 3, name: "Dr. Ananya Kulkarni" });
    expect(within(heading).getByRole("link")).toHaveAttribute("href", "/doctordetail/dr-ananya-kulkarni");
    expect(screen.getByRole("article", { name: "Dr. Ananya Kulkarni" })).toBeInTheDocument();
  });

  it("shows designation, specialities, experience, languages and the fee in rupees", () => {
    render(<DoctorCard doctor={testDoctor()} />);
    expect(screen.getByText("Senior Consultant")).toBeInTheDocument();
    expect(screen.getByText("Cardiology")).toBeInTheDocument();
    expect(screen.getByText("18 years")).toBeInTheDocument();
    expect(screen.getByText("English, Hindi, Marathi")).toBeInTheDocument();
    expect(screen.getByText("₹1,200")).toBeInTheDocument();
  });

  it("books with the doctor chosen, and says whom each link is for", () => {
    render(<DoctorCard doctor={testDoctor()} />);
    expect(screen.getByRole("link", { name: "Book Appointment with Dr. Ananya Kulkarni" })).toHaveAttribute(
      "href",
      "/appointment?doctor=dr-ananya-kulkarni",
    );
    expect(screen.getByRole("link", { name: "View Profile of Dr. Ananya Kulkarni" })).toHaveAttribute(
      "href",
      "/doctordetail/dr-ananya-kulkarni",
    );
  });

  it("says '1 year' for one year of experience", () => {
    render(<DoctorCard doctor={testDoctor({ experienceYears: 1 })} />);
    expect(screen.getByText("1 year")).toBeInTheDocument();
  });

  it("can use h2 headings", () => {
    render(<DoctorCard doctor={testDoctor()} headingLevel={2} />);
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Dr. Ananya Kulkarni");
  });
});

describe("initials", () => {
  it("takes the first and last names, without the title", () => {
    expect(initials("Ananya Kulkarni")).toBe("AK");
    expect(initials("Dr. Harpreet Singh Sandhu")).toBe("HS");
    expect(initials("Alisha D'Souza")).toBe("AD");
    expect(initials("Madonna")).toBe("M");
  });
});
