import { ariaCurrentFor } from "./aria-current";
import shell from "@/lib/i18n/messages/en/shell.json";
import { navItems } from "./nav-items";

const { items: NAV_ITEMS, book: BOOK_APPOINTMENT } = navItems((key) => shell.nav[key]);

const item = (label: string) => NAV_ITEMS.find((entry) => entry.label === label)!;

describe("ariaCurrentFor", () => {
  it("gives 'page' on the item's own page, /home included for Home", () => {
    expect(ariaCurrentFor(item("Home"), "/")).toBe("page");
    expect(ariaCurrentFor(item("Home"), "/home")).toBe("page");
    expect(ariaCurrentFor(item("Contact Us"), "/contactUs/")).toBe("page");
    // The same page in Marathi or Hindi is the same item's.
    expect(ariaCurrentFor(item("Home"), "/mr")).toBe("page");
    expect(ariaCurrentFor(item("About Us"), "/hi/about")).toBe("page");
    expect(ariaCurrentFor(item("Doctors"), "/mr/doctordetail/dr-rao")).toBe("true");
    expect(ariaCurrentFor(BOOK_APPOINTMENT, "/appointment")).toBe("page");
  });

  it("gives 'page' to Doctors on a filtered list, which the server renders from its cached view at /doctorList's address", () => {
    // Server and browser agree: the server's render names the view, the browser /doctorList.
    expect(ariaCurrentFor(item("Doctors"), "/doctorList/filtered/cardiology/-/-/-")).toBe("page");
    expect(ariaCurrentFor(item("Doctors"), "/doctorList")).toBe("page");
    expect(ariaCurrentFor(item("Doctors"), "/doctorList/filteredx")).toBeUndefined();
  });

  it("gives 'true' on a page of the item's section", () => {
    expect(ariaCurrentFor(item("Doctors"), "/doctordetail/dr-rao")).toBe("true");
    expect(ariaCurrentFor(item("Specialities"), "/specialities/cardiology")).toBe("true");
    expect(ariaCurrentFor(item("Services"), "/service-v2/detail/mri")).toBe("true");
    expect(ariaCurrentFor(item("Careers"), "/careers/nurse")).toBe("true");
  });

  it("leaves other items unmarked", () => {
    expect(ariaCurrentFor(item("Home"), "/gallery")).toBeUndefined();
    expect(ariaCurrentFor(item("Home"), "/mr/about")).toBeUndefined();
    expect(ariaCurrentFor(item("Careers"), "/careerfair")).toBeUndefined();
    expect(ariaCurrentFor(item("Gallery"), null)).toBeUndefined();
  });
});
