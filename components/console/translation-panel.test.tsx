import "@testing-library/jest-dom";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { RecordTranslations } from "@/lib/contracts/collections/api";
import { TranslationPanel } from "./translation-panel";

// A record's Marathi and Hindi beside its English, against a stubbed server: each field's English
// and each language's state (current, out of date, missing, nothing to translate), a list's entries
// labelled with the English they translate, one field saved in one language, the server's refusals
// next to their inputs, a changed English, and a setting translated whole.

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

const ID = "6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f";
const mark = (c: string) => c.repeat(22);

const speciality = (): RecordTranslations => ({
  whole: false,
  english: {
    name: "Cardiology",
    heroDescription: "",
    overviewDescription: "Heart care, round the clock.",
    conditions: ["Heart attack", "Arrhythmia"],
    procedures: [],
    faqs: [{ q: "Do I need a referral?", a: "No." }],
  },
  sources: { name: mark("a"), heroDescription: mark("b"), overviewDescription: mark("c"), conditions: mark("d"), procedures: mark("e"), faqs: mark("f") },
  languages: {
    mr: {
      states: { name: "current", heroDescription: "nothing", overviewDescription: "outOfDate", conditions: "current", procedures: "nothing", faqs: "missing" },
      values: { name: "हृदयरोग", heroDescription: "", overviewDescription: "जुना मजकूर", conditions: ["हृदयविकाराचा झटका", "अतालता"], procedures: [], faqs: [{ q: "", a: "" }] },
    },
    hi: {
      states: { name: "missing", heroDescription: "nothing", overviewDescription: "current", conditions: "missing", procedures: "nothing", faqs: "current" },
      values: { name: "", heroDescription: "", overviewDescription: "हृदय की देखभाल।", conditions: ["", ""], procedures: [], faqs: [{ q: "क्या रेफ़रल चाहिए?", a: "नहीं।" }] },
    },
  },
});

let answer: (body: Record<string, unknown>) => Response;
let calls: { path: string; body: Record<string, unknown> }[];
beforeEach(() => {
  refresh.mockReset();
  calls = [];
  window.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const body = (await request.clone().json()) as Record<string, unknown>;
    calls.push({ path: new URL(request.url).pathname, body });
    return answer(body);
  }) as typeof fetch;
});

const fieldSection = (label: string) => screen.getByRole("region", { name: label });
const languageForm = (field: string, language: string) => screen.getByRole("form", { name: `${language}: ${field}` });

describe("TranslationPanel, a table's record", () => {
  it("shows each field's English beside its Marathi and Hindi, each with its state", () => {
    render(<TranslationPanel collection="specialities" id={ID} translations={speciality()} />);
    const overview = fieldSection("Overview");
    expect(within(overview).getByText("Heart care, round the clock.")).toBeInTheDocument();
    expect(within(languageForm("Overview", "Marathi")).getByText(/Out of date: the English has changed since this was translated/)).toBeInTheDocument();
    expect(within(languageForm("Overview", "Marathi")).getByLabelText("Overview in Marathi")).toHaveValue("जुना मजकूर");
    expect(within(languageForm("Overview", "Hindi")).getByText(/^Current/)).toBeInTheDocument();
    expect(within(languageForm("Name", "Hindi")).getByText(/^Missing: not translated yet/)).toBeInTheDocument();
    // An empty English has nothing to translate: no input, no save.
    const opening = languageForm("Opening line", "Marathi");
    expect(within(opening).getByText("Nothing to translate: the English is empty.")).toBeInTheDocument();
    expect(within(opening).queryByRole("textbox")).toBeNull();
    expect(within(opening).queryByRole("button")).toBeNull();
    // The inputs are in the language, for the browser's spelling and the reader's voice.
    expect(screen.getByLabelText("Overview in Marathi")).toHaveAttribute("lang", "mr-IN");
  });

  it("labels each entry of a list with the English it translates, and each item of an array in order", () => {
    render(<TranslationPanel collection="specialities" id={ID} translations={speciality()} />);
    expect(screen.getByLabelText("Heart attack in Marathi")).toHaveValue("हृदयविकाराचा झटका");
    expect(screen.getByLabelText("Arrhythmia in Hindi")).toHaveValue("");
    const faq = within(languageForm("Questions and answers", "Hindi")).getByRole("group", { name: "Question 1" });
    expect(within(faq).getByLabelText("Question in Hindi")).toHaveValue("क्या रेफ़रल चाहिए?");
    expect(within(faq).getByLabelText("Answer in Hindi")).toHaveValue("नहीं।");
    expect(within(fieldSection("Questions and answers")).getByText("Do I need a referral?")).toBeInTheDocument();
  });

  it("saves one field in one language against the English it shows, and then says it is current", async () => {
    answer = (body) => {
      const after = speciality();
      after.languages.mr.states.overviewDescription = "current";
      after.languages.mr.values.overviewDescription = ((body.values as Record<string, string>).overviewDescription ?? "").trim();
      return Response.json({ success: 1, data: after, message: "The Marathi of this speciality is saved; the Marathi pages show it on the next visit." });
    };
    render(<TranslationPanel collection="specialities" id={ID} translations={speciality()} />);
    fireEvent.change(screen.getByLabelText("Overview in Marathi"), { target: { value: "हृदयाची काळजी, चोवीस तास. " } });
    expect(within(languageForm("Overview", "Marathi")).getByText("Unsaved changes")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Save the Marathi of overview" }));
    await waitFor(() => expect(within(languageForm("Overview", "Marathi")).getByText(/^Current/)).toBeInTheDocument());
    expect(calls).toEqual([
      { path: `/api/admin/content/specialities/translate`, body: { id: ID, locale: "mr", values: { overviewDescription: "हृदयाची काळजी, चोवीस तास. " }, sources: { overviewDescription: mark("c") } } },
    ]);
    expect(screen.getByLabelText("Overview in Marathi")).toHaveValue("हृदयाची काळजी, चोवीस तास.");
    expect(within(languageForm("Overview", "Marathi")).queryByText("Unsaved changes")).toBeNull();
  });

  it("shows the server's refusals next to their inputs, an entry of a list too, and keeps what was typed", async () => {
    answer = () =>
      Response.json(
        {
          success: 0,
          message: "Nothing was saved: 2 fields need changing. Each says why next to it.",
          errors: [
            { path: "values.conditions.1", message: "Enter the Hindi of “Arrhythmia”" },
            { path: "values.conditions.0", message: "Conditions treated contains a control character (such as a NUL byte) or a broken character that is not allowed here; remove it and try again" },
          ],
        },
        { status: 400 },
      );
    render(<TranslationPanel collection="specialities" id={ID} translations={speciality()} />);
    fireEvent.change(screen.getByLabelText("Heart attack in Hindi"), { target: { value: "दिल का दौरा\u0007" } });
    fireEvent.click(screen.getByRole("button", { name: "Save the Hindi of conditions treated" }));
    expect(await within(languageForm("Conditions treated", "Hindi")).findByRole("alert")).toHaveTextContent("Nothing was saved");
    expect(screen.getByLabelText("Arrhythmia in Hindi")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Arrhythmia in Hindi")).toHaveAccessibleDescription("Enter the Hindi of “Arrhythmia”");
    expect(screen.getByLabelText("Heart attack in Hindi")).toHaveAccessibleDescription(/control character/);
    expect(screen.getByLabelText("Heart attack in Hindi")).toHaveValue("दिल का दौरा\u0007");
    expect(screen.getByRole("link", { name: "Go to the first one" })).toHaveAttribute("href", "#translation-hi-conditions-1");
  });

  it("says when the English changed since the page was opened, and reads it again keeping what was typed", async () => {
    answer = () => Response.json({ success: 0, code: "english_changed", message: "The English of “Overview” has changed since this page was opened." }, { status: 409 });
    const { rerender } = render(<TranslationPanel collection="specialities" id={ID} translations={speciality()} />);
    fireEvent.change(screen.getByLabelText("Overview in Hindi"), { target: { value: "नया अनुवाद" } });
    fireEvent.click(screen.getByRole("button", { name: "Save the Hindi of overview" }));
    expect(await within(languageForm("Overview", "Hindi")).findByRole("alert")).toHaveTextContent("has changed since this page was opened");
    fireEvent.click(screen.getByRole("button", { name: "Show the English of now" }));
    expect(refresh).toHaveBeenCalled();
    // The page read again: the new English and states, the words typed kept.
    const now = speciality();
    now.english.overviewDescription = "Heart care, round the clock, with a new cath lab.";
    now.languages.hi.states.overviewDescription = "outOfDate";
    rerender(<TranslationPanel collection="specialities" id={ID} translations={now} />);
    expect(within(fieldSection("Overview")).getByText("Heart care, round the clock, with a new cath lab.")).toBeInTheDocument();
    expect(within(languageForm("Overview", "Hindi")).getByText(/^Out of date/)).toBeInTheDocument();
    expect(screen.getByLabelText("Overview in Hindi")).toHaveValue("नया अनुवाद");
    expect(within(languageForm("Overview", "Hindi")).queryByRole("alert")).toBeNull();
  });
});

describe("TranslationPanel, a setting translated whole", () => {
  const about = (): RecordTranslations => {
    const english = {
      mission: "Care close to home.",
      vision: "A healthier Pune.",
      values: [{ title: "Compassion", text: "We listen." }],
      history: [{ year: 1998, title: "Founded", text: "Forty beds." }],
      leadership: [],
      accreditations: [],
      facts: [{ value: "500+", label: "Beds" }],
    };
    return {
      whole: true,
      english,
      sources: { value: mark("v") },
      languages: {
        mr: { states: { value: "outOfDate" }, values: { ...english, mission: "घराजवळ सेवा.", vision: "", values: [{ title: "करुणा", text: "" }], history: [{ year: 1998, title: "स्थापना", text: "" }], facts: [{ value: "500+", label: "खाटा" }] } },
        hi: { states: { value: "missing" }, values: { ...english, mission: "", vision: "", values: [{ title: "", text: "" }], history: [{ year: 1998, title: "", text: "" }], facts: [{ value: "500+", label: "" }] } },
      },
    };
  };

  it("gives each language one form of the setting's words, each with the English under its label and one state, and saves it whole", async () => {
    answer = () => {
      const after = about();
      after.languages.hi.states.value = "current";
      return Response.json({ success: 1, data: after, message: "The Hindi of this about page is saved." });
    };
    render(<TranslationPanel collection="about" id={null} translations={about()} />);
    const marathi = screen.getByRole("form", { name: "Marathi" });
    expect(within(marathi).getByText(/^Out of date: the English has changed since this was translated/)).toBeInTheDocument();
    expect(within(marathi).getByLabelText("Mission in Marathi")).toHaveAccessibleDescription("English: Care close to home.");
    // What is not words (a year, a figure) is not asked for: it is the English's.
    expect(within(marathi).queryByLabelText(/Year/)).toBeNull();
    expect(within(marathi).queryByLabelText(/Figure/)).toBeNull();
    const hindi = screen.getByRole("form", { name: "Hindi" });
    expect(within(hindi).getByText(/^Missing/)).toBeInTheDocument();
    fireEvent.change(within(hindi).getByLabelText("Mission in Hindi"), { target: { value: "घर के पास देखभाल।" } });
    fireEvent.click(within(hindi).getByRole("button", { name: "Save the Hindi of the about page" }));
    await waitFor(() => expect(within(hindi).getByText(/^Current/)).toBeInTheDocument());
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toMatchObject({ locale: "hi", sources: { value: mark("v") }, values: { mission: "घर के पास देखभाल।", history: [{ year: 1998, title: "", text: "" }] } });
    expect(calls[0].body).not.toHaveProperty("id");
  });
});
