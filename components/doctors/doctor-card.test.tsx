import { render as renderDom, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { serverTree } from "@/test/server-components";
import { DoctorCard } from "./doctor-card";
import { initials } from "./doctor-photo";
import { testDoctor } from "./test-doctor";

// Marathi words from a stand-in for the Marathi catalogue (the real one is filled in later).
jest.mock("@/lib/i18n/messages/mr/doctors.json", () => jest.requireActual("./test-marathi-catalogue").MARATHI_DOCTORS);

const render = async (card: ReactNode) => renderDom(await serverTree(card));

describe("DoctorCard", () => {
  it("names the doctor in a heading that links to the profile", async () => {
    await render(<DoctorCard locale="en" doctor={testDoctor()} />);
    const heading = screen.getByRole("heading", { level: 3, name: "Dr. Ananya Kulkarni" });
    expect(within(heading).getByRole("link")).toHaveAttribute("href", "/doctordetail/dr-ananya-kulkarni");
    expect(screen.getByRole("article", { name: "Dr. Ananya Kulkarni" })).toBeInTheDocument();
  });

  it("shows designation, specialities, experience, languages and the fee in rupees", async () => {
    await render(<DoctorCard locale="en" doctor={testDoctor()} />);
    expect(screen.getByText("Senior Consultant")).toBeInTheDocument();
    expect(screen.getByText("Cardiology")).toBeInTheDocument();
    expect(screen.getByText("18 years")).toBeInTheDocument();
    expect(screen.getByText("English, Hindi, Marathi")).toBeInTheDocument();
    expect(screen.getByText("₹1,200")).toBeInTheDocument();
  });

  it("books with the doctor chosen, and says whom each link is for", async () => {
    await render(<DoctorCard locale="en" doctor={testDoctor()} />);
    expect(screen.getByRole("link", { name: "Book Appointment with Dr. Ananya Kulkarni" })).toHaveAttribute(
      "href",
      "/appointment?doctor=dr-ananya-kulkarni",
    );
    expect(screen.getByRole("link", { name: "View Profile of Dr. Ananya Kulkarni" })).toHaveAttribute(
      "href",
      "/doctordetail/dr-ananya-kulkarni",
    );
  });

  it("says '1 year' for one year of experience", async () => {
    await render(<DoctorCard locale="en" doctor={testDoctor({ experienceYears: 1 })} />);
    expect(screen.getByText("1 year")).toBeInTheDocument();
  });

  it("shows the next free slot as a link that books that time with the doctor", async () => {
    const slot = { start: "2026-12-03T05:30:00.000Z", end: "2026-12-03T05:45:00.000Z" };
    await render(<DoctorCard locale="en" doctor={testDoctor()} availability={{ nextSlot: slot, timeZone: "Asia/Kolkata" }} />);
    const link = screen.getByRole("link", { name: "Book Thu, 3 Dec, 11:00 am with Dr. Ananya Kulkarni" });
    expect(link).toHaveAttribute("href", "/appointment?doctor=dr-ananya-kulkarni&slot=2026-12-03T05%3A30%3A00.000Z");
    expect(screen.getByText("Next available")).toBeInTheDocument();
  });

  it("says when no slot is free online, and shows nothing about slots where the page did not read them", async () => {
    const { unmount } = await render(<DoctorCard locale="en" doctor={testDoctor()} availability={{ nextSlot: null, timeZone: "Asia/Kolkata" }} />);
    expect(screen.getByText("No free slot online soon")).toBeInTheDocument();
    unmount();
    await render(<DoctorCard locale="en" doctor={testDoctor()} />);
    expect(screen.queryByText("Next available")).not.toBeInTheDocument();
  });

  it("can use h2 headings", async () => {
    await render(<DoctorCard locale="en" doctor={testDoctor()} headingLevel={2} />);
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Dr. Ananya Kulkarni");
  });
});

describe("DoctorCard in Marathi", () => {
  const slot = { start: "2026-12-03T05:30:00.000Z", end: "2026-12-03T05:45:00.000Z" };

  it("reads its words from the Marathi catalogue, in Marathi word order", async () => {
    await render(<DoctorCard locale="mr" doctor={testDoctor()} availability={{ nextSlot: slot, timeZone: "Asia/Kolkata" }} />);
    expect(screen.getByText("अनुभव")).toBeInTheDocument();
    expect(screen.getByText("18 वर्षे")).toBeInTheDocument();
    expect(screen.getByText("पुढील मोकळी वेळ")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Dr. Ananya Kulkarni यांची भेट बुक करा" })).toHaveAttribute("href", "/appointment?doctor=dr-ananya-kulkarni");
  });

  it("names the doctor's languages in Marathi, and keeps a language it does not know as stored", async () => {
    await render(<DoctorCard locale="mr" doctor={testDoctor({ languages: ["Marathi", "English", "Tulu"] })} />);
    expect(screen.getByText("मराठी, इंग्रजी, Tulu")).toBeInTheDocument();
  });

  it("gives the next free time with Marathi day and month names and Western digits", async () => {
    await render(<DoctorCard locale="mr" doctor={testDoctor()} availability={{ nextSlot: slot, timeZone: "Asia/Kolkata" }} />);
    const link = screen.getByRole("link", { name: /ला Dr\. Ananya Kulkarni यांची भेट बुक करा$/ });
    expect(link).toHaveAccessibleName(expect.stringMatching(/^गुरु, 3 डिसें, 11:00/));
    expect(link.textContent).not.toMatch(/[\u0966-\u096F]/);
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
