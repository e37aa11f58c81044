import { render, screen } from "@testing-library/react";
import { CONSOLE_ROUTES } from "@/lib/routes";
import { PublicOnly } from "./public-only";


let mockPathname = "/";
jest.mock("next/navigation", () => ({ usePathname: () => mockPathname }));

const shown = (pathname: string, always = false) => {
  mockPathname = pathname;
  const { unmount } = render(
    <PublicOnly consolePages={CONSOLE_ROUTES} always={always}>
      <p>public header</p>
    </PublicOnly>,
  );
  const found = screen.queryByText("public header") !== null;
  unmount();
  return found;
};

describe("PublicOnly", () => {
  it.each(["/", "/doctorList", "/admin/nope", "/administrator"])("shows the public chrome at %s", (path) => {
    expect(shown(path)).toBe(true);
  });

  it.each(["/admin", "/admin/login", "/admin/bookings", "/admin/content/doctors/new"])("leaves the public chrome out of the console page %s", (path) => {
    expect(shown(path)).toBe(false);
  });

  it("shows what stands instead on a console page, and only there", () => {
    for (const [path, expected] of [["/admin/bookings", "console bar"], ["/doctorList", "public header"]]) {
      mockPathname = path;
      const { unmount } = render(
        <PublicOnly consolePages={CONSOLE_ROUTES} instead={<p>console bar</p>}>
          <p>public header</p>
        </PublicOnly>,
      );
      expect(screen.getByRole("paragraph")).toHaveTextContent(expected);
      unmount();
    }
  });

  it("keeps the public chrome in the whole not-found document even at a console address", () => {
    expect(shown("/admin/content/no-such-collection", true)).toBe(true);
  });
});
