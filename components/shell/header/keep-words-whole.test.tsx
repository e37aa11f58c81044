import { render } from "@testing-library/react";
import { KeepWordsWhole } from "./keep-words-whole";

describe("KeepWordsWhole", () => {
  it("keeps every word with a hyphen, dash or slash in an unbreakable span and the text unchanged", () => {
    const { container } = render(
      <p>
        <KeepWordsWhole text="COVID-19 vaccination: walk-in, Mon–Sat 9:00–17:00, Gate 2 and/or more" />
      </p>,
    );
    const p = container.querySelector("p")!;
    expect(p.textContent).toBe("COVID-19 vaccination: walk-in, Mon–Sat 9:00–17:00, Gate 2 and/or more");
    expect([...p.querySelectorAll("span")].map((span) => span.textContent)).toEqual([
      "COVID-19",
      "walk-in,",
      "Mon–Sat",
      "9:00–17:00,",
      "and/or",
    ]);
    for (const span of p.querySelectorAll("span")) expect(span).toHaveClass("word");
  });
});
