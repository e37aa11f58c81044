import { useState } from "react";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Editor } from "@tiptap/react";
import { RichTextEditor, toHref } from "./rich-text-editor";
import { hasHtmlTheEditorCannotKeep, RichTextField } from "./rich-text-field";

// ProseMirror measures the selection to scroll it into view; jsdom has no layout, so ranges get
// empty boxes. Only here: no other test needs them.
beforeAll(() => {
  const emptyRect = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) } as DOMRect;
  const emptyList = Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => emptyRect;
  Range.prototype.getClientRects = () => emptyList;
  document.elementFromPoint ??= () => null;
});

/** The text area, by its accessible name: what a screen reader finds. */
const textbox = (name = "Body") => screen.getByRole("textbox", { name });
/** TipTap puts its editor on the editable element (for tests, it says). */
const editorOf = (element: HTMLElement) => (element as HTMLElement & { editor: Editor }).editor;

function Harness({ initial = "", onChange = () => {} }: { initial?: string; onChange?: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <button type="button">Before</button>
      <RichTextEditor
        id="body"
        label="Body"
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
        describedBy="body-hint"
      />
      <p id="body-hint">Headings start at H2.</p>
      <button type="button">After</button>
    </>
  );
}

async function renderEditor(props: Parameters<typeof Harness>[0] = {}) {
  const view = render(<Harness {...props} />);
  // immediatelyRender: false creates the editor in an effect, after the first paint.
  await screen.findByRole("textbox", { name: "Body" });
  return view;
}

describe("RichTextEditor", () => {
  it("shows its value in a labelled, described text area", async () => {
    await renderEditor({ initial: "<h2>Visiting hours</h2><p>Open <strong>every</strong> day.</p>" });
    const text = textbox();
    expect(text).toHaveAttribute("contenteditable", "true");
    expect(text).toHaveAttribute("aria-multiline", "true");
    expect(text).toHaveAccessibleDescription("Headings start at H2.");
    expect(text).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("heading", { level: 2, name: "Visiting hours" })).toBeInTheDocument();
    expect(text).toHaveTextContent("Open every day.");
  });

  it("marks the text area invalid when told, and valid again", async () => {
    const view = render(<RichTextEditor id="body" label="Body" value="" onChange={() => {}} invalid describedBy="body-error" />);
    expect(await screen.findByRole("textbox", { name: "Body" })).toHaveAttribute("aria-invalid", "true");
    expect(textbox()).toHaveAttribute("aria-describedby", "body-error");
    view.rerender(<RichTextEditor id="body" label="Body" value="" onChange={() => {}} />);
    expect(textbox()).not.toHaveAttribute("aria-invalid");
    expect(textbox()).not.toHaveAttribute("aria-describedby");
  });

  it("has a labelled toolbar of named buttons, the marks with aria-pressed", async () => {
    await renderEditor();
    const toolbar = screen.getByRole("toolbar", { name: "Formatting: Body" });
    const names = Array.from(toolbar.querySelectorAll("button")).map((b) => b.getAttribute("aria-label"));
    expect(names).toEqual(["Bold", "Italic", "Heading H2", "Heading H3", "Heading H4", "Bulleted list", "Numbered list", "Quote", "Link", "Undo", "Redo"]);
    for (const name of names) expect(screen.getByRole("button", { name: name! })).toHaveAttribute("type", "button");
    expect(screen.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("button", { name: "Link" })).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("button", { name: "Undo" })).toHaveAttribute("aria-disabled", "true");
  });

  it("makes selected text bold from the toolbar and reports the HTML", async () => {
    const onChange = jest.fn();
    await renderEditor({ initial: "<p>Fasting needed</p>", onChange });
    const editor = editorOf(textbox());
    act(() => {
      editor.commands.setTextSelection({ from: 1, to: 8 });
    });
    await userEvent.click(screen.getByRole("button", { name: "Bold" }));
    expect(onChange).toHaveBeenLastCalledWith("<p><strong>Fasting</strong> needed</p>");
    expect(screen.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "true");
  });

  it("types bold text after the Bold button is pressed with an empty selection", async () => {
    const onChange = jest.fn();
    await renderEditor({ onChange });
    const user = userEvent.setup();
    await user.click(textbox());
    await user.keyboard("Take ");
    await user.click(screen.getByRole("button", { name: "Bold" }));
    await user.keyboard("Dose");
    expect(onChange).toHaveBeenLastCalledWith("<p>Take <strong>Dose</strong></p>");
  });

  it("moves between toolbar buttons with the arrow keys, Home and End, one tab stop in all", async () => {
    await renderEditor({ initial: "<p>x</p>" });
    const user = userEvent.setup();
    screen.getByRole("button", { name: "Before" }).focus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Bold" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("button", { name: "Italic" })).toHaveFocus();
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(screen.getByRole("button", { name: "Redo" })).toHaveFocus();
    await user.keyboard("{Home}");
    expect(screen.getByRole("button", { name: "Bold" })).toHaveFocus();
    await user.keyboard("{End}");
    expect(screen.getByRole("button", { name: "Redo" })).toHaveFocus();
    // Tab leaves the toolbar for the text, and the text for the next control: nothing keeps Tab.
    await user.tab();
    expect(textbox()).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "After" })).toHaveFocus();
    // Back in, the toolbar remembers the last button.
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Redo" })).toHaveFocus();
  });

  it("does not keep Tab inside a list item (no indenting trap)", async () => {
    await renderEditor({ initial: "<ul><li><p>One</p></li><li><p>Two</p></li></ul>" });
    const user = userEvent.setup();
    const editor = editorOf(textbox());
    act(() => {
      textbox().focus();
      editor.commands.setTextSelection(12);
    });
    const before = editor.getHTML();
    await user.tab();
    expect(screen.getByRole("button", { name: "After" })).toHaveFocus();
    expect(editor.getHTML()).toBe(before);
  });

  it("links the selection from an inline form, and refuses a javascript: address", async () => {
    const onChange = jest.fn();
    await renderEditor({ initial: "<p>Read the guide</p>", onChange });
    const user = userEvent.setup();
    const editor = editorOf(textbox());
    act(() => {
      editor.commands.setTextSelection({ from: 10, to: 15 });
    });
    await user.click(screen.getByRole("button", { name: "Link" }));
    const address = screen.getByRole("textbox", { name: "Link address" });
    expect(address).toHaveFocus();
    expect(screen.getByRole("button", { name: "Link" })).toHaveAttribute("aria-expanded", "true");

    await user.type(address, "javascript:alert(1){Enter}");
    expect(screen.getByRole("alert")).toHaveTextContent("Enter a web address");
    expect(address).toHaveAttribute("aria-invalid", "true");
    expect(onChange).not.toHaveBeenCalled();

    await user.clear(address);
    await user.type(address, "www.who.int{Enter}");
    expect(screen.queryByRole("group", { name: "Link" })).not.toBeInTheDocument();
    // TipTap writes rel before href; the sanitiser writes href first: the same element (see tiptap-output.test.ts).
    expect(onChange).toHaveBeenLastCalledWith('<p>Read the <a rel="noopener noreferrer nofollow" href="https://www.who.int">guide</a></p>');
    // TipTap's focus command waits a frame.
    await waitFor(() => expect(textbox()).toHaveFocus());
  });

  it("gives a mailto link no rel, and removes a link", async () => {
    const onChange = jest.fn();
    await renderEditor({ initial: "<p>Write to us</p>", onChange });
    const user = userEvent.setup();
    const editor = editorOf(textbox());
    act(() => {
      editor.commands.setTextSelection({ from: 10, to: 12 });
    });
    await user.click(screen.getByRole("button", { name: "Link" }));
    await user.type(screen.getByRole("textbox", { name: "Link address" }), "care@sunrise.example{Enter}");
    expect(onChange).toHaveBeenLastCalledWith('<p>Write to <a href="mailto:care@sunrise.example">us</a></p>');

    act(() => {
      editor.commands.setTextSelection(11);
    });
    await user.click(screen.getByRole("button", { name: "Edit link" }));
    expect(screen.getByRole("textbox", { name: "Link address" })).toHaveValue("mailto:care@sunrise.example");
    await user.click(screen.getByRole("button", { name: "Remove link" }));
    expect(onChange).toHaveBeenLastCalledWith("<p>Write to us</p>");
  });

  it("opens the link form with Ctrl+K from the text", async () => {
    await renderEditor({ initial: "<p>Text</p>" });
    const user = userEvent.setup();
    act(() => textbox().focus());
    await user.keyboard("{Control>}k{/Control}");
    expect(screen.getByRole("textbox", { name: "Link address" })).toHaveFocus();
    expect(textbox()).toHaveTextContent("Text");
  });

  it("closes the link form with Escape and changes nothing", async () => {
    const onChange = jest.fn();
    await renderEditor({ initial: "<p>Text</p>", onChange });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Link" }));
    await user.type(screen.getByRole("textbox", { name: "Link address" }), "https://x.example{Escape}");
    expect(screen.queryByRole("textbox", { name: "Link address" })).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("replaces the text with a new value, but its own echo or the same value keeps the cursor", async () => {
    const onChange = jest.fn();
    const view = render(<RichTextEditor id="body" label="Body" value="<p>First draft</p>" onChange={onChange} />);
    const editor = editorOf(await screen.findByRole("textbox", { name: "Body" }));
    act(() => {
      editor.commands.setTextSelection(4);
    });

    view.rerender(<RichTextEditor id="body" label="Body" value="<p>First draft</p>" onChange={onChange} />);
    expect(editor.state.selection.from).toBe(4);

    // Two keystrokes, then React renders their echoes late: the older one must not put the older text back.
    act(() => {
      editor.commands.insertContent("!");
    });
    act(() => {
      editor.commands.insertContent("?");
    });
    expect(onChange.mock.calls.map(([html]) => html)).toEqual(["<p>Fir!st draft</p>", "<p>Fir!?st draft</p>"]);
    view.rerender(<RichTextEditor id="body" label="Body" value="<p>Fir!st draft</p>" onChange={onChange} />);
    expect(editor.getHTML()).toBe("<p>Fir!?st draft</p>");
    view.rerender(<RichTextEditor id="body" label="Body" value="<p>Fir!?st draft</p>" onChange={onChange} />);
    expect(editor.getHTML()).toBe("<p>Fir!?st draft</p>");
    expect(editor.state.selection.from).toBe(6);

    // A reloaded record: the new value replaces the text, and saying so is not an edit.
    onChange.mockClear();
    view.rerender(<RichTextEditor id="body" label="Body" value="<h3>Saved</h3><p>Final</p>" onChange={onChange} />);
    expect(editor.getHTML()).toBe("<h3>Saved</h3><p>Final</p>");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("emits an empty string for an emptied document, so a required body stays detectably empty", async () => {
    const onChange = jest.fn();
    await renderEditor({ initial: "<h2>x</h2>", onChange });
    const editor = editorOf(textbox());
    act(() => {
      editor.commands.selectAll();
      editor.commands.deleteSelection();
    });
    expect(onChange).toHaveBeenLastCalledWith("");
    expect(textbox()).toHaveTextContent("");
  });
});

describe("toHref", () => {
  it.each([
    ["www.who.int", "https://www.who.int"],
    ["https://example.com/a", "https://example.com/a"],
    ["care@sunrise.example", "mailto:care@sunrise.example"],
    ["+91 80 1234 5678", "tel:+918012345678"],
    ["/doctors", "/doctors"],
    ["  ", ""],
  ])("%s -> %s", (input, output) => expect(toHref(input)).toBe(output));
});

describe("RichTextField", () => {
  it("shows a plain labelled textarea with the value until the editor has loaded", async () => {
    render(<RichTextField id="terms" label="Terms" value="<p>Hello</p>" onChange={() => {}} />);
    expect(screen.getByLabelText("Terms")).toHaveValue("<p>Hello</p>");
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Terms" })).toHaveAttribute("contenteditable", "true"));
    expect(screen.getByRole("textbox", { name: "Terms" })).toHaveTextContent("Hello");
    expect(screen.queryByLabelText("Terms", { selector: "textarea" })).not.toBeInTheDocument();
  });

  it("keeps a record with a table as HTML in the textarea, saying why, and never loads the editor for it", async () => {
    const onChange = jest.fn();
    const table = "<p>Fees</p><table><tbody><tr><td>ECG</td></tr></tbody></table>";
    render(<RichTextField id="privacy" label="Privacy" value={table} onChange={onChange} describedBy="privacy-hint" />);
    const area = screen.getByRole("textbox", { name: "Privacy" });
    expect(area.tagName).toBe("TEXTAREA");
    expect(area).toHaveValue(table);
    expect(area).toHaveAccessibleDescription(expect.stringContaining("tables, images or other markup the editor cannot keep"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole("textbox", { name: "Privacy" }).tagName).toBe("TEXTAREA");
    expect(hasHtmlTheEditorCannotKeep("<p><strong>x</strong> <a href=\"/a\">y</a></p><ul><li><p>z</p></li></ul>")).toBe(false);
  });
});
