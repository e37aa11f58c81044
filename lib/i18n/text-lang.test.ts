import { langOfText } from "./text-lang";

describe("the language of a text on a page", () => {
  it.each([
    ["Cardiology", "mr", "en-IN"],
    ["Ananya Kulkarni-Rao", "hi", "en-IN"],
    ["हृदयरोग (कार्डिओलॉजी)", "mr", undefined],
    ["3 टेस्ला एमआरआय", "mr", undefined],
    ["TMT आणि ECG", "mr", undefined],
    ["Cardiology", "en", undefined],
    ["24x7", "hi", undefined],
    ["", "mr", undefined],
  ] as const)("%s on a %s page needs lang %s", (text, locale, expected) => {
    expect(langOfText(text, locale)).toBe(expected);
  });
});
