import { render, screen } from "@testing-library/react";
import { DoctorPagination } from "./doctor-pagination";

describe("DoctorPagination", () => {
  it("renders nothing for a single page", () => {
    const { container } = render(<DoctorPagination query={{}} page={1} pages={1} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("marks the current page and links the neighbours with rel prev/next, keeping the filters", () => {
    render(<DoctorPagination query={{ speciality: "cardiology", gender: "female" }} page={2} pages={3} />);
    expect(screen.getByRole("navigation", { name: "Pagination" })).toBeInTheDocument();
    const current = screen.getByRole("link", { name: "Page 2" });
    expect(current).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Previous page" })).toHaveAttribute("rel", "prev");
    expect(screen.getByRole("link", { name: "Previous page" })).toHaveAttribute(
      "href",
      "/doctorList?speciality=cardiology&gender=female",
    );
    expect(screen.getByRole("link", { name: "Next page" })).toHaveAttribute("rel", "next");
    expect(screen.getByRole("link", { name: "Next page" })).toHaveAttribute(
      "href",
      "/doctorList?speciality=cardiology&gender=female&page=3",
    );
    expect(screen.getByRole("link", { name: "Page 1" })).not.toHaveAttribute("aria-current");
  });

  it("shows Previous as unavailable on the first page and Next on the last", () => {
    const { rerender } = render(<DoctorPagination query={{}} page={1} pages={4} />);
    expect(screen.queryByRole("link", { name: "Previous page" })).not.toBeInTheDocument();
    expect(screen.getByText("Previous", { exact: false }).closest("[aria-disabled]")).toHaveAttribute("aria-disabled", "true");
    rerender(<DoctorPagination query={{}} page={4} pages={4} />);
    expect(screen.queryByRole("link", { name: "Next page" })).not.toBeInTheDocument();
  });

  it("skips distant pages with a gap", () => {
    render(<DoctorPagination query={{}} page={10} pages={20} />);
    const numbers = screen.getAllByRole("link", { name: /^Page \d+$/ }).map((a) => a.textContent);
    expect(numbers).toEqual(["Page 1", "Page 9", "Page 10", "Page 11", "Page 20"]);
  });
});
