import { render as renderDom, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { serverTree } from "@/test/server-components";
import type { HomepageV2 } from "@/lib/contracts/home";
import type { ArticleSummary, Testimonial } from "@/lib/contracts/content";
import { testDoctor } from "@/components/doctors/test-doctor";
import { HomePage } from "./home-page";

// The notice is an async server component of its own; here it only shows where it is placed.
jest.mock("@/components/ui/out-of-date-notice", () => ({ OutOfDateNotice: () => <p role="note">Shown in English</p> }));

function home(overrides: Partial<HomepageV2> = {}): HomepageV2 {
  return {
    hero: {
      title: "Care you can trust, around the clock",
      subtitle: "Consultants across 28 specialities.",
      image: null,
      primaryCta: { label: "Book Appointment", href: "/appointment" },
      secondaryCta: { label: "Find a Doctor", href: "/doctorList" },
    },
    highlights: [],
    callsToAction: [],
    features: [{ _id: "f1", title: "24x7 Emergency & Trauma", description: "Day and night.", icon: "ambulance" }],
    statistics: [{ _id: "s1", label: "Beds", value: 350, suffix: "+", icon: "bed" }],
    specialities: [
      {
        _id: "sp1",
        specialityName: "Cardiology",
        specialityUrl: "cardiology",
        thumbnailImage: null,
        overview: { description: "Heart care." },
        hero: { description: null },
      },
    ],
    featuredDoctors: [testDoctor()],
    featuredServices: [
      {
        _id: "sv1",
        serviceName: "3 Tesla MRI",
        serviceUrl: "3-tesla-mri",
        category: { _id: "c1", categoryName: "Diagnostics & Imaging", categoryUrl: "diagnostics-imaging" },
        hero: { title: "3 Tesla MRI", description: "Detailed imaging.", image: null },
        overview: { description: null },
      },
    ],
    ...overrides,
  };
}

// The page holds async server components (the doctor cards read their words): awaited first.
const render = async (page: ReactNode) => renderDom(await serverTree(page));

const renderHome = (data = home()) =>
  render(<HomePage hospitalName="Sunrise Multispeciality Hospital" emergencyPhone="+91 20 6720 1000" home={data} />);

describe("HomePage", () => {
  it("offers booking, the 24x7 emergency line and the stored second action in the hero", async () => {
    await renderHome();
    const hero = screen.getByRole("region", { name: "Sunrise Multispeciality Hospital" });
    expect(within(hero).getByRole("heading", { level: 1 })).toHaveTextContent("Sunrise Multispeciality Hospital");
    expect(within(hero).getByRole("link", { name: "Book Appointment" })).toHaveAttribute("href", "/appointment");
    expect(within(hero).getByRole("link", { name: "24x7 Emergency: +91 20 6720 1000" })).toHaveAttribute("href", "tel:+912067201000");
    expect(within(hero).getByRole("link", { name: "Find a Doctor" })).toHaveAttribute("href", "/doctorList");
    expect(within(hero).getByText("Care you can trust, around the clock")).toBeInTheDocument();
  });

  it("shows figures, specialities, doctors, services and features", async () => {
    await renderHome();
    expect(screen.getByText("350+")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Cardiology" })).toHaveAttribute("href", "/specialities/cardiology");
    const doctors = screen.getByRole("region", { name: "Meet our doctors" });
    expect(within(doctors).getByRole("article", { name: "Dr. Ananya Kulkarni" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "3 Tesla MRI" })).toHaveAttribute("href", "/service-v2/detail/3-tesla-mri");
    expect(screen.getByRole("heading", { name: "24x7 Emergency & Trauma" })).toBeInTheDocument();
  });

  it("leaves out empty sections and a second action that repeats booking", async () => {
    await renderHome(
      home({
        featuredDoctors: [],
        featuredServices: [],
        hero: { ...home().hero, secondaryCta: { label: "Book now", href: "/appointment" } },
      }),
    );
    expect(screen.queryByRole("region", { name: "Meet our doctors" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Services" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Book now" })).not.toBeInTheDocument();
  });

  it("completes a hero without a picture with a doctor search that reaches the doctor list by a plain GET, and shows an uploaded picture instead when there is one", async () => {
    const specialityOptions = [
      { value: "cardiology", label: "Cardiology" },
      { value: "neurology", label: "Neurology" },
    ];
    const { unmount } = await render(<HomePage hospitalName="Sunrise Multispeciality Hospital" emergencyPhone="+91 20 6720 1000" home={home()} specialityOptions={specialityOptions} />);
    const search = screen.getByRole("search", { name: "Find the right doctor" });
    expect(search).toHaveAttribute("action", "/doctorList");
    expect(search).toHaveAttribute("method", "get");
    expect(within(search).getByRole("combobox", { name: "Speciality" })).toHaveAttribute("name", "speciality");
    expect(within(search).getAllByRole("option").map((o) => o.textContent)).toEqual(["All specialities", "Cardiology", "Neurology"]);
    expect(within(search).getByRole("searchbox", { name: "Doctor’s name" })).toHaveAttribute("name", "name");
    expect(within(search).getByRole("button", { name: "Show doctors" })).toHaveAttribute("type", "submit");
    unmount();

    const { container } = await render(
      <HomePage
        hospitalName="Sunrise Multispeciality Hospital"
        emergencyPhone="+91 20 6720 1000"
        home={home({ hero: { ...home().hero, image: "/public/images/hero.webp" } })}
        specialityOptions={specialityOptions}
      />,
    );
    expect(screen.queryByRole("search")).not.toBeInTheDocument();
    expect(container.querySelector("img[src='/public/images/hero.webp']")).not.toBeNull();
  });

  it("on a page in another language, marks what is shown in English and says so once where it is, and keeps patients' words and articles in English", async () => {
    const testimonial: Testimonial = { _id: "t1", name: "Ramesh K.", location: "Baner", text: "Kind staff.", rating: 5, speciality: null, videoUrl: null };
    const article: ArticleSummary = {
      _id: "a1",
      kind: "blog",
      title: "Monsoon fevers",
      url: "monsoon-fevers",
      excerpt: "What to watch for.",
      coverImage: null,
      author: "Dr. A",
      category: "Health",
      tags: [],
      publishedAt: "2026-03-01T10:00:00Z",
      updatedAt: "2026-03-01T10:00:00Z",
      readingMinutes: 4,
    };
    const { container } = await render(
      await HomePage({
        locale: "mr",
        hospitalName: "Sunrise Multispeciality Hospital",
        emergencyPhone: "+91 20 6720 1000",
        home: home(),
        english: { blocks: true, features: ["f1"], statistics: [] },
        testimonials: [testimonial],
        articles: [article],
      }),
    );
    expect(screen.getByText("Care you can trust, around the clock")).toHaveAttribute("lang", "en-IN");
    const hero = screen.getByRole("region", { name: "Sunrise Multispeciality Hospital" });
    expect(within(hero).getByRole("link", { name: "Find a Doctor" })).toHaveAttribute("lang", "en-IN");
    expect(within(hero).getByRole("note")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "24x7 Emergency & Trauma" }).closest("li")).toHaveAttribute("lang", "en-IN");
    expect(screen.getByText("Beds")).not.toHaveAttribute("lang");
    expect(screen.getAllByRole("note")).toHaveLength(2);
    expect(screen.getByText("Kind staff.").closest("[lang]")).toHaveAttribute("lang", "en-IN");
    expect(screen.getByRole("link", { name: "Monsoon fevers" }).closest("[lang]")).toHaveAttribute("lang", "en-IN");
    // The cards' records are English in this data (no translation): each names its language.
    expect(screen.getByRole("heading", { name: "Cardiology" })).toHaveAttribute("lang", "en-IN");
    expect(screen.getByRole("heading", { name: "Dr. Ananya Kulkarni" })).toHaveAttribute("lang", "en-IN");
    expect(screen.getByText("Senior Consultant")).toHaveAttribute("lang", "en-IN");
    // Nothing else claims to be English.
    expect(container.querySelectorAll("[lang]")).toHaveLength(11);
  });
});
