import { render, screen, within } from "@testing-library/react";
import type { ArticleDetail } from "@/lib/contracts/content";
import { ArticleDetailBody } from "./article-detail";

const ARTICLE: ArticleDetail = {
  _id: "a1",
  kind: "blog",
  url: "heart-attack-warning-signs",
  title: "Heart attack: the warning signs that cannot wait",
  excerpt: "Chest pain is not the only sign.",
  coverImage: "/images/articles/heart-attack-warning-signs.svg",
  author: "Dr. Rajesh Iyer",
  category: "Heart Health",
  tags: ["heart attack"],
  publishedAt: "2026-10-01T04:30:00.000Z",
  updatedAt: "2026-10-01T04:30:00.000Z",
  readingMinutes: 5,
  content: "<h2>The common signs</h2><p>Pressure in the chest.</p>",
  doctor: { username: "dr-rajesh-iyer", fullName: "Dr. Rajesh Iyer", designation: "Director", photo: null, role: "author" },
  reviewer: { username: "dr-ananya-kulkarni", fullName: "Dr. Ananya Kulkarni", designation: "Senior Consultant", speciality: "Cardiology", photo: null, reviewedOn: "2026-09-28" },
  related: [],
};

describe("ArticleDetailBody", () => {
  it("names the author, the reading time, and the medical reviewer with their speciality, a link to their profile and the day", () => {
    const { container } = render(<ArticleDetailBody article={ARTICLE} timeZone="Asia/Kolkata" />);
    expect(screen.getByText("5 min read")).toBeInTheDocument();
    const reviewed = screen.getByText(/Medically reviewed by/);
    expect(reviewed).toHaveTextContent("Medically reviewed by Dr. Ananya Kulkarni, Cardiology");
    expect(within(reviewed).getByRole("link", { name: "Dr. Ananya Kulkarni" })).toHaveAttribute("href", "/doctordetail/dr-ananya-kulkarni");
    expect(container.querySelector('time[datetime="2026-09-28"]')).toHaveTextContent("September 28, 2026");
    expect(screen.getByRole("heading", { name: "About the author" })).toBeInTheDocument();
  });

  it("introduces the reviewer in the aside when no doctor wrote it, and names no reviewer when there is none", () => {
    const { unmount } = render(<ArticleDetailBody article={{ ...ARTICLE, author: "Sunrise Health Desk", doctor: null }} timeZone="Asia/Kolkata" />);
    expect(screen.getByText(/^By Sunrise Health Desk/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Reviewed by" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Book an appointment with Dr. Ananya Kulkarni" })).toBeInTheDocument();
    unmount();
    render(<ArticleDetailBody article={{ ...ARTICLE, doctor: null, reviewer: null }} timeZone="Asia/Kolkata" />);
    expect(screen.queryByText(/Medically reviewed by/)).toBeNull();
    expect(screen.getByRole("heading", { name: "Need to see a doctor?" })).toBeInTheDocument();
  });
});
