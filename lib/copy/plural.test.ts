import { countOf } from "./plural";

describe("countOf", () => {
  it("says one of a thing in the singular, and none or several in the plural", () => {
    expect(countOf(1, "new contact message", "new contact messages")).toBe("1 new contact message");
    expect(countOf(0, "entry", "entries")).toBe("0 entries");
    expect(countOf(2, "payment to settle", "payments to settle")).toBe("2 payments to settle");
  });
});
