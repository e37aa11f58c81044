import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import fs from "node:fs";
import path from "node:path";
import { ChatText, parseChatText } from "./chat-text";
import { FAQ_CATEGORIES } from "./faq-data";
import { KEYWORD_REPLIES, genericReply, greeting } from "./replies";

/** A bot message as a visitor reads it: link labels without their markup. */
const plainText = (content: string) =>
  parseChatText(content)
    .map((part) => part.text)
    .join("");

const context = { emergencyPhone: "+91 20 6720 1000", hospitalName: "Sunrise Multispeciality Hospital" };
const script = [
  ...FAQ_CATEGORIES.flatMap((category) => category.questions.map((question) => question.a)),
  ...KEYWORD_REPLIES.map((entry) => entry.reply(context)),
  genericReply(context),
  greeting(context.hospitalName),
];

/** Whether the App Router has a page at this path (app/(en)/<path>/page.tsx, "/" is app/(en)/page.tsx). */
const isRoute = (href: string) => fs.existsSync(path.join(process.cwd(), "app", "(en)", href, "page.tsx"));

describe("parseChatText", () => {
  it("splits text and links in order", () => {
    expect(parseChatText("See the [Doctors](/doctorList) page or call [+91 20](tel:+9120).")).toEqual([
      { text: "See the " },
      { text: "Doctors", href: "/doctorList" },
      { text: " page or call " },
      { text: "+91 20", href: "tel:+9120" },
      { text: "." },
    ]);
  });

  it.each([
    ["another origin", "[x](//evil.example/path)"],
    ["an absolute URL", "[x](https://evil.example/)"],
    ["a script", "[x](javascript:alert(1))"],
    ["a tel: link without a number", "[x](tel:abc)"],
    ["a label across lines", "[x\ny](/about)"],
  ])("leaves %s as plain text", (_label, content) => {
    expect(parseChatText(content)).toEqual([{ text: content }]);
  });

  it("reads as the labels without markup", () => {
    expect(plainText("on the [Contact Us](/contactUs) page")).toBe("on the Contact Us page");
  });
});

describe("the chat's script", () => {
  it("names no page as a bare path: every page it names is a link", () => {
    for (const content of script) expect(plainText(content)).not.toMatch(/(^|[\s(])\/[A-Za-z]/);
  });

  it("links only to pages that exist", () => {
    const hrefs = script.flatMap((content) => parseChatText(content).flatMap((part) => (part.href ? [part.href] : [])));
    const pages = hrefs.filter((href) => href.startsWith("/"));
    expect(new Set(pages)).toEqual(new Set(["/appointment", "/specialityList", "/contactUs", "/doctorList", "/services-v2"]));
    for (const href of pages) expect(isRoute(href)).toBe(true);
  });
});

describe("ChatText", () => {
  // jsdom cannot navigate.
  const stop = (event: MouseEvent) => event.preventDefault();
  beforeEach(() => document.addEventListener("click", stop));
  afterEach(() => document.removeEventListener("click", stop));

  it("renders pages and phone numbers as real links", () => {
    render(
      <p>
        <ChatText content="Book on the [Book Appointment](/appointment) page or call [+91 20 6720 1000](tel:+912067201000)." />
      </p>,
    );
    expect(screen.getByRole("link", { name: "Book Appointment" })).toHaveAttribute("href", "/appointment");
    expect(screen.getByRole("link", { name: "+91 20 6720 1000" })).toHaveAttribute("href", "tel:+912067201000");
    expect(screen.getByRole("paragraph")).toHaveTextContent("Book on the Book Appointment page or call +91 20 6720 1000.");
  });

  it("reports a link followed in this tab, not one opened in a new tab", async () => {
    const user = userEvent.setup();
    const onFollowLink = jest.fn();
    render(<ChatText content="the [Doctors](/doctorList) page" onFollowLink={onFollowLink} />);
    const link = screen.getByRole("link", { name: "Doctors" });
    await user.keyboard("{Control>}");
    await user.click(link);
    await user.keyboard("{/Control}");
    expect(onFollowLink).not.toHaveBeenCalled();
    link.focus();
    await user.keyboard("{Enter}");
    expect(onFollowLink).toHaveBeenCalledTimes(1);
  });
});
