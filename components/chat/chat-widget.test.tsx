import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { parseChatText } from "./chat-text";
import { ChatWidget } from "./chat-widget";
import { FAQ_CATEGORIES } from "./faq-data";
import { CHAT_REPLY_DELAY_MS, FAQ_REPLY_DELAY_MS, KEYWORD_REPLIES, RESET_GREETING, genericReply } from "./replies";

/** A bot message as a visitor reads it: link labels without their markup. */
const plainText = (content: string) =>
  parseChatText(content)
    .map((part) => part.text)
    .join("");

const PHONE = "+91 20 6720 1000";
const HOSPITAL = "Sunrise Multispeciality Hospital";
const GREETING = `Hello! 👋 Welcome to ${HOSPITAL}. How can we help you today?`;
const context = { emergencyPhone: PHONE, hospitalName: HOSPITAL };

function setup() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<ChatWidget emergencyPhone={PHONE} hospitalName={HOSPITAL} />);
  return user;
}

/** Opens the chat and waits for the lazily loaded panel. */
async function openChat(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Open help chat" }));
  return screen.findByRole("dialog", { name: "Help chat" });
}

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

function log() {
  return screen.getByRole("log", { name: "Conversation" });
}

function typingIndicator() {
  return screen.queryByRole("status", { name: "Assistant is typing" });
}

async function goToChatView(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Type a question" }));
  return screen.getByRole("textbox", { name: "Your message" });
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
});

describe("ChatWidget launcher", () => {
  it("renders only a closed launcher with a decorative alert badge before first open", () => {
    setup();
    const launcher = screen.getByRole("button", { name: "Open help chat" });
    expect(launcher).toHaveAttribute("aria-expanded", "false");
    expect(launcher.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows the greeting on first open and focuses the dialog", async () => {
    const user = setup();
    const dialog = await openChat(user);
    expect(within(log()).getByText(GREETING)).toBeInTheDocument();
    expect(within(log()).getAllByRole("listitem")).toHaveLength(1);
    expect(dialog).toHaveFocus();
    expect(screen.getByRole("button", { name: "Close help chat" })).toHaveAttribute("aria-expanded", "true");
  });

  it("shows the emergency number from props as a tel: link in the header", async () => {
    const user = setup();
    await openChat(user);
    const link = screen.getByRole("link", { name: /\+91 20 6720 1000/ });
    expect(link).toHaveAttribute("href", "tel:+912067201000");
  });

  it("closes on Escape and returns focus to the launcher", async () => {
    const user = setup();
    await openChat(user);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open help chat" })).toHaveFocus();
  });

  it("closes with the close button, returns focus to the launcher and keeps the conversation for reopening", async () => {
    const user = setup();
    await openChat(user);
    const input = await goToChatView(user);
    await user.type(input, "hello{Enter}");
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open help chat" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Open help chat" }));
    expect(within(log()).getByText("hello")).toBeInTheDocument();
    expect(within(log()).getAllByText(GREETING)).toHaveLength(1);
  });
});

describe("ChatWidget launcher beside the page's controls", () => {
  type Rect = { left: number; top: number; right: number; bottom: number; width: number; height: number };
  const rect = (left: number, top: number, width: number, height: number): Rect => ({ left, top, width, height, right: left + width, bottom: top + height });
  // A 375 x 812 phone: the launcher in the bottom right corner, a day button of the slot picker beside it.
  const LAUNCHER = rect(303, 740, 56, 56);

  function pageWithDayButton() {
    render(
      <>
        <main>
          <button type="button">Mon 14 Dec 3 free</button>
        </main>
        <ChatWidget emergencyPhone={PHONE} hospitalName={HOSPITAL} />
      </>,
    );
    const launcher = screen.getByRole("button", { name: "Open help chat" });
    launcher.getBoundingClientRect = () => LAUNCHER as DOMRect;
    const day = screen.getByRole("button", { name: "Mon 14 Dec 3 free" });
    const placeDay = (at: Rect) => {
      day.getClientRects = () => [at] as unknown as DOMRectList;
      act(() => {
        window.dispatchEvent(new Event("scroll"));
        jest.advanceTimersByTime(50);
      });
    };
    return { launcher, placeDay };
  }

  it("steps aside (marked, so it fades and lets taps through) while a control of the page is under it, and comes back once the control scrolls clear", () => {
    const { launcher, placeDay } = pageWithDayButton();
    expect(launcher).not.toHaveAttribute("data-stepped-aside");
    placeDay(rect(280, 760, 80, 44));
    expect(launcher).toHaveAttribute("data-stepped-aside");
    placeDay(rect(280, 600, 80, 44));
    expect(launcher).not.toHaveAttribute("data-stepped-aside");
    placeDay(rect(16, 760, 80, 44));
    expect(launcher).not.toHaveAttribute("data-stepped-aside");
  });

  it("never steps aside while the chat is open: it is then the chat's close button", async () => {
    const user = setup();
    await openChat(user);
    const launcher = screen.getByRole("button", { name: "Close help chat" });
    launcher.getBoundingClientRect = () => LAUNCHER as DOMRect;
    const send = screen.getAllByRole("button").find((b) => b !== launcher)!;
    send.getClientRects = () => [rect(280, 760, 80, 44)] as unknown as DOMRectList;
    act(() => {
      window.dispatchEvent(new Event("scroll"));
      jest.advanceTimersByTime(50);
    });
    expect(launcher).not.toHaveAttribute("data-stepped-aside");
  });
});

describe("ChatWidget views", () => {
  it("lists the five FAQ categories, opens one to its four questions, and goes back", async () => {
    const user = setup();
    await openChat(user);
    for (const category of FAQ_CATEGORIES) {
      expect(screen.getByRole("button", { name: category.title })).toBeInTheDocument();
    }

    await user.click(screen.getByRole("button", { name: "Insurance & Billing" }));
    const questions = screen.getByRole("region", { name: "Insurance & Billing" });
    expect(within(questions).getByRole("heading", { name: "Insurance & Billing" })).toHaveFocus();
    for (const { q } of FAQ_CATEGORIES[2].questions) {
      expect(within(questions).getByRole("button", { name: q })).toBeInTheDocument();
    }

    await user.click(screen.getByRole("button", { name: "Back to topics" }));
    expect(screen.getByRole("heading", { name: "Choose a topic" })).toHaveFocus();
  });

  it('moves from categories to the chat input with "Type a question" and back with "Browse FAQ topics"', async () => {
    const user = setup();
    await openChat(user);
    const input = await goToChatView(user);
    expect(input).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Browse FAQ topics" }));
    expect(screen.getByRole("heading", { name: "Choose a topic" })).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  });
});

describe("ChatWidget FAQ answers", () => {
  it("switches to chat, posts the question, shows typing, and adds the answer only after 1000 ms (not at 999)", async () => {
    const user = setup();
    await openChat(user);
    const { q, a } = FAQ_CATEGORIES[3].questions[0];
    await user.click(screen.getByRole("button", { name: "Hospital Information" }));
    await user.click(screen.getByRole("button", { name: q }));

    expect(screen.getByRole("textbox", { name: "Your message" })).toBeInTheDocument();
    expect(within(log()).getByText(q)).toBeInTheDocument();
    expect(typingIndicator()).toBeInTheDocument();

    advance(FAQ_REPLY_DELAY_MS - 1);
    expect(within(log()).queryByText(a)).not.toBeInTheDocument();
    expect(typingIndicator()).toBeInTheDocument();

    advance(1);
    expect(within(log()).getByText(a)).toBeInTheDocument();
    expect(typingIndicator()).not.toBeInTheDocument();
  });
});

describe("ChatWidget free-text chat", () => {
  it("replies only after 1500 ms (not at 1499), with the typing indicator shown while pending and gone after", async () => {
    const user = setup();
    await openChat(user);
    const input = await goToChatView(user);
    expect(typingIndicator()).not.toBeInTheDocument();

    await user.type(input, "Do you accept insurance?{Enter}");
    expect(within(log()).getByText("Do you accept insurance?")).toBeInTheDocument();
    expect(typingIndicator()).toBeInTheDocument();

    const reply = KEYWORD_REPLIES.find((entry) => entry.keyword === "insurance")!.reply(context);
    advance(CHAT_REPLY_DELAY_MS - 1);
    expect(within(log()).queryByText(reply)).not.toBeInTheDocument();
    expect(typingIndicator()).toBeInTheDocument();

    advance(1);
    expect(within(log()).getByText(reply)).toBeInTheDocument();
    expect(typingIndicator()).not.toBeInTheDocument();
  });

  it.each(KEYWORD_REPLIES.map((entry) => [entry.keyword, entry] as const))(
    "answers a message about %p with that keyword's own reply",
    async (keyword, entry) => {
      const user = setup();
      await openChat(user);
      const input = await goToChatView(user);
      await user.type(input, `Question about ${keyword.toUpperCase()}{Enter}`);
      advance(CHAT_REPLY_DELAY_MS);
      const items = within(log()).getAllByRole("listitem");
      // As read: the script's link markup is rendered as links.
      expect(items[items.length - 1]).toHaveTextContent(plainText(entry.reply(context)));
    },
  );

  it("answers text without a keyword with the generic answer", async () => {
    const user = setup();
    await openChat(user);
    const input = await goToChatView(user);
    await user.type(input, "Is the canteen vegetarian?{Enter}");
    advance(CHAT_REPLY_DELAY_MS);
    expect(within(log()).getByText(genericReply(context))).toBeInTheDocument();
  });

  it("shows the emergency number from props in the emergency reply", async () => {
    const user = setup();
    await openChat(user);
    const input = await goToChatView(user);
    await user.type(input, "emergency!{Enter}");
    advance(CHAT_REPLY_DELAY_MS);
    expect(within(log()).getByText(new RegExp(PHONE.replace(/[+]/g, "\\+")))).toBeInTheDocument();
  });

  it("disables the send button for blank input and sends nothing on Enter", async () => {
    const user = setup();
    await openChat(user);
    const input = await goToChatView(user);
    const send = screen.getByRole("button", { name: "Send message" });
    expect(send).toBeDisabled();

    await user.type(input, "   ");
    expect(send).toBeDisabled();
    await user.keyboard("{Enter}");
    advance(CHAT_REPLY_DELAY_MS);
    expect(within(log()).getAllByRole("listitem")).toHaveLength(1);
    expect(typingIndicator()).not.toBeInTheDocument();
  });

  it("trims the message and sends it with the send button", async () => {
    const user = setup();
    await openChat(user);
    const input = await goToChatView(user);
    await user.type(input, "  where is your location?  ");
    const send = screen.getByRole("button", { name: "Send message" });
    expect(send).toBeEnabled();
    await user.click(send);
    expect(within(log()).getByText("where is your location?")).toBeInTheDocument();
    expect(input).toHaveValue("");
    expect(send).toBeDisabled();
  });

  it("sends on Enter and clears the input", async () => {
    const user = setup();
    await openChat(user);
    const input = await goToChatView(user);
    await user.type(input, "hello{Enter}");
    expect(within(log()).getByText("hello")).toBeInTheDocument();
    expect(input).toHaveValue("");
  });

  it("adds a newline on Shift+Enter without sending", async () => {
    const user = setup();
    await openChat(user);
    const input = await goToChatView(user);
    await user.type(input, "line one{Shift>}{Enter}{/Shift}line two");
    expect(input).toHaveValue("line one\nline two");
    expect(within(log()).getAllByRole("listitem")).toHaveLength(1);
    expect(typingIndicator()).not.toBeInTheDocument();

    await user.keyboard("{Enter}");
    const items = within(log()).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[1]).toHaveTextContent("line one line two");
  });
});

describe("ChatWidget Reset Chat", () => {
  it("restores a single short greeting and the categories view, and cancels the pending reply", async () => {
    const user = setup();
    await openChat(user);
    const input = await goToChatView(user);
    await user.type(input, "appointment{Enter}");
    expect(typingIndicator()).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Reset Chat" }));
    expect(typingIndicator()).not.toBeInTheDocument();
    const items = within(log()).getAllByRole("listitem");
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent(RESET_GREETING);
    expect(RESET_GREETING.length).toBeLessThan(GREETING.length);
    expect(screen.getByRole("heading", { name: "Choose a topic" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reset Chat" })).toHaveFocus();

    advance(CHAT_REPLY_DELAY_MS * 2);
    expect(within(log()).getAllByRole("listitem")).toHaveLength(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  it("clears pending reply timers when unmounted", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { unmount } = render(<ChatWidget emergencyPhone={PHONE} hospitalName={HOSPITAL} />);
    await openChat(user);
    const input = await goToChatView(user);
    await user.type(input, "doctor{Enter}");
    expect(jest.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe("ChatWidget links in replies", () => {
  it("renders the pages a reply names as links and closes the panel when one is followed", async () => {
    const user = setup();
    await openChat(user);
    const input = await goToChatView(user);
    await user.type(input, "Which doctors do you have?{Enter}");
    advance(CHAT_REPLY_DELAY_MS);
    const link = within(log()).getByRole("link", { name: "Doctors" });
    expect(link).toHaveAttribute("href", "/doctorList");
    expect(log()).not.toHaveTextContent("(/doctorList)");

    // jsdom cannot navigate; the panel reacts to the click all the same.
    link.addEventListener("click", (event) => event.preventDefault());
    await user.click(link);
    expect(screen.queryByRole("dialog", { name: "Help chat" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open help chat" })).toHaveFocus();
  });

  it("links an FAQ answer's page and the emergency number of the emergency reply", async () => {
    const user = setup();
    await openChat(user);
    await user.click(screen.getByRole("button", { name: "Appointments & Scheduling" }));
    await user.click(screen.getByRole("button", { name: "How do I book an appointment?" }));
    advance(FAQ_REPLY_DELAY_MS);
    expect(within(log()).getByRole("link", { name: "Book Appointment" })).toHaveAttribute("href", "/appointment");

    await user.type(screen.getByRole("textbox", { name: "Your message" }), "emergency{Enter}");
    advance(CHAT_REPLY_DELAY_MS);
    expect(within(log()).getByRole("link", { name: PHONE })).toHaveAttribute("href", "tel:+912067201000");
  });

  it("never turns what a visitor types into a link", async () => {
    const user = setup();
    await openChat(user);
    const input = await goToChatView(user);
    await user.type(input, "see [[this](/appointment) please{Enter}");
    expect(within(log()).getByText("see [this](/appointment) please")).toBeInTheDocument();
    expect(within(log()).queryByRole("link")).not.toBeInTheDocument();
  });
});
