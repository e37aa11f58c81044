import { render, screen, within } from "@testing-library/react";
import { OpdTable } from "./opd-table";
import { testDoctor } from "./test-doctor";

describe("OpdTable", () => {
  it("is a captioned table with a row per day and the sittings in hospital time", async () => {
    render(await OpdTable({ locale: "en", timings: testDoctor().opdTimings, timeZoneLabel: "India Standard Time" }));
    const table = screen.getByRole("table", { name: /Weekly OPD timings.*India Standard Time/ });
    expect(within(table).getAllByRole("columnheader").map((th) => th.textContent)).toEqual(["Day", "OPD hours"]);
    expect(within(table).getAllByRole("rowheader").map((th) => th.textContent)).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
    expect(within(table).getByRole("row", { name: /Monday/ })).toHaveTextContent("9:30 am to 1:30 pm");
    expect(within(table).getByRole("row", { name: /Wednesday/ })).toHaveTextContent("5:00 pm to 8:00 pm");
    expect(within(table).getByRole("row", { name: /Tuesday/ })).toHaveTextContent("No OPD");
  });
});
