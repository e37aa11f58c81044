import { render, screen } from "@testing-library/react";
import { boxTables, Prose } from "./article-card";
import { TableBox } from "@/components/console/console-list";

describe("tables that scroll in their own box, by keyboard too (a phone's page never widens)", () => {
  it("boxes every table of stored rich HTML in a focusable, named region", () => {
    const html = "<p>Before</p><table><tr><td>a</td></tr></table><p>Between</p><table><caption>Two</caption><tr><td>b</td></tr></table>";
    const boxed = boxTables(html);
    expect(boxed.match(/<div [^>]*role="region"[^>]*tabindex="0"[^>]*><table/g)).toHaveLength(2);
    expect(boxed.match(/<\/table><\/div>/g)).toHaveLength(2);
    render(<Prose html={html} />);
    const regions = screen.getAllByRole("region", { name: "Table, scrolls sideways" });
    expect(regions).toHaveLength(2);
    expect(regions[1]).toContainElement(screen.getByRole("table", { name: "Two" }));
  });

  it("gives a console table's box focus and its caption as name", () => {
    render(
      <TableBox label="Bookings by appointment time">
        <table>
          <tbody>
            <tr>
              <td>x</td>
            </tr>
          </tbody>
        </table>
      </TableBox>,
    );
    const box = screen.getByRole("region", { name: "Bookings by appointment time" });
    expect(box).toHaveAttribute("tabindex", "0");
  });
});
