import { fireEvent, render, screen, within } from "@testing-library/react";
import pages from "@/lib/i18n/messages/en/pages.json";
import { CampusMap } from "./campus-map";
import { ContactForm, type ContactFormWords } from "./contact-form";

jest.mock("@/lib/api/calls", () => ({ submitContactMessage: jest.fn() }));
jest.mock("@/lib/api/proof-of-work", () => ({ proofOfWork: jest.fn() }));

const WORDS: ContactFormWords = pages.contact.form;

const MAP = {
  latitude: 18.559,
  longitude: 73.7868,
  landmarks: [
    { name: "Baner Hill", direction: "south-east" as const, distance: "1.8 km" },
    { name: "Bus stop", direction: "south" as const, distance: "400 m" },
  ],
};

describe("the contact form", () => {
  it("names each subject as the page does and sends the one the server knows, with its words in the page's language", () => {
    const words = { ...WORDS, title: "आम्हाला लिहा", messageHint: "किमान 10 अक्षरे; {left} शिल्लक." };
    render(<ContactForm subjects={[{ value: "Appointments", label: "अपॉइंटमेंट" }, { value: "Billing", label: "बिलिंग" }]} words={words} />);
    const form = screen.getByRole("form", { name: "आम्हाला लिहा" });
    const subject = within(form).getByRole("combobox", { name: "Subject" });
    expect(within(subject).getAllByRole("option").map((o) => [o.textContent, (o as HTMLOptionElement).value])).toEqual([
      ["अपॉइंटमेंट", "Appointments"],
      ["बिलिंग", "Billing"],
    ]);
    expect(subject).toHaveValue("Appointments");
    fireEvent.change(within(form).getByRole("textbox", { name: "Message" }), { target: { value: "Hello" } });
    expect(screen.getByText("किमान 10 अक्षरे; 1995 शिल्लक.")).toBeInTheDocument();
  });

  it("says how many fields to correct in the page's words", () => {
    render(<ContactForm subjects={[{ value: "Appointments", label: "Appointments" }]} words={{ ...WORDS, correctMany: "{count} चुका" }} />);
    fireEvent.click(screen.getByRole("button", { name: "Send the message" }));
    expect(screen.getByRole("alert")).toHaveTextContent(/^\d+ चुका$/);
  });
});

describe("the campus map", () => {
  it("describes the area in English as before", async () => {
    render(await CampusMap({ map: MAP, name: "Sunrise" }));
    expect(screen.getByRole("img")).toHaveAccessibleName(
      "Map of the area around Sunrise Sunrise in the centre; Baner Hill, 1.8 km to the south-east; Bus stop, 400 m to the south.",
    );
    expect(screen.getByRole("figure")).toHaveTextContent("Not to scale. Coordinates 18.5590, 73.7868: open them in OpenStreetMap or your phone's maps app.");
    expect(screen.getByRole("link", { name: "open them in OpenStreetMap" })).toHaveAttribute("href", "https://www.openstreetmap.org/?mlat=18.559&mlon=73.7868#map=16/18.559/73.7868");
  });

  it("marks the landmarks' names as English when the page shows them so", async () => {
    const { container } = render(await CampusMap({ map: MAP, name: "Sunrise", locale: "mr", english: true }));
    expect([...container.querySelectorAll("text[lang='en-IN']")].map((t) => t.textContent)).toEqual(["Baner Hill", "Bus stop"]);
  });
});
