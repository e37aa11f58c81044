import { render as renderDom, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { serverTree } from "@/test/server-components";
import { DoctorBookBar, DoctorProfile } from "./doctor-profile";
import { testDoctor } from "./test-doctor";
import marathiCommon from "@/lib/i18n/messages/mr/common.json";
import englishCommon from "@/lib/i18n/messages/en/common.json";

// Marathi words from a stand-in for the Marathi catalogue (the real one is filled in later).
jest.mock("@/lib/i18n/messages/mr/doctors.json", () => jest.requireActual("./test-marathi-catalogue").MARATHI_DOCTORS);

const render = async (node: ReactNode) => renderDom(await serverTree(node));

const renderProfile = (doctor = testDoctor()) =>
  render(<DoctorProfile locale="en" doctor={doctor} emergencyPhone="+91 20 6720 1000" timeZoneLabel="India Standard Time" />);

describe("DoctorProfile", () => {
  it("links each shown free slot straight into the booking flow, and offers every other time", async () => {
    const slots = [
      { start: "2026-12-03T05:30:00.000Z", end: "2026-12-03T05:45:00.000Z" },
      { start: "2026-12-03T05:45:00.000Z", end: "2026-12-03T06:00:00.000Z" },
    ];
    await render(<DoctorProfile locale="en" doctor={testDoctor()} emergencyPhone="+91 20 6720 1000" timeZoneLabel="India Standard Time" availability={{ slots, timeZone: "Asia/Kolkata" }} />);
    const region = screen.getByRole("region", { name: "Next available times" });
    const links = within(region).getAllByRole("link");
    expect(links[0]).toHaveAccessibleName("Book Thu, 3 Dec, 11:00 am (Thursday, 3 December 2026)");
    expect(links[0]).toHaveAttribute("href", "/appointment?doctor=dr-ananya-kulkarni&slot=2026-12-03T05%3A30%3A00.000Z");
    expect(links[1]).toHaveAccessibleName("Book Thu, 3 Dec, 11:15 am (Thursday, 3 December 2026)");
    expect(within(region).getByRole("link", { name: "See every date and time" })).toHaveAttribute("href", "/appointment?doctor=dr-ananya-kulkarni");
  });

  it("says to call when no time is free online", async () => {
    await render(<DoctorProfile locale="en" doctor={testDoctor()} emergencyPhone="+91 20 6720 1000" timeZoneLabel="India Standard Time" availability={{ slots: [], timeZone: "Asia/Kolkata" }} />);
    expect(within(screen.getByRole("region", { name: "Next available times" })).getByText(/Please call the hospital/)).toBeInTheDocument();
  });

  it("lists the facts a patient checks before booking", async () => {
    await renderProfile();
    const facts = screen.getByRole("complementary", { name: "At a glance" });
    for (const text of ["Senior Consultant", "MBBS, MD (Medicine), DM (Cardiology)", "18 years", "English, Hindi, Marathi", "MMC 2006/09/3279", "₹1,200"]) {
      expect(within(facts).getByText(text)).toBeInTheDocument();
    }
    expect(within(facts).getByRole("link", { name: "Cardiology" })).toHaveAttribute("href", "/specialities/cardiology");
    expect(within(facts).getByRole("link", { name: "Book Appointment with Dr. Ananya Kulkarni" })).toHaveAttribute(
      "href",
      "/appointment?doctor=dr-ananya-kulkarni",
    );
    expect(within(facts).getByRole("link", { name: "+91 20 6720 1000" })).toHaveAttribute("href", "tel:+912067201000");
  });

  it("shows the biography in paragraphs, the OPD table and related services", async () => {
    await renderProfile();
    const about = screen.getByRole("region", { name: "About Dr. Ananya Kulkarni" });
    expect(within(about).getAllByText(/./, { selector: "p" })).toHaveLength(2);
    expect(screen.getByRole("table", { name: /Weekly OPD timings/ })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Echocardiography" })).toHaveAttribute("href", "/service-v2/detail/echocardiography");
  });

  it("says so when no OPD timings are listed, and leaves out an empty services list", async () => {
    await renderProfile(testDoctor({ opdTimings: [], services: [] }));
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.getByText(/OPD timings are not listed yet/)).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Related services" })).not.toBeInTheDocument();
  });

  it("addresses a speciality without a slug by its id", async () => {
    await renderProfile(testDoctor({ specialities: [{ _id: "abc-123", specialityName: "Sleep Medicine", specialityUrl: null }] }));
    expect(screen.getByRole("link", { name: "Sleep Medicine" })).toHaveAttribute("href", "/specialities/abc-123");
  });

  it("puts Book Appointment, the next free time as a link to it and the fee in the book bar, or says the desk finds a time when none is free", async () => {
    const slot = { start: "2026-12-03T05:30:00.000Z", end: "2026-12-03T05:45:00.000Z" };
    const { container, unmount } = await render(<DoctorBookBar locale="en" doctor={testDoctor()} nextSlot={slot} timeZone="Asia/Kolkata" />);
    const bar = within(container);
    expect(bar.getByRole("link", { name: "Book Appointment with Dr. Ananya Kulkarni" })).toHaveAttribute("href", "/appointment?doctor=dr-ananya-kulkarni");
    expect(bar.getByRole("link", { name: "Thu, 3 Dec, 11:00 am (Thursday, 3 December 2026)" })).toHaveAttribute(
      "href",
      "/appointment?doctor=dr-ananya-kulkarni&slot=2026-12-03T05%3A30%3A00.000Z",
    );
    expect(container).toHaveTextContent("Fee ₹1,200");
    unmount();
    const none = await render(<DoctorBookBar locale="en" doctor={testDoctor()} nextSlot={null} timeZone="Asia/Kolkata" />);
    expect(none.container).toHaveTextContent("No online time free soon: the front desk will find you one");
    expect(within(none.container).getAllByRole("link")).toHaveLength(1);
  });
});

describe("DoctorProfile in Marathi", () => {
  const slots = [{ start: "2026-12-01T05:00:00.000Z", end: "2026-12-01T05:15:00.000Z" }];
  const renderMarathi = (inEnglish: string[] = []) =>
    render(
      <DoctorProfile
        locale="mr"
        doctor={testDoctor()}
        emergencyPhone="+91 20 6720 1000"
        timeZoneLabel="भारतीय प्रमाण वेळ"
        availability={{ slots, timeZone: "Asia/Kolkata" }}
        inEnglish={inEnglish}
      />,
    );

  it("reads its words from the Marathi catalogue, and its times with Marathi names and Western digits", async () => {
    await renderMarathi();
    const region = screen.getByRole("region", { name: "पुढील मोकळ्या वेळा" });
    expect(within(region).getAllByRole("link")[0]).toHaveAccessibleName("मंगळ, 1 डिसें, 10:30 am (मंगळवार, 1 डिसेंबर, 2026) ला भेट बुक करा");
    const table = screen.getByRole("table", { name: /भारतीय प्रमाण वेळ/ });
    expect(within(table).getByRole("row", { name: /सोमवार/ })).toHaveTextContent(/^सोमवार9:30 am to 1:30 pm$/);
    expect(within(table).getByRole("row", { name: /मंगळवार/ })).toHaveTextContent("ओपीडी नाही");
    expect(screen.getByRole("link", { name: "Dr. Ananya Kulkarni यांची भेट बुक करा" })).toBeInTheDocument();
  });

  it("marks the biography and designation shown in English as English, and says so once", async () => {
    const { container } = await renderMarathi(["biography", "designation"]);
    const about = screen.getByRole("region", { name: "About Dr. Ananya Kulkarni" });
    const paragraphs = [...about.querySelectorAll("p")];
    expect(paragraphs.filter((p) => p.getAttribute("lang") === "en-IN").map((p) => p.textContent)).toEqual([
      "Dr. Ananya Kulkarni is a senior consultant in cardiology.",
      "She trained in Mumbai.",
    ]);
    expect(within(about).getByText(marathiCommon.outOfDate)).not.toHaveAttribute("lang");
    expect(screen.getByText("Senior Consultant")).toHaveAttribute("lang", "en-IN");
    expect(container.querySelectorAll("[lang]")).toHaveLength(3);
  });

  it("marks nothing and says nothing when every field is in Marathi", async () => {
    const { container } = await renderMarathi();
    expect(container.querySelector("[lang]")).toBeNull();
    expect(screen.queryByText(marathiCommon.outOfDate)).not.toBeInTheDocument();
  });

  it("never says so in English", async () => {
    await renderProfile();
    expect(screen.queryByText(englishCommon.outOfDate)).not.toBeInTheDocument();
  });
});
