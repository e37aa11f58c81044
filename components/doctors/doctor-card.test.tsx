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

  it("shows the next free slot as a link that books that time with the doctor", () => {
    const slot = { start: "2026-12-03T05:30:00.000Z", end: "2026-12-03T05:45:00.000Z" };
    render(<DoctorCard doctor={testDoctor()} availability={{ nextSlot: slot, timeZone: "Asia/Kolkata" }} />);
    const link = screen.getByRole("link", { name: "Book Thu, 3 Dec, 11:00 am with Dr. Ananya Kulkarni" });
    expect(link).toHaveAttribute("href", "/appointment?doctor=dr-ananya-kulkarni&slot=2026-12-03T05%3A30%3A00.000Z");
    expect(screen.getByText("Next available")).toBeInTheDocument();
  });

  it("says when no slot is free online, and shows nothing about slots where the page did not read them", () => {
    const { unmount } = render(<DoctorCard doctor={testDoctor()} availability={{ nextSlot: null, timeZone: "Asia/Kolkata" }} />);
    expect(screen.getByText("No free slot online soon")).toBeInTheDocument();
    unmount();
    render(<DoctorCard doctor={testDoctor()} />);
    expect(screen.queryByText("Next available")).not.toBeInTheDocument();
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
