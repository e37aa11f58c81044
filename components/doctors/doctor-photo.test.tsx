import { render } from "@testing-library/react";
import { DoctorPhoto } from "./doctor-photo";

const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240"><rect width="240" height="240" fill="#fcefea"/></svg>';

describe("DoctorPhoto", () => {
  it("draws a portrait the site ships with the page, hidden from assistive technology like the <img> it replaces, and asks for no file", () => {
    const { container } = render(<DoctorPhoto name="Dr. Rajesh Iyer" photo="/public/images/doctors/dr-rajesh-iyer.svg" size="lg" svg={svg} />);
    const drawing = container.querySelector("svg");
    expect(drawing).not.toBeNull();
    expect(drawing!.closest("[aria-hidden='true']")).not.toBeNull();
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toBe("RI");
  });

  it("loads any other portrait as an image: the profile's first, a card's only as it nears the screen", () => {
    const { container: profile } = render(<DoctorPhoto name="Dr. Rajesh Iyer" photo="/public/doctor-1.webp" size="lg" />);
    expect(profile.querySelector("img")).toHaveAttribute("fetchpriority", "high");
    expect(profile.querySelector("img")).toHaveAttribute("src", "/public/doctor-1.webp");
    const { container: card } = render(<DoctorPhoto name="Dr. Rajesh Iyer" photo="/public/doctor-1.webp" />);
    expect(card.querySelector("img")).toHaveAttribute("loading", "lazy");
  });

  it("shows the initials alone when there is no photo", () => {
    const { container } = render(<DoctorPhoto name="Dr. Meera Nair" photo={null} size="lg" />);
    expect(container.querySelector("img, svg")).toBeNull();
    expect(container.textContent).toBe("MN");
  });
});
